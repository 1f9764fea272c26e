import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../schema';
import type { Window } from '../types';
import { scoreSql } from './ranking';
import type { IdPage } from './searchIndex';
import { TYPO_MIN_LENGTH, typoPatterns, type SearchQuery } from './searchText';
import { codePointLength } from '../../search/text';

type Condition = RawBuilder<unknown>;

/** True when a query has a word long enough for the one-edit (typo) pass. */
export const allowsTypos = (query: SearchQuery): boolean =>
  query.long.some((word) => codePointLength(word) >= TYPO_MIN_LENGTH);

/** The typo patterns of a word, or just the word itself when it is too short to have any. */
export const typoOrExact = (word: string): string[] => {
  const patterns = typoPatterns(word);
  return patterns.length > 0 ? patterns : [`%${word}%`];
};

/**
 * One page of naats in rank order (server/db/search/ranking.ts), the same SQL on both engines; only the
 * condition that finds the candidates is the engine's own. `count` may cache.
 */
export async function rankedNaatPage(
  trx: Executor,
  where: Condition,
  words: readonly string[],
  window: Window,
  count: () => Promise<number>,
): Promise<IdPage> {
  const total = await count();
  if (window.offset >= total) return { ids: [], total };
  const rank = scoreSql(words, { title: sql`n.search_title`, reciter: sql`n.search_reciter` });
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
  words: readonly string[],
  window: Window,
): Promise<IdPage> {
  const { rows: counted } = await sql<{ total: number | string }>`SELECT count(*) AS total ${from}
    WHERE ${where}`.execute(trx);
  const total = Number(counted[0]?.total ?? 0);
  if (window.offset >= total) return { ids: [], total };
  const rank = scoreSql(words, { title: doc, reciter: sql`''` });
  const { rows } = await sql<{ id: number }>`SELECT k.id ${from} WHERE ${where}
    ORDER BY ${rank} DESC, k.name_key, k.id LIMIT ${window.limit} OFFSET ${window.offset}`.execute(trx);
  return { ids: rows.map((row) => row.id), total };
}
