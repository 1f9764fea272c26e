import { exactForm, queryTerms, searchForm, searchTerms, type SearchTerm } from '../../../contract';
import { codePointLength } from '../../search/text';

/**
 * How one search text is asked of the search indexes, on either engine. The query is cut into folded words
 * (contract/search/normalize.ts); a naat matches when every word is a substring of its searchable text:
 *  - words of 3+ characters (`long`) are answered by a trigram index (SQLite FTS5 trigram, PostgreSQL pg_trgm);
 *  - when every word is 1–2 characters (too short for trigrams), by an index of every 1–2 character gram;
 *  - short words beside long ones are checked on the rows the long ones found.
 * The base tables are never scanned for the first pass.
 */
export interface SearchQuery {
  /** Distinct folded words, longest first. */
  words: string[];
  long: string[];
  short: string[];
  /** What ranks: each query word folded and exact (ranking.ts), in the order of `words`. */
  terms: SearchTerm[];
  /** The words that may also match with one edit: TYPO_MIN_LENGTH letters or more (typed and folded), no digits. */
  typo: string[];
}

/**
 * A query reads at most this many distinct words, the longest (the most selective): every word must match,
 * so more would only narrow a list already narrowed, while each costs a look-up (a pasted paragraph).
 */
export const MAX_QUERY_TERMS = 10;

/** null for a text holding no words at all (blank, or only punctuation and izafat letters). */
export function toSearchQuery(search: string): SearchQuery | null {
  const terms = queryTerms(search).slice(0, MAX_QUERY_TERMS);
  const words = [...new Set(terms.map((term) => term.word))];
  if (words.length === 0) return null;
  const typo = terms
    // Numbers are never typos of each other (1201 is not 1202).
    .filter(
      (term) =>
        codePointLength(term.word) >= TYPO_MIN_LENGTH &&
        codePointLength(term.word) <= TYPO_MAX_LENGTH &&
        term.letters >= TYPO_MIN_LENGTH &&
        !/\p{N}/u.test(term.word),
    )
    .map((term) => term.word);
  return {
    words,
    terms,
    typo: [...new Set(typo)],
    long: words.filter((word) => codePointLength(word) >= 3),
    short: words.filter((word) => codePointLength(word) < 3),
  };
}

/** True when the text is blank: the list is then the whole catalogue, not a search. */
export const isBlankSearch = (search: string | undefined): boolean => (search ?? '').trim() === '';

/** A LIKE pattern matching `text` anywhere, with the wildcards in it taken literally (ESCAPE '\'). */
export const likePattern = (text: string): string => `%${escapeLike(text)}%`;
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The searchable forms of a naat: title words (Roman and Urdu title), reciter words (name and Urdu name) and
 * lyric words (the lines and their transliteration), kept apart for ranking, each folded (what matches) and
 * exact (what ranks first, contract/search/normalize.ts exactForm). The lyric forms hold each word once.
 */
export interface NaatSearchFields {
  title: string;
  reciter: string;
  lyrics: string;
  titleExact: string;
  reciterExact: string;
  lyricsExact: string;
}

/** What a naat is searched by beside its title and reciter's name. */
export interface NaatSearchExtras {
  reciterUrduName?: string | null;
  /** The lyrics' plain text (naats.lyrics: the lines' text). */
  lyrics?: string | null;
  /** The lines' transliterations (naat_lyrics.roman). */
  roman?: string | null;
}

export function naatSearchFields(
  title: string,
  urduTitle: string | null | undefined,
  reciterName: string,
  extras: NaatSearchExtras = {},
): NaatSearchFields {
  const titles = `${title}\n${urduTitle ?? ''}`;
  const reciter = `${reciterName}\n${extras.reciterUrduName ?? ''}`;
  const lyrics = distinctWordForms(`${extras.lyrics ?? ''}\n${extras.roman ?? ''}`);
  return {
    title: searchForm(titles),
    reciter: searchForm(reciter),
    lyrics: lyrics.folded,
    titleExact: exactForm(titles),
    reciterExact: exactForm(reciter),
    lyricsExact: lyrics.exact,
  };
}

/** A long text's folded and exact forms with each word once (in the order first met): lyrics repeat lines. */
function distinctWordForms(text: string): { folded: string; exact: string } {
  const terms = searchTerms(text);
  const folded = [...new Set(terms.map((term) => term.word))];
  const exact = [...new Set(terms.map((term) => term.exact))];
  const form = (words: string[]) => (words.length === 0 ? '' : ` ${words.join(' ')} `);
  return { folded: form(folded), exact: form(exact) };
}

/** The text the trigram and gram indexes hold: the fields, one a line so no match spans them. */
export const searchDocument = (fields: Pick<NaatSearchFields, 'title' | 'reciter' | 'lyrics'>): string =>
  fields.lyrics === ''
    ? `${fields.title}\n${fields.reciter}`
    : `${fields.title}\n${fields.reciter}\n${fields.lyrics}`;

/** A reciter's searchable form: name and Urdu name. */
export const reciterSearchForm = (name: string, urduName: string | null | undefined): string =>
  searchForm(`${name}\n${urduName ?? ''}`);

const isSpace = (char: string): boolean => /\s/.test(char);

/** Every distinct 1- and 2-character substring of a searchable document that holds no whitespace. */
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

/**
 * Folded words of at least this many characters may also match with one edit (a typo); shorter ones would
 * meet half the catalogue that way.
 */
export const TYPO_MIN_LENGTH = 4;

/** Longer words are no title's words misspelt, and their one-edit patterns would be thousands. */
export const TYPO_MAX_LENGTH = 30;

/**
 * LIKE patterns matching `word` with one edit: a letter changed, one missing, one extra, or two swapped.
 * Rows found only this way rank below every row found as written (ranking.ts).
 */
export function typoPatterns(word: string): string[] {
  const chars = Array.from(word);
  if (chars.length < TYPO_MIN_LENGTH || chars.length > TYPO_MAX_LENGTH) return [];
  const variants = new Set<string>();
  const esc = chars.map(escapeLike);
  const join = (parts: string[]) => `%${parts.join('')}%`;
  for (let i = 0; i < chars.length; i += 1) {
    variants.add(join([...esc.slice(0, i), '_', ...esc.slice(i + 1)])); // changed
    variants.add(join([...esc.slice(0, i), ...esc.slice(i + 1)])); // extra in the query
    if (i > 0) variants.add(join([...esc.slice(0, i), '_', ...esc.slice(i)])); // missing from the query
    if (i + 1 < chars.length) {
      const swapped = [...esc];
      [swapped[i], swapped[i + 1]] = [esc[i + 1] as string, esc[i] as string];
      variants.add(join(swapped));
    }
  }
  return [...variants];
}
