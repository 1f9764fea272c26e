import type { Executor } from '../schema';
import type { Window } from '../types';
import type { NaatSearchFields } from './searchText';

/** One page of matching ids, in the list's order, and how many match in all. */
export interface IdPage {
  ids: number[];
  total: number;
}

/**
 * The search indexes of one engine (server/db/search/sqliteSearch.ts, postgresSearch.ts). Repositories keep
 * them current inside the same transaction as the row they describe, and ask them for matching ids; the
 * matching rules (contract/search/normalize.ts) and the ranking (ranking.ts) are the same for both engines.
 */
export interface SearchIndex {
  /** Indexes a naat's title, Urdu title and reciter name (replacing what was indexed before). */
  indexNaat(trx: Executor, id: number, fields: NaatSearchFields): Promise<void>;
  /** The same for many naats at once (bulk inserts): far fewer round trips to a database server. */
  indexNaats(trx: Executor, entries: readonly { id: number; fields: NaatSearchFields }[]): Promise<void>;
  removeNaat(trx: Executor, id: number): Promise<void>;
  /** A naat's play count changed (popularity orders equal scores). */
  naatPlayed(trx: Executor, id: number): Promise<void>;
  /** Indexes a reciter's searchable form (name and Urdu name, searchText.ts reciterSearchForm). */
  indexReciter(trx: Executor, id: number, doc: string): Promise<void>;
  removeReciter(trx: Executor, id: number): Promise<void>;
  /** Naats matching `text`, best first (ranking.ts; rankedPage.ts: weak rows cut, the one-edit pass). */
  naats(text: string, window: Window, trx: Executor): Promise<IdPage>;
  /** Reciters matching `text`, best first, then by name. */
  reciters(text: string, window: Window, trx: Executor): Promise<IdPage>;
  /** Prepares what searches need (memoryRanking.ts: loads the catalogue), so the first listener does not wait. */
  warm(): Promise<void>;
  /** Called after any catalogue write (cached counts are stale from then on). */
  changed(): void;
}

/** One page of naats as rows, and how many match in all. */
export interface RowPage<T> {
  items: T[];
  total: number;
}

/** The engine's indexes with naat searches ranked from memory (memoryRanking.ts): what repositories use. */
export interface RankedSearch extends SearchIndex {
  /** The page of `naats(text, window, trx)` as the rows `rows` reads for its ids, in rank order. */
  naatRows<T>(
    text: string,
    window: Window,
    trx: Executor,
    rows: (ids: readonly number[]) => Promise<T[]>,
  ): Promise<RowPage<T>>;
}
