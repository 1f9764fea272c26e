import type Database from 'better-sqlite3';
import { sql } from 'kysely';
import type { Executor } from '../schema';
import type { Window } from '../types';
import { createCountCache } from './countCache';
import type { IdPage, SearchIndex } from './searchIndex';
import { isSearchableGram, likePattern, shortGrams, toSearchQuery } from './searchText';

const hex = (code: number): string => code.toString(16);
const gramToken = (gram: string): string =>
  `g${Array.from(gram, (c) => hex(c.codePointAt(0) ?? 0)).join('x')}`;

/**
 * The 1–2 character grams of a document as ASCII-only tokens (`g6d` for "m", `g6dx61` for "ma"), so the FTS5
 * ascii tokenizer keeps each whole: an FTS5 table of these answers 1–2 character queries from an index.
 */
export const gramTokens = (doc: string): string => shortGrams(doc).map(gramToken).join(' ');

/** The gram token of a 1–2 character normalised query, or null when it holds whitespace. */
export const gramQuery = (text: string): string | null => (isSearchableGram(text) ? gramToken(text) : null);

/** An FTS5 phrase: the text quoted, so FTS syntax in it is taken literally. */
const phrase = (text: string): string => `"${text.replaceAll('"', '""')}"`;

const ids = (rows: { id: number }[]): number[] => rows.map((row) => row.id);

/**
 * SQLite's search indexes (migrations 1 and 3): FTS5 trigram tables over the normalised text of naats and
 * reciters (rowid = the entity's id) and an FTS5 table of 1–2 character grams for naats. Naat pages come in
 * id order, newest first: FTS5 walks its index backwards by rowid and stops at LIMIT. Reciters are few
 * (hundreds), so their short queries LIKE-scan the small normalised table.
 */
export function createSqliteSearch(raw: Database.Database): SearchIndex {
  const dataVersion = raw.prepare<[], number>('PRAGMA data_version').pluck();
  const totals = createCountCache(() => dataVersion.get() ?? 0);

  async function naatPage(
    where: ReturnType<typeof sql>,
    key: string,
    window: Window,
    trx: Executor,
  ): Promise<IdPage> {
    const total = await totals.get(key, async () => {
      const { rows } = await sql<{ total: number }>`SELECT count(*) AS total ${where}`.execute(trx);
      return rows[0]?.total ?? 0;
    });
    if (window.offset >= total) return { ids: [], total };
    const { rows } = await sql<{ id: number }>`SELECT rowid AS id ${where}
      ORDER BY rowid DESC LIMIT ${window.limit} OFFSET ${window.offset}`.execute(trx);
    return { ids: ids(rows), total };
  }

  async function indexNaat(trx: Executor, id: number, doc: string): Promise<void> {
    await sql`DELETE FROM naats_fts WHERE rowid = ${id}`.execute(trx);
    await sql`INSERT INTO naats_fts (rowid, doc) VALUES (${id}, ${doc})`.execute(trx);
    await sql`DELETE FROM naats_grams WHERE rowid = ${id}`.execute(trx);
    await sql`INSERT INTO naats_grams (rowid, grams) VALUES (${id}, ${gramTokens(doc)})`.execute(trx);
  }

  return {
    indexNaat,
    async indexNaats(trx, entries) {
      // In-process statements cost microseconds: one at a time is as fast as any batch.
      for (const { id, doc } of entries) await indexNaat(trx, id, doc);
    },
    async removeNaat(trx, id) {
      await sql`DELETE FROM naats_fts WHERE rowid = ${id}`.execute(trx);
      await sql`DELETE FROM naats_grams WHERE rowid = ${id}`.execute(trx);
    },
    async indexNaatKhawan(trx, id, doc) {
      await sql`DELETE FROM naatkhawans_fts WHERE rowid = ${id}`.execute(trx);
      await sql`INSERT INTO naatkhawans_fts (rowid, doc) VALUES (${id}, ${doc})`.execute(trx);
    },
    async removeNaatKhawan(trx, id) {
      await sql`DELETE FROM naatkhawans_fts WHERE rowid = ${id}`.execute(trx);
    },
    async naats(text, window, trx) {
      const query = toSearchQuery(text);
      if (query.kind === 'none') return { ids: [], total: 0 };
      if (query.kind === 'match') {
        const value = phrase(query.text);
        return naatPage(sql`FROM naats_fts WHERE naats_fts MATCH ${value}`, `m:${value}`, window, trx);
      }
      const token = gramQuery(query.text);
      if (token === null) return { ids: [], total: 0 };
      return naatPage(sql`FROM naats_grams WHERE naats_grams MATCH ${token}`, `s:${token}`, window, trx);
    },
    async naatKhawans(text, window, trx) {
      const query = toSearchQuery(text);
      if (query.kind === 'none') return { ids: [], total: 0 };
      const where =
        query.kind === 'match'
          ? sql`naatkhawans_fts MATCH ${phrase(query.text)}`
          : sql`doc LIKE ${likePattern(query.text)} ESCAPE '\\'`;
      const { rows: counted } = await sql<{
        total: number;
      }>`SELECT count(*) AS total FROM naatkhawans_fts WHERE ${where}`.execute(trx);
      const total = counted[0]?.total ?? 0;
      if (window.offset >= total) return { ids: [], total };
      const { rows } = await sql<{ id: number }>`SELECT id FROM naatkhawans
        WHERE id IN (SELECT rowid FROM naatkhawans_fts WHERE ${where})
        ORDER BY name_key, id LIMIT ${window.limit} OFFSET ${window.offset}`.execute(trx);
      return { ids: ids(rows), total };
    },
    changed: () => totals.bump(),
  };
}
