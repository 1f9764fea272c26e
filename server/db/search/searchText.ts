import { normalizeSearchText } from '../../search/normalize';
import { codePointLength } from '../../search/text';

/**
 * How one search text is asked of the search indexes, on either engine:
 *  - 3+ characters: a substring match answered by a trigram index (SQLite FTS5 trigram, PostgreSQL pg_trgm).
 *  - 1–2 characters (too short for trigrams): `short`, answered from an index of every 1–2 character gram of
 *    the text. The base tables are never scanned.
 */
export type SearchQuery =
  { kind: 'match'; text: string } | { kind: 'short'; text: string } | { kind: 'none' };

export function toSearchQuery(search: string): SearchQuery {
  const text = normalizeSearchText(search.trim());
  if (text === '') return { kind: 'none' };
  if (codePointLength(text) >= 3) return { kind: 'match', text };
  return { kind: 'short', text };
}

/** A LIKE pattern matching `text` anywhere, with the wildcards in it taken literally (ESCAPE '\'). */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Joined with a separator no query contains, so a match never spans two fields. */
export function searchDocument(...fields: (string | null | undefined)[]): string {
  return normalizeSearchText(fields.filter((f): f is string => Boolean(f)).join('\n'));
}

const isSpace = (char: string): boolean => /\s/.test(char);

/** Every distinct 1- and 2-character substring of a normalised document that holds no whitespace. */
export function shortGrams(doc: string): string[] {
  const chars = Array.from(doc);
  const grams = new Set<string>();
  chars.forEach((char, i) => {
    if (isSpace(char)) return;
    grams.add(char);
    const next = chars[i + 1];
    if (next !== undefined && !isSpace(next)) grams.add(char + next);
  });
  return [...grams];
}

/** A short query holding whitespace can match no gram. */
export const isSearchableGram = (text: string): boolean => !Array.from(text).some(isSpace);
