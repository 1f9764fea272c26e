import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../schema';
import type { SqliteConnection } from '../sqlite/driver';
import { createCountCache } from './countCache';
import {
  allowsTypos,
  countNaats,
  rankedNaatPage,
  rankedReciterPage,
  typoOrExact,
  type Counts,
} from './rankedPage';
import type { SearchIndex } from './searchIndex';
import {
  likePattern,
  searchDocument,
  shortGrams,
  toSearchQuery,
  type NaatSearchFields,
  type SearchQuery,
} from './searchText';

const hex = (code: number): string => code.toString(16);
const gramToken = (gram: string): string =>
  `g${Array.from(gram, (c) => hex(c.codePointAt(0) ?? 0)).join('x')}`;

/**
 * The 1–2 character grams of a document as ASCII-only tokens (`g6d` for "m", `g6dx61` for "ma"), so the FTS5
 * ascii tokenizer keeps each whole: an FTS5 table of these answers 1–2 character queries from an index.
 */
export const gramTokens = (doc: string): string => shortGrams(doc).map(gramToken).join(' ');

/** The gram token of a 1–2 character folded word (words never hold whitespace). */
export const gramQuery = (word: string): string => gramToken(word);

/** An FTS5 phrase: the text quoted, so FTS syntax in it is taken literally. */
const phrase = (text: string): string => `"${text.replaceAll('"', '""')}"`;

type Condition = RawBuilder<unknown>;
const all = (conditions: Condition[]): Condition => sql`(${sql.join(conditions, sql` AND `)})`;

/**
 * SQLite's search indexes (migrations 1, 3 and 50): FTS5 trigram tables over the searchable text of naats and
 * reciters (rowid = the entity's id), an FTS5 table of 1–2 character grams for naats, and the two ranked
 * fields in naats.search_title / search_reciter. Reciters are few (hundreds), so their short queries LIKE-scan
 * the small FTS table.
 */
export function createSqliteSearch(raw: SqliteConnection): SearchIndex {
  const dataVersion = raw.prepare<[], number>('PRAGMA data_version').pluck();
  const totals = createCountCache<Counts>(() => dataVersion.get() ?? 0);

  /** Rows whose text holds every word (typo: every long word with at most one edit). */
  function naatCondition(query: SearchQuery, typo: boolean): Condition {
    const conditions: Condition[] = [];
    if (query.long.length === 0) {
      const tokens = query.short.map(gramQuery).join(' ');
      conditions.push(sql`n.id IN (SELECT rowid FROM naats_grams WHERE naats_grams MATCH ${tokens})`);
    } else if (!typo) {
      const match = query.long.map(phrase).join(' AND ');
      conditions.push(sql`n.id IN (SELECT rowid FROM naats_fts WHERE naats_fts MATCH ${match})`);
    } else {
      // The trigram tokenizer answers LIKE from its index too: one indexed lookup per pattern.
      for (const word of query.long) {
        const lookups = typoOrExact(query, word).map(
          (p) => sql`SELECT rowid FROM naats_fts WHERE doc LIKE ${p}`,
        );
        conditions.push(sql`n.id IN (${sql.join(lookups, sql` UNION `)})`);
      }
    }
    if (query.long.length > 0) {
      for (const word of query.short) {
        const p = likePattern(word);
        conditions.push(
          sql`(n.search_title LIKE ${p} ESCAPE '\\' OR n.search_reciter LIKE ${p} ESCAPE '\\'
            OR n.search_lyrics LIKE ${p} ESCAPE '\\')`,
        );
      }
    }
    return all(conditions);
  }

  function reciterCondition(query: SearchQuery, typo: boolean): Condition {
    const conditions: Condition[] = [];
    if (query.long.length > 0 && !typo) {
      conditions.push(sql`f.naatkhawans_fts MATCH ${query.long.map(phrase).join(' AND ')}`);
    }
    for (const word of typo ? query.long : []) {
      const alternatives = typoOrExact(query, word).map((p) => sql`f.doc LIKE ${p}`);
      conditions.push(sql`(${sql.join(alternatives, sql` OR `)})`);
    }
    for (const word of query.short) conditions.push(sql`f.doc LIKE ${likePattern(word)} ESCAPE '\\'`);
    return all(conditions);
  }

  async function indexNaat(trx: Executor, id: number, fields: NaatSearchFields): Promise<void> {
    const doc = searchDocument(fields);
    await sql`UPDATE naats SET search_title = ${fields.title}, search_reciter = ${fields.reciter},
      search_lyrics = ${fields.lyrics}, search_title_exact = ${fields.titleExact},
      search_reciter_exact = ${fields.reciterExact}, search_lyrics_exact = ${fields.lyricsExact}
      WHERE id = ${id}`.execute(trx);
    await sql`DELETE FROM naats_fts WHERE rowid = ${id}`.execute(trx);
    await sql`INSERT INTO naats_fts (rowid, doc) VALUES (${id}, ${doc})`.execute(trx);
    await sql`DELETE FROM naats_grams WHERE rowid = ${id}`.execute(trx);
    await sql`INSERT INTO naats_grams (rowid, grams) VALUES (${id}, ${gramTokens(doc)})`.execute(trx);
  }

  return {
    indexNaat,
    async indexNaats(trx, entries) {
      // In-process statements cost microseconds: one at a time is as fast as any batch.
      for (const { id, fields } of entries) await indexNaat(trx, id, fields);
    },
    async removeNaat(trx, id) {
      await sql`DELETE FROM naats_fts WHERE rowid = ${id}`.execute(trx);
      await sql`DELETE FROM naats_grams WHERE rowid = ${id}`.execute(trx);
    },
    naatPlayed: () => Promise.resolve(),
    warm: () => Promise.resolve(),
    async indexReciter(trx, id, doc) {
      await sql`DELETE FROM naatkhawans_fts WHERE rowid = ${id}`.execute(trx);
      await sql`INSERT INTO naatkhawans_fts (rowid, doc) VALUES (${id}, ${doc})`.execute(trx);
    },
    async removeReciter(trx, id) {
      await sql`DELETE FROM naatkhawans_fts WHERE rowid = ${id}`.execute(trx);
    },
    async naats(text, window, trx) {
      const query = toSearchQuery(text);
      if (query === null) return { ids: [], total: 0 };
      const key = query.terms.map((term) => `${term.word}:${term.exact}`).join(' ');
      return rankedNaatPage(
        trx,
        query,
        { exact: naatCondition(query, false), typo: () => naatCondition(query, true) },
        window,
        (where, pass) => totals.get(`${pass}:${key}`, () => countNaats(trx, where, query)),
      );
    },
    async reciters(text, window, trx) {
      const query = toSearchQuery(text);
      if (query === null) return { ids: [], total: 0 };
      const from = sql`FROM naatkhawans k JOIN naatkhawans_fts f ON f.rowid = k.id`;
      const page = await rankedReciterPage(
        trx,
        from,
        sql`f.doc`,
        reciterCondition(query, false),
        query,
        window,
      );
      if (page.total > 0 || !allowsTypos(query)) return page;
      return rankedReciterPage(trx, from, sql`f.doc`, reciterCondition(query, true), query, window);
    },
    changed: () => totals.bump(),
  };
}
