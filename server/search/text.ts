/** The first character (a whole code point, so Urdu and astral letters stay intact), or ''. */
export function firstCharacter(text: string): string {
  const code = text.codePointAt(0);
  return code === undefined ? '' : String.fromCodePoint(code);
}

/** Length in code points, the unit FTS5's trigram tokenizer counts in. */
export function codePointLength(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    // A high surrogate and its low surrogate are one code point.
    if (code < 0xdc00 || code > 0xdfff) length += 1;
  }
  return length;
}

/**
 * The key lists are sorted by (reciter names, titles within a letter): trimmed and lowercased in JS, then
 * compared byte by byte by the database (SQLite's BINARY, PostgreSQL's "C" collation), so both engines agree.
 */
export const sortKey = (text: string): string => text.trim().toLowerCase();
