import { sql, type RawBuilder } from 'kysely';
import type { SearchTerm } from '../../../contract';
import { escapeLike } from './searchText';

/**
 * Best first, the same on both engines and in these pure functions (tests/server/ranking.test.ts).
 *
 * Each query word scores by the best place it is found (POINTS_BY_TIER): its exact key as a whole word, its
 * folded key as a whole word, at a word's start, inside a word; the title before the reciter at each of these,
 * so a word that names the reciter (Qari) outranks a title word merely starting with it (Karam); the lyrics
 * below any word of the title or the reciter. The words' points are summed. A row whose every word is found at
 * a word's start or better is strong and ranks above every weak row (a word found only inside another word,
 * or only with one edit, scoring 0). Then popularity (play count), then the newest (highest id), so every row
 * has one place and pages never overlap.
 * Searchable fields are " word word " (contract/search/normalize.ts searchForm, exactForm), so " w " is a
 * whole word and " w" a word's start.
 */
export type Field = 'title' | 'reciter' | 'lyrics';

/** Where a word is in a field: 0 not there, 1 inside a word, 2 a word's start, 3 a whole word, 4 exactly. */
export type WordTier = 0 | 1 | 2 | 3 | 4;

/**
 * A field's points by WordTier (index 0: not there). The best place a word is found counts; a word's start
 * or better in the title or reciter beats any place in the lyrics; a real word match (STRONG_POINTS) beats
 * the inside of a word. In the lyrics only a whole word as written is a real match: their many words would
 * otherwise meet every short folded key (Ilahi, Ula and 'ala all fold to "al").
 */
export const POINTS_BY_TIER: Record<Field, readonly number[]> = {
  title: [0, 4, 9, 13, 15],
  reciter: [0, 3, 8, 12, 14],
  lyrics: [0, 1, 2, 3, 5],
};

/** A word scoring at least this (a title or reciter word's start or better, a lyric word as written) is real. */
export const STRONG_POINTS = 5;

/** Added to a strong row's score, more than any sum of points can reach, so strong rows always rank first. */
export const STRONG_BONUS = 1_000_000;

/**
 * Where folded `word` is in folded `text`, as the LIKE patterns of scoreSql say: 0 not there, 1 inside a word,
 * 2 at a word's start, 3 a whole word.
 */
export function wordTier(word: string, text: string): WordTier {
  if (!text.includes(word)) return 0;
  if (text.includes(` ${word} `)) return 3;
  return text.includes(` ${word}`) ? 2 : 1;
}

/** Where a term is in a field given as its folded and exact forms: 4 when its exact key is a whole word there. */
export function termTier(term: SearchTerm, folded: string, exact: string): WordTier {
  const tier = wordTier(term.word, folded);
  return tier === 3 && exact.includes(` ${term.exact} `) ? 4 : tier;
}

/** A naat's searchable forms as ranking reads them (searchText.ts naatSearchFields). */
export interface RankedFields {
  title: string;
  reciter: string;
  lyrics: string;
  titleExact: string;
  reciterExact: string;
  lyricsExact: string;
}

const FIELDS: readonly Field[] = ['title', 'reciter', 'lyrics'];
const EXACT: Record<Field, keyof RankedFields> = {
  title: 'titleExact',
  reciter: 'reciterExact',
  lyrics: 'lyricsExact',
};

/** The points of one term: the best place it is found (0: only with a typo, or not at all). */
export const termScore = (term: SearchTerm, fields: RankedFields): number =>
  Math.max(
    ...FIELDS.map((field) => POINTS_BY_TIER[field][termTier(term, fields[field], fields[EXACT[field]])] ?? 0),
  );

/** A row's score: its terms' points summed, plus STRONG_BONUS when every term is found at a word's start. */
export function score(terms: readonly SearchTerm[], fields: RankedFields): number {
  let sum = 0;
  let strong = true;
  for (const term of terms) {
    const points = termScore(term, fields);
    sum += points;
    if (points < STRONG_POINTS) strong = false;
  }
  return strong ? sum + STRONG_BONUS : sum;
}

export interface Ranked {
  id: number;
  score: number;
  popularity: number;
}

/** The order of results: score, then popularity, then newest. */
export const compareRanked = (a: Ranked, b: Ranked): number =>
  b.score - a.score || b.popularity - a.popularity || b.id - a.id;

/** The columns scoreSql reads; a field a table lacks is given as sql`''`. */
export type RankedColumns = Record<keyof RankedFields, RawBuilder<unknown>>;

/** Every (field, tier) with its points, best first: a CASE taking the first that matches takes the best. */
const PLACES = FIELDS.flatMap((field) =>
  ([1, 2, 3, 4] as const).map((tier) => ({ field, tier, points: POINTS_BY_TIER[field][tier] ?? 0 })),
).sort((a, b) => b.points - a.points);

/** One term's points as SQL: a CASE over PLACES, as termScore takes the best place. */
function termScoreSql(term: SearchTerm, columns: RankedColumns): RawBuilder<number> {
  const word = escapeLike(term.word);
  const exact = escapeLike(term.exact);
  const patterns = { 1: `%${word}%`, 2: `% ${word}%`, 3: `% ${word} %`, 4: `% ${word} %` };
  const whens = PLACES.map(({ field, tier, points }) => {
    const folded = sql`${columns[field]} LIKE ${patterns[tier]} ESCAPE '\\'`;
    // An exact key counts only where the folded word is whole too, as termTier says.
    const test =
      tier === 4 ? sql`${folded} AND ${columns[EXACT[field]]} LIKE ${`% ${exact} %`} ESCAPE '\\'` : folded;
    return sql`WHEN ${test} THEN ${sql.lit(points)}`;
  });
  return sql<number>`(CASE ${sql.join(whens, sql` `)} ELSE 0 END)`;
}

/** True (as SQL) when every term is found at a word's start or better: the row is strong. */
export function strongSql(terms: readonly SearchTerm[], columns: RankedColumns): RawBuilder<boolean> {
  const each = terms.map((term) => sql`${termScoreSql(term, columns)} >= ${sql.lit(STRONG_POINTS)}`);
  return sql<boolean>`(${sql.join(each, sql` AND `)})`;
}

/** The same score as `score`, as SQL over the given columns (LIKE ... ESCAPE works alike on both engines). */
export function scoreSql(terms: readonly SearchTerm[], columns: RankedColumns): RawBuilder<number> {
  const perTerm = terms.map((term) => termScoreSql(term, columns));
  return sql<number>`(CASE WHEN ${strongSql(terms, columns)} THEN ${sql.lit(STRONG_BONUS)} ELSE 0 END + ${sql.join(perTerm, sql` + `)})`;
}
