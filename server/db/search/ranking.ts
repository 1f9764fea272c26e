import { sql, type RawBuilder } from 'kysely';
import type { SearchTerm } from '../../../src/shared/search/normalize';
import { escapeLike } from './searchText';

/**
 * Best first, the same on both engines and in these pure functions (tests/server/ranking.test.ts).
 *
 * Each query word scores by the best place it is found (POINTS_BY_TIER): its exact key as a whole word, its
 * folded key as a whole word, at a word's start, inside a word; the title before the reciter at each of these,
 * so a word that names the reciter (Qari) outranks a title word merely starting with it (Karam). The words'
 * points are summed. A row whose every word is found at a word's start or better is strong and ranks above
 * every weak row (a word found only inside another word, or only with one edit, scoring 0). Then popularity
 * (play count), then the newest (highest id), so every row has one place and pages never overlap.
 * Searchable fields are " word word " (src/shared/search/normalize.ts searchForm, exactForm), so " w " is a
 * whole word and " w" a word's start.
 */
export type Field = 'title' | 'reciter';

/** Where a word is in a field: 0 not there, 1 inside a word, 2 a word's start, 3 a whole word, 4 exactly. */
export type WordTier = 0 | 1 | 2 | 3 | 4;

/** A field's points by WordTier (index 0: not there). Interleaved, so "the best place" is the highest. */
export const POINTS_BY_TIER: Record<Field, readonly number[]> = {
  title: [0, 4, 7, 11, 13],
  reciter: [0, 3, 6, 10, 12],
};

/** A word scoring at least this (a word's start or better, in either field) is found as a real word. */
export const STRONG_POINTS = 6;

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
  titleExact: string;
  reciterExact: string;
}

/** The points of one term: the best place it is found (0: only with a typo, or not at all). */
export const termScore = (term: SearchTerm, fields: RankedFields): number =>
  Math.max(
    POINTS_BY_TIER.title[termTier(term, fields.title, fields.titleExact)] ?? 0,
    POINTS_BY_TIER.reciter[termTier(term, fields.reciter, fields.reciterExact)] ?? 0,
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

/** One term's points as SQL: a CASE whose first match is the best place (the points are interleaved). */
function termScoreSql(term: SearchTerm, columns: RankedColumns): RawBuilder<number> {
  const word = escapeLike(term.word);
  const exact = escapeLike(term.exact);
  const like = (column: RawBuilder<unknown>, pattern: string, points: number) =>
    sql`WHEN ${column} LIKE ${pattern} ESCAPE '\\' THEN ${sql.lit(points)}`;
  const [, titleInside, titleStart, titleWhole, titleExact] = POINTS_BY_TIER.title as number[];
  const [, reciterInside, reciterStart, reciterWhole, reciterExact] = POINTS_BY_TIER.reciter as number[];
  // An exact key is only counted where the folded word is whole too, as termTier does.
  const whens = [
    sql`WHEN ${columns.title} LIKE ${`% ${word} %`} ESCAPE '\\' AND ${columns.titleExact} LIKE ${`% ${exact} %`} ESCAPE '\\' THEN ${sql.lit(titleExact)}`,
    sql`WHEN ${columns.reciter} LIKE ${`% ${word} %`} ESCAPE '\\' AND ${columns.reciterExact} LIKE ${`% ${exact} %`} ESCAPE '\\' THEN ${sql.lit(reciterExact)}`,
    like(columns.title, `% ${word} %`, titleWhole as number),
    like(columns.reciter, `% ${word} %`, reciterWhole as number),
    like(columns.title, `% ${word}%`, titleStart as number),
    like(columns.reciter, `% ${word}%`, reciterStart as number),
    like(columns.title, `%${word}%`, titleInside as number),
    like(columns.reciter, `%${word}%`, reciterInside as number),
  ];
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
