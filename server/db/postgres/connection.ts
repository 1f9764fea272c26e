import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Schema } from '../schema';
import { DatabaseUnavailable } from '../errors';
import { migrate } from './migrations';
import { kyselyPool } from './kyselyPool';

/** Any constant: instances of this app take this advisory lock to migrate and seed one at a time. */
const STARTUP_LOCK = 7_243_981;

/** How long a query may go unanswered before it fails as "database unavailable". */
const QUERY_TIMEOUT_MS = 30_000;

/** bigint (epoch-ms instants, counts) read back as numbers: every value the app stores fits in 2^53. */
const types: pg.CustomTypesConfig = {
  getTypeParser: (oid, format) => {
    if (oid === pg.types.builtins.INT8) return Number;
    // pg-types declares its parsers as returning any; they return what the pg driver always gets.
    return pg.types.getTypeParser(oid, format) as (value: string) => unknown;
  },
};

/** The URL with its password hidden, for messages and logs. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an unparsable URL';
  }
}

export interface PostgresHandle {
  pool: pg.Pool;
  db: Kysely<Schema>;
  /**
   * Runs start-up work (the first admin, the demo catalogue) while holding the advisory lock the migrations
   * ran under, so several instances started at once on an empty database do it exactly once.
   */
  startup(work: () => Promise<void>): Promise<void>;
}

/** Connects, then brings the schema up to date under the start-up lock. */
export async function openPostgres(url: string, poolSize = 10): Promise<PostgresHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types,
    // A database that stops answering must not hang requests: connecting gives up after 5 s and a query
    // after QUERY_TIMEOUT_MS (kyselyPool.ts times the app's queries), and the error becomes a 503
    // (server/http/errors.ts). The start-up work under the lock (migrations) has no read timeout.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A client whose server went away emits 'error' (on the pool while idle, on itself while checked out);
  // unhandled, it would end the process. The query that was running, or the next one on a fresh client,
  // reports the outage instead (a 503).
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end();
    throw new DatabaseUnavailable(
      `Could not connect to PostgreSQL at DATABASE_URL (${describeUrl(url)}): ${(error as Error).message}`,
    );
  }
  const locked = async (work: (client: pg.PoolClient) => Promise<void>) => {
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
      try {
        await work(client);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
      }
    } finally {
      client.release();
    }
  };
  try {
    await locked(migrate);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = new Kysely<Schema>({
    dialect: new PostgresDialect({ pool: kyselyPool(pool, QUERY_TIMEOUT_MS) }),
  });
  return { pool, db, startup: (work) => locked(work) };
}
