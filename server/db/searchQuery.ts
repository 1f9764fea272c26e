import { normalizeSearchText } from '../search/normalize';
import { codePointLength } from '../search/text';

/** How one search text is asked of an FTS5 trigram table. */
export type FtsQuery = { kind: 'match'; value: string } | { kind: 'like'; value: string } | { kind: 'none' };

/**
 * Trigram MATCH needs at least three characters; shorter queries scan the (small, normalised) FTS
 * table with LIKE instead. Either way the base tables are never scanned.
 */
export function toFtsQuery(search: string): FtsQuery {
  const text = normalizeSearchText(search.trim());
  if (text === '') return { kind: 'none' };
  if (codePointLength(text) >= 3) return { kind: 'match', value: `"${text.replaceAll('"', '""')}"` };
  return { kind: 'like', value: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
}

/** The rowids of `table` (an FTS5 trigram table with a `doc` column) matching one query kind. */
export function ftsHits(table: string, kind: 'match' | 'like'): string {
  return kind === 'match'
    ? `SELECT rowid FROM ${table} WHERE ${table} MATCH ?`
    : `SELECT rowid FROM ${table} WHERE doc LIKE ? ESCAPE '\\'`;
}

/** Joined with a separator no query contains, so a match never spans two fields. */
export function searchDocument(...fields: (string | null | undefined)[]): string {
  return normalizeSearchText(fields.filter((f): f is string => Boolean(f)).join('\n'));
}
