import { sql, type RawBuilder } from 'kysely';
import { allowsTypos, countNaats, rankedNaatPage, rankedReciterPage, typoOrExact } from './rankedPage';
import type { SearchIndex } from './searchIndex';
import { likePattern, searchDocument, shortGrams, toSearchQuery, type SearchQuery } from './searchText';

type Condition = RawBuilder<unknown>;
const all = (conditions: Condition[]): Condition => sql`(${sql.join(conditions, sql` AND `)})`;

/**
 * PostgreSQL's search indexes (server/db/postgres/migrations.ts): the same searchable text as SQLite's, made
 * in JS, in `search_doc` with a pg_trgm GIN index (LIKE of 3+ characters, including the typo patterns, is
 * answered from trigrams), the 1–2 character grams in `search_grams` (text[]) with a GIN index for short
 * queries, and the ranked fields in search_title / search_reciter (migration 50).
 */
export function createPostgresSearch(): SearchIndex {
  /** Rows whose `column` holds every word (typo: every long word with at most one edit). */
  function condition(
    query: SearchQuery,
    typo: boolean,
    column: Condition,
    grams: Condition | null,
  ): Condition {
    const conditions: Condition[] = [];
    for (const word of query.long) {
      const patterns = typo ? typoOrExact(query, word) : [likePattern(word)];
      const alternatives = patterns.map((p) => sql`${column} LIKE ${p}`);
      conditions.push(sql`(${sql.join(alternatives, sql` OR `)})`);
    }
    if (query.long.length === 0 && grams !== null) {
      conditions.push(sql`${grams} @> ARRAY[${sql.join(query.short)}]::text[]`);
    } else {
      for (const word of query.short) conditions.push(sql`${column} LIKE ${likePattern(word)}`);
    }
    return all(conditions);
  }

  return {
    async indexNaat(trx, id, fields) {
      const doc = searchDocument(fields);
      await sql`UPDATE naats SET search_doc = ${doc}, search_grams = ${shortGrams(doc)},
        search_title = ${fields.title}, search_reciter = ${fields.reciter},
        search_lyrics = ${fields.lyrics}, search_title_exact = ${fields.titleExact},
        search_reciter_exact = ${fields.reciterExact}, search_lyrics_exact = ${fields.lyricsExact}
        WHERE id = ${id}`.execute(trx);
    },
    async indexNaats(trx, entries) {
      // One statement per thousand naats: the grams travel as JSON arrays, which json_to_recordset turns
      // into text[] values.
      for (let start = 0; start < entries.length; start += 1000) {
        const chunk = entries.slice(start, start + 1000).map(({ id, fields }) => {
          const doc = searchDocument(fields);
          return { id, doc, grams: shortGrams(doc), ...fields };
        });
        await sql`UPDATE naats AS n SET search_doc = v.doc, search_grams = v.grams,
          search_title = v.title, search_reciter = v.reciter,
          search_lyrics = v.lyrics, search_title_exact = v."titleExact",
          search_reciter_exact = v."reciterExact", search_lyrics_exact = v."lyricsExact"
          FROM json_to_recordset(${JSON.stringify(chunk)})
            AS v(id integer, doc text, grams text[], title text, reciter text, lyrics text, "titleExact" text,
              "reciterExact" text, "lyricsExact" text)
          WHERE n.id = v.id`.execute(trx);
      }
    },
    // The row itself goes, and its index entries with it.
    removeNaat: () => Promise.resolve(),
    naatPlayed: () => Promise.resolve(),
    warm: () => Promise.resolve(),
    async indexReciter(trx, id, doc) {
      await sql`UPDATE naatkhawans SET search_doc = ${doc}, search_grams = ${shortGrams(doc)}
        WHERE id = ${id}`.execute(trx);
    },
    removeReciter: () => Promise.resolve(),
    async naats(text, window, trx) {
      const query = toSearchQuery(text);
      if (query === null) return { ids: [], total: 0 };
      const column = sql`n.search_doc`;
      const grams = sql`n.search_grams`;
      return rankedNaatPage(
        trx,
        query,
        { exact: condition(query, false, column, grams), typo: () => condition(query, true, column, grams) },
        window,
        (where) => countNaats(trx, where, query),
      );
    },
    async reciters(text, window, trx) {
      const query = toSearchQuery(text);
      if (query === null) return { ids: [], total: 0 };
      const from = sql`FROM naatkhawans k`;
      const doc = sql`k.search_doc`;
      const page = await rankedReciterPage(trx, from, doc, condition(query, false, doc, null), query, window);
      if (page.total > 0 || !allowsTypos(query)) return page;
      return rankedReciterPage(trx, from, doc, condition(query, true, doc, null), query, window);
    },
    changed: () => undefined,
  };
}
