/** A field's validation message, announced when it appears. */
export function FieldError({ message }: { message: string | undefined }) {
  return message ? (
    <span className="admin-field-error" role="alert">
      {message}
    </span>
  ) : null;
}
