/**
 * Which characters text from a client may hold, the same on both engines. PostgreSQL cannot store U+0000 in
 * text (it refuses the statement, which was a 500) while SQLite stored it; the other C0 control characters
 * are stored by both but never belong in a name or a title, and would reach pages, links and previews.
 * So a field is checked before any database call and refused with a 400 naming it. Text that may run over
 * several lines (a reciter's bio, a naat's lyrics and description) keeps tab, line feed and carriage return.
 * Query parameters are search text or numbers: there each control character counts as a space (see
 * `spaceForControls`), so a pasted tab still finds what it separates.
 */

/* eslint-disable no-control-regex -- these patterns exist to find control characters */
/** One line: no C0 control character at all (U+0000 to U+001F). */
const LINE_CONTROLS = /[\u0000-\u001f]/u;
/** Several lines: the C0 controls except tab, line feed and carriage return. */
const LINES_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/u;
const ANY_CONTROL = /[\u0000-\u001f]/gu;
/* eslint-enable no-control-regex */

export type TextKind = 'line' | 'lines';

/** The naat and reciter fields that may run over several lines. */
export const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set(['bio', 'lyrics', 'description']);

/** Whether `value` holds a control character `kind` text may not. */
export function hasRefusedControl(value: string, kind: TextKind): boolean {
  return (kind === 'line' ? LINE_CONTROLS : LINES_CONTROLS).test(value);
}

/** The 400 message for a field that holds a control character. */
export function controlCharMessage(field: string, kind: TextKind): string {
  return kind === 'line'
    ? `Field "${field}" must not contain control characters (such as NUL, tab or a line break)`
    : `Field "${field}" must not contain control characters (such as NUL) other than tab and line breaks`;
}

/**
 * The message for the first field of `fields` (in their order) that holds a control character its kind
 * may not, or null. A field is multi-line when its name is in `multiLine`; values that are not strings
 * (numbers, null) are left to the field's own rules.
 */
export function controlCharProblem(
  fields: Readonly<Record<string, unknown>>,
  multiLine: ReadonlySet<string> = MULTI_LINE_FIELDS,
): string | null {
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value !== 'string') continue;
    const kind: TextKind = multiLine.has(field) ? 'lines' : 'line';
    if (hasRefusedControl(value, kind)) return controlCharMessage(field, kind);
  }
  return null;
}

/** The string fields of `fields` trimmed (as the routes store them); other values as they are. */
export function trimmedStrings(fields: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, value]) => [field, typeof value === 'string' ? value.trim() : value]),
  );
}

/** `value` with every C0 control character turned into a space. */
export const spaceForControls = (value: string): string => value.replace(ANY_CONTROL, ' ');

/**
 * Every string of a parsed query (one level: values and arrays of values) with its control characters
 * turned into spaces, in place. Returns whether anything changed.
 */
export function cleanQuery(query: unknown): boolean {
  if (query === null || typeof query !== 'object') return false;
  const record = query as Record<string, unknown>;
  let changed = false;
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string') {
      const clean = spaceForControls(value);
      if (clean !== value) {
        record[key] = clean;
        changed = true;
      }
    } else if (Array.isArray(value)) {
      const clean = value.map((item: unknown) => (typeof item === 'string' ? spaceForControls(item) : item));
      if (clean.some((item, index) => item !== value[index])) {
        record[key] = clean;
        changed = true;
      }
    }
  }
  return changed;
}
