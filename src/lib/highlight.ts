import { isDiacriticAt, normalizeUrdu, normalizeWithMap } from './urdu';

export interface Segment {
  text: string;
  match: boolean;
}

/** Escapes every RegExp metacharacter so a query is matched literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/**
 * Splits `text` into plain and matched segments for `query`, ignoring case, Arabic diacritics and the Urdu
 * letter variants (see urdu.ts). Matching runs on the normalised text; positions are mapped back so the
 * segments always join to the original text. Returns segments, never HTML.
 */
export function highlight(text: string, query: string): Segment[] {
  const needle = normalizeUrdu(query.trim());
  if (!needle || !text) return text ? [{ text, match: false }] : [];
  const { text: haystack, origin, originEnd } = normalizeWithMap(text);
  const pattern = new RegExp(escapeRegExp(needle), 'g');
  const segments: Segment[] = [];
  let cursor = 0;
  for (const found of haystack.matchAll(pattern)) {
    const start = origin[found.index];
    const lastUnit = found.index + found[0].length - 1;
    let end = originEnd[lastUnit];
    if (start === undefined || end === undefined || start < cursor) continue;
    // Marks written on the last matched letter belong to the match.
    while (end < text.length && isDiacriticAt(text, end)) end += 1;
    if (start > cursor) segments.push({ text: text.slice(cursor, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), match: false });
  return segments;
}
