import { sql } from 'kysely';
import type { Executor } from '../schema';
import type { Window } from '../types';
import type { IdPage, SearchIndex } from './searchIndex';
import { isSearchableGram, likePattern, shortGrams, toSearchQuery } from './searchText';

const ids = (rows: { id: number }[]): number[] => rows.map((row) => row.id);

/**
 * PostgreSQL's search indexes (server/db/postgres/migrations.ts): the same normalised text as SQLite's, made in
 * JS and stored in `search_doc` with a pg_trgm GIN index (substring LIKE of 3+ characters is answered from
 * trigrams), and the 1–2 character grams in `search_grams` (text[]) with a GIN index for short queries.
 */
export function createPostgresSearch(): SearchIndex {
  async function page(
    table: 'naats' | 'naatkhawans',
    where: ReturnType<typeof sql>,
    order: ReturnType<typeof sql>,
    window: Window,
    trx: Executor,
  ): Promise<IdPage> {
    const { rows: counted } = await sql<{
      total: number;
    }>`SELECT count(*)::int AS total FROM ${sql.table(table)} WHERE ${where}`.execute(trx);
    const total = counted[0]?.total ?? 0;
    if (window.offset >= total) return { ids: [], total };
    const { rows } = await sql<{ id: number }>`SELECT id FROM ${sql.table(table)} WHERE ${where}
      ORDER BY ${order} LIMIT ${window.limit} OFFSET ${window.offset}`.execute(trx);
    return { ids: ids(rows), total };
  }

  function condition(text: string): ReturnType<typeof sql> | null {
    const query = toSearchQuery(text);
    if (query.kind === 'none') return null;
    if (query.kind === 'match') return sql`search_doc LIKE ${likePattern(query.text)}`;
    if (!isSearchableGram(query.text)) return null;
    return sql`search_grams @> ARRAY[${query.text}]::text[]`;
  }

  return {
    async indexNaat(trx, id, doc) {
      await sql`UPDATE naats SET search_doc = ${doc}, search_grams = ${shortGrams(doc)}
        WHERE id = ${id}`.execute(trx);
    },
    async indexNaats(trx, entries) {
      // One statement per thousand naats: the grams travel as JSON arrays, which json_to_recordset turns
      // into text[] values.
      for (let start = 0; start < entries.length; start += 1000) {
        const chunk = entries
          .slice(start, start + 1000)
          .map(({ id, doc }) => ({ id, doc, grams: shortGrams(doc) }));
        await sql`UPDATE naats AS n SET search_doc = v.doc, search_grams = v.grams
          FROM json_to_recordset(${JSON.stringify(chunk)}) AS v(id integer, doc text, grams text[])
          WHERE n.id = v.id`.execute(trx);
      }
    },
    // The row itself goes, and its index entries with it.
    removeNaat: () => Promise.resolve(),
    async indexNaatKhawan(trx, id, doc) {
      await sql`UPDATE naatkhawans SET search_doc = ${doc}, search_grams = ${shortGrams(doc)}
        WHERE id = ${id}`.execute(trx);
    },
    removeNaatKhawan: () => Promise.resolve(),
    async naats(text, window, trx) {
      const where = condition(text);
      if (where === null) return { ids: [], total: 0 };
      return page('naats', where, sql`id DESC`, window, trx);
    },
    async naatKhawans(text, window, trx) {
      const where = condition(text);
      if (where === null) return { ids: [], total: 0 };
      return page('naatkhawans', where, sql`name_key, id`, window, trx);
    },
    changed: () => undefined,
  };
}
