import { sql, type Kysely } from 'kysely';
import { NAMED_STATEMENT } from '../namedStatement';
import type { Executor, Schema } from '../schema';
import type { Window } from '../types';
import { createRankedCatalogue, type RankedEntry } from './rankedCatalogue';
import type { RankedSearch, SearchIndex } from './searchIndex';
import { type SearchQuery, toSearchQuery } from './searchText';

/**
 * Ranked naat search from memory, on either engine. Scoring every match in SQL costs in proportion to the
 * matches (a broad word at 100k naats took 100+ ms); this process keeps every naat's searchable forms and
 * play count in a RankedCatalogue instead and ranks there in a few milliseconds.
 *
 * It stays exact across processes and instances through change stamps (migration 120): every write the
 * ranking must see takes the next stamp in the same transaction as the row (a naat indexed or played:
 * naats.search_stamp; removed: search_removals). A search ranks from memory and reads its page's rows and the
 * latest stamp (one indexed row) side by side, so it waits for one round trip when nothing changed; when the
 * stamp moved, it reads only the rows changed since and ranks again. A search inside a caller's transaction
 * may see that transaction's own uncommitted rows, so it asks the engine's SQL, which ranks the same way.
 */
export function withMemoryRanking(engine: SearchIndex, root: Kysely<Schema>): RankedSearch {
  let catalogue = createRankedCatalogue();
  /** The stamp the catalogue holds every change up to (-1: nothing loaded yet). */
  let held = -1;
  let catchingUp: Promise<void> | null = null;

  async function nextStamp(trx: Executor): Promise<number> {
    const { rows } = await sql<{
      stamp: number | string;
    }>`INSERT INTO search_state (id, stamp) VALUES (1, 1)
      ON CONFLICT (id) DO UPDATE SET stamp = search_state.stamp + 1 RETURNING stamp`.execute(trx);
    return Number(rows[0]?.stamp);
  }

  async function stamp(trx: Executor, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    const value = await nextStamp(trx);
    for (let start = 0; start < ids.length; start += 1000) {
      const chunk = ids.slice(start, start + 1000);
      await sql`UPDATE naats SET search_stamp = ${value} WHERE id IN (${sql.join(chunk)})`.execute(trx);
    }
  }

  async function latestStamp(): Promise<number> {
    const { rows } = await sql<{
      stamp: number | string;
    }>`${NAMED_STATEMENT}SELECT stamp FROM search_state WHERE id = 1`.execute(root);
    return Number(rows[0]?.stamp ?? 0);
  }

  async function load(through: number): Promise<void> {
    const since = held;
    const { rows } = await sql<{
      id: number;
      title: string;
      reciter: string;
      lyrics: string;
      title_exact: string;
      reciter_exact: string;
      lyrics_exact: string;
      popularity: number;
      stamp: number | string;
    }>`SELECT id, search_title AS title, search_reciter AS reciter, search_lyrics AS lyrics,
        search_title_exact AS title_exact, search_reciter_exact AS reciter_exact,
        search_lyrics_exact AS lyrics_exact, play_count AS popularity,
        search_stamp AS stamp FROM naats WHERE search_stamp > ${since}`.execute(root);
    const { rows: removed } = await sql<{
      id: number;
      stamp: number | string;
    }>`SELECT naat_id AS id, stamp FROM search_removals WHERE stamp > ${since}`.execute(root);
    // In stamp order, so an id removed and then written again (or the reverse) ends as its last change says.
    const changes: { stamp: number; entry: RankedEntry | null; id: number }[] = [
      ...rows.map((row) => ({
        stamp: Number(row.stamp),
        id: row.id,
        entry: {
          id: row.id,
          title: row.title,
          reciter: row.reciter,
          lyrics: row.lyrics,
          titleExact: row.title_exact,
          reciterExact: row.reciter_exact,
          lyricsExact: row.lyrics_exact,
          popularity: row.popularity,
        },
      })),
      ...removed.map((row) => ({ stamp: Number(row.stamp), id: row.id, entry: null })),
    ];
    changes.sort((a, b) => a.stamp - b.stamp);
    for (const change of changes) {
      if (change.entry) catalogue.upsert(change.entry);
      else catalogue.remove(change.id);
    }
    // Rows stamped after `through` may be in this read too; they are read again next time (upserts repeat).
    held = Math.max(held, through);
  }

  async function catchUp(latest?: number): Promise<void> {
    latest ??= await latestStamp();
    if (latest < held) {
      // The stamps went back (a database restored from a backup): start again from nothing.
      await catchingUp;
      catalogue = createRankedCatalogue();
      held = -1;
    }
    while (held < latest) {
      catchingUp ??= load(latest).finally(() => {
        catchingUp = null;
      });
      await catchingUp;
    }
  }

  const rank = (query: SearchQuery, window: Window) => catalogue.search(query, window);

  async function naats(text: string, window: Window, trx: Executor) {
    if (trx !== root) return engine.naats(text, window, trx);
    const query = toSearchQuery(text);
    if (query === null) return { ids: [], total: 0 };
    await catchUp();
    return rank(query, window);
  }

  return {
    ...engine,
    async indexNaat(trx, id, fields) {
      await engine.indexNaat(trx, id, fields);
      await stamp(trx, [id]);
    },
    async indexNaats(trx, entries) {
      await engine.indexNaats(trx, entries);
      await stamp(
        trx,
        entries.map((entry) => entry.id),
      );
    },
    async removeNaat(trx, id) {
      await engine.removeNaat(trx, id);
      await sql`INSERT INTO search_removals (naat_id, stamp) VALUES (${id}, ${await nextStamp(trx)})`.execute(
        trx,
      );
    },
    async naatPlayed(trx, id) {
      await stamp(trx, [id]);
    },
    warm: () => catchUp(),
    naats,
    async naatRows(text, window, trx, rows) {
      const query = trx === root ? toSearchQuery(text) : null;
      // Nothing loaded yet (the warm-up still running), or inside a transaction: stamp first, then rows.
      if (query === null || held < 0) {
        const page = await naats(text, window, trx);
        return { items: await rows(page.ids), total: page.total };
      }
      const ranked = held;
      const page = rank(query, window);
      const [items, latest] = await Promise.all([rows(page.ids), latestStamp()]);
      if (latest === ranked) return { items, total: page.total };
      // Something changed since: the page is ranked again on the catalogue as of `latest`.
      await catchUp(latest);
      const fresh = rank(query, window);
      return { items: await rows(fresh.ids), total: fresh.total };
    },
  };
}
