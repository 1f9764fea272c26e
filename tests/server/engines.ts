import pg from 'pg';
import { afterAll } from 'vitest';
import { createTemporaryDatabase } from '../../scripts/pgDatabase';
import type { Engine } from '../../server/db/schema';

/**
 * The engines the contract tests run on: SQLite always, PostgreSQL too when TEST_DATABASE_URL names a server
 * (e.g. postgres://postgres@127.0.0.1:5432/postgres; .ci/run sets it). Each test file gets its own fresh
 * database there, dropped when the file ends, so parallel workers and reruns never see each other's rows.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || null;
export const ENGINES: readonly Engine[] = TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** A new, empty database on the test server; returns its URL. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  return createTemporaryDatabase(TEST_DATABASE_URL);
}

let fileDatabase: Promise<string> | null = null;
let dropFileDatabase: (() => Promise<void>) | null = null;
afterAll(async () => {
  await dropFileDatabase?.();
});

/**
 * This test file's PostgreSQL database, emptied: made on first use, every table but `migrations` truncated on
 * each later use (much faster than a new database per test).
 */
export async function emptyPostgresDatabase(): Promise<string> {
  if (fileDatabase === null) {
    fileDatabase = createTestDatabase().then(({ url, drop }) => {
      dropFileDatabase = drop;
      return url;
    });
    return fileDatabase;
  }
  const url = await fileDatabase;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations'",
    );
    if (rows.length > 0) {
      const tables = rows.map((row) => `"${row.tablename}"`).join(', ');
      await client.query(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
    }
  } finally {
    await client.end();
  }
  return url;
}
