import { normalizeSearchText } from '../search/normalize';
import { codePointLength } from '../search/text';

/**
 * How one search text is asked of the search indexes:
 *  - 3+ characters: an FTS5 trigram MATCH, quoted as one phrase so FTS syntax in the text is literal.
 *  - 1–2 characters (too short for trigrams): `short`, answered from the gram index (naats) or a LIKE
 *    over the small normalised FTS table (reciters). The base tables are never scanned.
 */
export type FtsQuery = { kind: 'match'; value: string } | { kind: 'short'; text: string } | { kind: 'none' };

export function toFtsQuery(search: string): FtsQuery {
  const text = normalizeSearchText(search.trim());
  if (text === '') return { kind: 'none' };
  if (codePointLength(text) >= 3) return { kind: 'match', value: `"${text.replaceAll('"', '""')}"` };
  return { kind: 'short', text };
}

/** A LIKE pattern matching `text` anywhere, with the wildcards in it taken literally (ESCAPE '\'). */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Joined with a separator no query contains, so a match never spans two fields. */
export function searchDocument(...fields: (string | null | undefined)[]): string {
  return normalizeSearchText(fields.filter((f): f is string => Boolean(f)).join('\n'));
}

const hex = (code: number): string => code.toString(16);
const gramToken = (codes: readonly number[]): string => `g${codes.map(hex).join('x')}`;

/**
 * Every distinct 1- and 2-character substring of a normalised document (without whitespace), each as an
 * ASCII-only token (`g6d` for "m", `g6dx61` for "ma") so the FTS5 ascii tokenizer keeps it whole. An
 * FTS5 table of these answers 1–2 character queries from an index instead of a scan.
 */
export function gramTokens(doc: string): string {
  const codes = Array.from(doc, (c) => c.codePointAt(0) ?? 0);
  const tokens = new Set<string>();
  const space = (code: number | undefined) => code === undefined || /\s/.test(String.fromCodePoint(code));
  codes.forEach((code, i) => {
    if (space(code)) return;
    tokens.add(gramToken([code]));
    const next = codes[i + 1];
    if (next !== undefined && !space(next)) tokens.add(gramToken([code, next]));
  });
  return [...tokens].join(' ');
}

/** The gram token of a 1–2 character normalised query, or null when it holds whitespace. */
export function gramQuery(text: string): string | null {
  const codes = Array.from(text, (c) => c.codePointAt(0) ?? 0);
  if (codes.some((code) => /\s/.test(String.fromCodePoint(code)))) return null;
  return gramToken(codes);
}
