import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (any database URL of that server), for a test
 * file or a benchmark run: `naat_<purpose>_<random>`, dropped with `drop()` even while clients are connected.
 */
export async function createTemporaryDatabase(
  serverUrl: string,
  purpose = 'test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `naat_${purpose}_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
