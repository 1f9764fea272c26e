import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { NAMED_STATEMENT_MARK } from '../namedStatement';

/**
 * How many distinct texts get a name. Each named text stays prepared on every connection that ran it, so
 * this bounds what the server keeps per connection; past it, marked texts run unnamed (parsed each time).
 */
const NAMED_TEXTS_MAX = 100;

/**
 * The pool as Kysely sends its queries through it, with three changes:
 *
 * - SQL that starts with NAMED_STATEMENT runs as a named statement, which PostgreSQL parses and plans once per
 *   connection instead of on every call (a search's page of rows: 0.6 ms unnamed, 0.3 ms named). pg prepares
 *   a name on a connection the first time it runs there.
 * - Queries go through pg's callback form. Its promise form (as Kysely calls it), and its `query_timeout`
 *   option, kept the results of the queries run since the last young-generation GC alive through it: 2-3 MB
 *   promoted per scavenge in the search benchmark, each scavenge 3-10 ms instead of about 1, which made the
 *   slowest searches (measured; the chain inside pg not pinned down).
 * - So the read timeout is timed here: a query unanswered after `readTimeoutMs` fails with pg's own
 *   "Query read timeout" (a 503, errors.ts), and a database that stops answering does not hang requests.
 */
export function kyselyPool(pool: pg.Pool, readTimeoutMs: number): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    if (!text.startsWith(NAMED_STATEMENT_MARK)) return undefined;
    let name = names.get(text);
    if (name === undefined && names.size < NAMED_TEXTS_MAX) {
      name = `naat_stream_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  // One wrapper per pg client, kept: Kysely keeps its connection object per client it is handed.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    function query(text: string | PostgresCursor<unknown>, values?: readonly unknown[]) {
      if (typeof text !== 'string') return client.query(text as unknown as pg.Submittable);
      const name = nameOf(text);
      // Kysely's values as they are (pg reads them into a new list and never changes them): no copy per query.
      const config = { name, text, values: values as unknown[] | undefined };
      return new Promise<pg.QueryResult>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('Query read timeout')), readTimeoutMs);
        // pg's callback form, not its promise form (see above).
        client.query(config, (error: Error | undefined, result: pg.QueryResult) => {
          clearTimeout(timer);
          if (error) reject(error);
          else resolve(result);
        });
      });
    }
    return {
      // One function for both of Kysely's overloads (SQL with parameters, or a cursor), as pg's own query is;
      // TypeScript cannot check an implementation against overloads, hence the cast.
      query: query as unknown as PostgresPoolClient['query'],
      release: () => client.release(),
    };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
