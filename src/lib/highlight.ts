import {
  foldWord,
  isDiacriticAt,
  normalizeUrdu,
  normalizeWithMap,
  queryWords,
} from '../../contract/search/normalize';

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
 * letter forms (contract/search/normalize.ts). The query as typed is looked for first; when it is not in
 * the text as such (the server found it by its folded spelling: "madinah" for "Madina", or with one typo),
 * the words whose folded form holds a query word are marked. Returns segments, never HTML.
 */
export function highlight(text: string, query: string): Segment[] {
  if (!text) return [];
  const literal = literalHighlight(text, query);
  if (literal.some((segment) => segment.match)) return literal;
  return wordHighlight(text, query);
}

function literalHighlight(text: string, query: string): Segment[] {
  const needle = normalizeUrdu(query.trim());
  if (!needle) return [{ text, match: false }];
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

/** One edit apart (changed, missing, extra or swapped letter): the server's typo rule. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const restA = a.slice(i);
  const restB = b.slice(i);
  if (restA.slice(1) === restB.slice(1)) return true; // changed
  if (restA.slice(1) === restB || restA === restB.slice(1)) return true; // extra / missing
  return (
    restA.length >= 2 && restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2)
  );
}

/** Marks whole words of `text` whose folded form holds a folded query word (or is one edit from it). */
function wordHighlight(text: string, query: string): Segment[] {
  const wanted = queryWords(query);
  if (wanted.length === 0) return [{ text, match: false }];
  const segments: Segment[] = [];
  let cursor = 0;
  // Words as the normaliser cuts them (letters, digits, marks and apostrophes inside a word).
  for (const found of text.matchAll(/[\p{L}\p{N}\p{M}'’‘`ʼʻ\u0640\u200c\u200d]+/gu)) {
    const word = foldWord(normalizeUrdu(found[0]).replace(/['’‘`ʼʻ]/g, ''));
    const hit = word !== '' && wanted.some((w) => word.includes(w) || (mayBeTypo(w) && typoInWord(word, w)));
    if (!hit) continue;
    if (found.index > cursor) segments.push({ text: text.slice(cursor, found.index), match: false });
    segments.push({ text: found[0], match: true });
    cursor = found.index + found[0].length;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), match: false });
  return segments;
}

/** The server's rule (server/db/search/searchText.ts): folded words of 4 to 30 letters, no digits, may be typos. */
const mayBeTypo = (w: string): boolean => w.length >= 4 && w.length <= 30 && !/\p{N}/u.test(w);

/** True when some stretch of `word` is one edit from `w`. */
function typoInWord(word: string, w: string): boolean {
  for (let length = w.length - 1; length <= w.length + 1; length += 1) {
    for (let start = 0; start + length <= word.length; start += 1) {
      if (withinOneEdit(word.slice(start, start + length), w)) return true;
    }
  }
  return false;
}
