import { sql, type RawBuilder } from 'kysely';
import { escapeLike } from './searchText';

/**
 * Best first, the same on both engines and in these pure functions (tests/server/ranking.test.ts):
 * each query word scores by where it is found, the scores are summed, then popularity (play count), then the
 * newest (highest id) first, so every row has one place and pages never overlap.
 * Searchable fields are " word word " (src/shared/search/normalize.ts searchForm), so " w " is a whole word
 * and " w" a word's start.
 */
export type Field = 'title' | 'reciter';

export interface Tier {
  field: Field;
  /** LIKE pattern of a word (already escaped). */
  pattern: (word: string) => string;
  points: number;
}

/** First tier that matches wins: a whole title word > a title word's start > inside a title word > reciter. */
export const TIERS: readonly Tier[] = [
  { field: 'title', pattern: (w) => `% ${w} %`, points: 6 },
  { field: 'title', pattern: (w) => `% ${w}%`, points: 5 },
  { field: 'title', pattern: (w) => `%${w}%`, points: 4 },
  { field: 'reciter', pattern: (w) => `% ${w} %`, points: 3 },
  { field: 'reciter', pattern: (w) => `% ${w}%`, points: 2 },
  { field: 'reciter', pattern: (w) => `%${w}%`, points: 1 },
];

const FIELD_POINTS: Record<Field, readonly number[]> = {
  title: TIERS.filter((tier) => tier.field === 'title').map((tier) => tier.points),
  reciter: TIERS.filter((tier) => tier.field === 'reciter').map((tier) => tier.points),
};

/** Where a word is in a field: 0 not there, 1 inside a word, 2 at a word's start, 3 a whole word. */
export type WordTier = 0 | 1 | 2 | 3;

/**
 * Where `word` is in `text`, as the tiers' LIKE patterns say. Fields are " word word " (searchForm), so " w " is
 * a whole word and " w" a word's start.
 */
export function wordTier(word: string, text: string): WordTier {
  if (!text.includes(word)) return 0;
  if (text.includes(` ${word} `)) return 3;
  return text.includes(` ${word}`) ? 2 : 1;
}

/** A field's points by WordTier (index 0: not there). */
export const POINTS_BY_TIER: Record<Field, readonly number[]> = {
  title: [0, ...[...FIELD_POINTS.title].reverse()],
  reciter: [0, ...[...FIELD_POINTS.reciter].reverse()],
};

/** The points of `word` in one field (0: not there): a whole word, a word's start, inside a word. */
export const fieldPoints = (word: string, text: string, field: Field): number =>
  POINTS_BY_TIER[field][wordTier(word, text)] ?? 0;

export const wordScore = (word: string, fields: Record<Field, string>): number =>
  fieldPoints(word, fields.title, 'title') || fieldPoints(word, fields.reciter, 'reciter');

export const score = (words: readonly string[], fields: Record<Field, string>): number =>
  words.reduce((sum, word) => sum + wordScore(word, fields), 0);

export interface Ranked {
  id: number;
  score: number;
  popularity: number;
}

/** The order of results: score, then popularity, then newest. */
export const compareRanked = (a: Ranked, b: Ranked): number =>
  b.score - a.score || b.popularity - a.popularity || b.id - a.id;

/** The same score as `score`, as SQL over the given field columns (LIKE ... ESCAPE works alike on both engines). */
export function scoreSql(
  words: readonly string[],
  columns: Record<Field, RawBuilder<unknown>>,
): RawBuilder<number> {
  const perWord = words.map((word) => {
    const escaped = escapeLike(word);
    const whens = TIERS.map(
      (tier) =>
        sql`WHEN ${columns[tier.field]} LIKE ${tier.pattern(escaped)} ESCAPE '\\' THEN ${sql.lit(tier.points)}`,
    );
    return sql`(CASE ${sql.join(whens, sql` `)} ELSE 0 END)`;
  });
  return sql<number>`(${sql.join(perWord, sql` + `)})`;
}
