import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../server/db/errors';
import { NAMED_STATEMENT_MARK } from '../../server/db/namedStatement';
import { kyselyPool } from '../../server/db/postgres/kyselyPool';

interface Sent {
  name: string | undefined;
  text: string;
  values: unknown[];
}

type Callback = (error: Error | undefined, result: unknown) => void;

/** A pg pool of one client that records what it is sent and answers at once, or never when `silent`. */
function fakePool(silent = false) {
  const sent: Sent[] = [];
  const client = {
    query(config: Sent, callback: Callback) {
      sent.push(config);
      if (!silent) callback(undefined, { command: 'SELECT', rowCount: 0, rows: [] });
    },
    release: () => undefined,
  };
  const pool = { connect: () => Promise.resolve(client), end: () => Promise.resolve() };
  return { pool: pool as unknown as pg.Pool, sent };
}

describe('the pool Kysely sends PostgreSQL queries through', () => {
  it('names marked statements, one name per text, and leaves the others unnamed', async () => {
    const { pool, sent } = fakePool();
    const client = await kyselyPool(pool, 30_000).connect();
    const page = `${NAMED_STATEMENT_MARK}SELECT * FROM naats WHERE id IN ($1, $2)`;
    const stamp = `${NAMED_STATEMENT_MARK}SELECT stamp FROM search_state WHERE id = 1`;
    await client.query(page, [1, 2]);
    await client.query(stamp, []);
    await client.query(page, [3, 4]);
    await client.query('SELECT 1', []);
    expect(sent.map((query) => query.name)).toEqual([sent[0]?.name, sent[1]?.name, sent[0]?.name, undefined]);
    expect(sent[0]?.name).toBeTypeOf('string');
    expect(sent[1]?.name).not.toBe(sent[0]?.name);
    expect(sent[2]?.values).toEqual([3, 4]);
  });

  it('fails a query left unanswered as the database being unavailable', async () => {
    const { pool } = fakePool(true);
    const client = await kyselyPool(pool, 10).connect();
    const error: unknown = await client.query('SELECT 1', []).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Query read timeout');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('hands Kysely the same client object for the same pg client', async () => {
    const { pool } = fakePool();
    const wrapped = kyselyPool(pool, 30_000);
    expect(await wrapped.connect()).toBe(await wrapped.connect());
  });
});
