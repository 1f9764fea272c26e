import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../schema';
import type { Window } from '../types';
import { scoreSql, strongSql, type RankedColumns } from './ranking';
import type { IdPage } from './searchIndex';
import { escapeLike, typoPatterns, type SearchQuery } from './searchText';

type Condition = RawBuilder<unknown>;

/**
 * One page of the search page. When at least this many rows are strong (ranking.ts: every word found at a
 * word's start or better), the weak rows (a word only inside another word, or only with one edit) are not
 * listed at all: they would only trail a list that already holds what the listener meant.
 */
export const WEAK_CUT = 20;

/** True when a query has a word long enough for the one-edit (typo) pass. */
export const allowsTypos = (query: SearchQuery): boolean => query.typo.length > 0;

/** The typo patterns of a query word, or just the word itself when it may not match with a typo. */
export const typoOrExact = (query: SearchQuery, word: string): string[] =>
  query.typo.includes(word) ? typoPatterns(word) : [`%${escapeLike(word)}%`];

/** The naats row's ranked columns (alias n). */
export const NAAT_COLUMNS: RankedColumns = {
  title: sql`n.search_title`,
  reciter: sql`n.search_reciter`,
  lyrics: sql`n.search_lyrics`,
  titleExact: sql`n.search_title_exact`,
  reciterExact: sql`n.search_reciter_exact`,
  lyricsExact: sql`n.search_lyrics_exact`,
};

/** How many rows a condition finds, and how many of them are strong. */
export interface Counts {
  total: number;
  strong: number;
}

export async function countNaats(trx: Executor, where: Condition, query: SearchQuery): Promise<Counts> {
  const strong = strongSql(query.terms, NAAT_COLUMNS);
  const { rows } = await sql<{
    total: number | string;
    strong: number | string | null;
  }>`SELECT count(*) AS total,
    sum(CASE WHEN ${strong} THEN 1 ELSE 0 END) AS strong FROM naats n WHERE ${where}`.execute(trx);
  return { total: Number(rows[0]?.total ?? 0), strong: Number(rows[0]?.strong ?? 0) };
}

/**
 * The naats of a search in rank order (ranking.ts), the same SQL on both engines; only the conditions that
 * find the candidates are the engine's own (`exact`: every word as written; `typo`: long words with one edit
 * too). `count` may cache. The same rows and order as the in-memory ranking (rankedCatalogue.ts).
 */
export async function rankedNaatPage(
  trx: Executor,
  query: SearchQuery,
  conditions: { exact: Condition; typo: () => Condition },
  window: Window,
  count: (where: Condition, key: string) => Promise<Counts>,
): Promise<IdPage> {
  const exact = await count(conditions.exact, 'e');
  let where = conditions.exact;
  let total = exact.total;
  if (exact.strong >= WEAK_CUT) {
    where = sql`(${conditions.exact} AND ${strongSql(query.terms, NAAT_COLUMNS)})`;
    total = exact.strong;
  } else if (allowsTypos(query)) {
    where = conditions.typo();
    total = (await count(where, 't')).total;
  }
  if (window.offset >= total) return { ids: [], total };
  const rank = scoreSql(query.terms, NAAT_COLUMNS);
  const { rows } = await sql<{ id: number }>`SELECT n.id FROM naats n WHERE ${where}
    ORDER BY ${rank} DESC, n.play_count DESC, n.id DESC
    LIMIT ${window.limit} OFFSET ${window.offset}`.execute(trx);
  return { ids: rows.map((row) => row.id), total };
}

/** Reciters in rank order: score on their names, then by name. `doc` is the column holding the searchable form. */
export async function rankedReciterPage(
  trx: Executor,
  from: Condition,
  doc: Condition,
  where: Condition,
  query: SearchQuery,
  window: Window,
): Promise<IdPage> {
  const { rows: counted } = await sql<{ total: number | string }>`SELECT count(*) AS total ${from}
    WHERE ${where}`.execute(trx);
  const total = Number(counted[0]?.total ?? 0);
  if (window.offset >= total) return { ids: [], total };
  const none = sql`''`;
  const rank = scoreSql(query.terms, {
    title: doc,
    reciter: none,
    lyrics: none,
    titleExact: none,
    reciterExact: none,
    lyricsExact: none,
  });
  const { rows } = await sql<{ id: number }>`SELECT k.id ${from} WHERE ${where}
    ORDER BY ${rank} DESC, k.name_key, k.id LIMIT ${window.limit} OFFSET ${window.offset}`.execute(trx);
  return { ids: rows.map((row) => row.id), total };
}
