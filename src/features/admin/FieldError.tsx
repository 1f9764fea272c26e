/** A field's validation message, announced when it appears and linked to its field by `id`. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} className="admin-field-error" role="alert">
      {message}
    </span>
  ) : null;
}

/** The attributes that mark a field invalid and point it at its message. */
export function invalidProps(id: string, message: string | undefined) {
  return message ? { 'aria-invalid': true as const, 'aria-describedby': id } : {};
}
