import { sql, type Kysely } from 'kysely';
import type { Engine, Executor, Schema } from './schema';

/** Failed logins in a time window: how many, and when the oldest of them happened. */
export interface FailureWindow {
  count: number;
  /** Epoch milliseconds of the oldest failure in the window, or null when there is none. */
  oldest: number | null;
}

/** The limits an attempt is checked against when it is reserved. */
export interface AttemptLimits {
  /** Failures after this instant (epoch ms) count. */
  since: number;
  /** Failures (and attempts in flight) from one address, across accounts. */
  maxPerIp: number;
  /** Failures (and attempts in flight) for one account from one address. */
  maxPerAccountIp: number;
}

/**
 * A reserved attempt (`id`, with the account's failures in the window counting this one), or the full
 * window that refused it.
 */
export type Reservation =
  { reserved: true; id: number; accountFailures: number } | { reserved: false; full: FailureWindow };

/** Failed admin logins, per account and per address, kept in the database (shared by every instance). */
export interface LoginFailureRepository {
  record(username: string, ip: string, at: number, trx?: Executor): Promise<void>;
  /**
   * Counts an attempt before its password is checked: under a lock held for this address (PostgreSQL: an
   * advisory transaction lock shared by every instance; SQLite: the one connection), the windows are read
   * and, when neither is full, a row is written at once. So concurrent attempts are limited exactly like
   * sequential ones. The row stays as a failure unless `release` removes it.
   */
  reserve(username: string, ip: string, at: number, limits: AttemptLimits): Promise<Reservation>;
  /** The attempt succeeded: its reservation is not a failure. */
  release(id: number, trx?: Executor): Promise<void>;
  forUsername(username: string, since: number, trx?: Executor): Promise<FailureWindow>;
  forIp(ip: string, since: number, trx?: Executor): Promise<FailureWindow>;
  /** A successful login forgives the failures of that account from that address. */
  clearAccountIp(username: string, ip: string, trx?: Executor): Promise<void>;
  deleteBefore(at: number, trx?: Executor): Promise<void>;
}

/** Any constant: the first key of the per-address advisory locks (the second is a hash of the address). */
const RESERVE_LOCK_CLASS = 16_016;

export function createLoginFailureRepository(db: Kysely<Schema>, engine: Engine): LoginFailureRepository {
  const window = async (
    where: { username?: string; ip?: string },
    since: number,
    trx: Executor,
  ): Promise<FailureWindow> => {
    let query = trx
      .selectFrom('login_failures')
      .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('at').as('oldest')])
      .where('at', '>', since);
    if (where.username !== undefined) query = query.where('username', '=', where.username);
    if (where.ip !== undefined) query = query.where('ip', '=', where.ip);
    const row = await query.executeTakeFirst();
    const oldest = row?.oldest ?? null;
    // count(*) is a bigint, which the pg driver answers as text.
    return { count: Number(row?.count ?? 0), oldest };
  };
  return {
    async record(username, ip, at, trx = db) {
      await trx.insertInto('login_failures').values({ username, ip, at }).execute();
    },
    reserve(username, ip, at, limits) {
      return db.transaction().execute(async (trx): Promise<Reservation> => {
        if (engine === 'postgres') {
          await sql`SELECT pg_advisory_xact_lock(${RESERVE_LOCK_CLASS}::integer, hashtext(${ip}))`.execute(
            trx,
          );
        }
        const perIp = await window({ ip }, limits.since, trx);
        if (perIp.count >= limits.maxPerIp) return { reserved: false, full: perIp };
        const perAccountIp = await window({ username, ip }, limits.since, trx);
        if (perAccountIp.count >= limits.maxPerAccountIp) return { reserved: false, full: perAccountIp };
        const row = await trx
          .insertInto('login_failures')
          .values({ username, ip, at })
          .returning('id')
          .executeTakeFirstOrThrow();
        const account = await window({ username }, limits.since, trx);
        return { reserved: true, id: row.id, accountFailures: account.count };
      });
    },
    async release(id, trx = db) {
      await trx.deleteFrom('login_failures').where('id', '=', id).execute();
    },
    forUsername: (username, since, trx = db) => window({ username }, since, trx),
    forIp: (ip, since, trx = db) => window({ ip }, since, trx),
    async clearAccountIp(username, ip, trx = db) {
      await trx.deleteFrom('login_failures').where('username', '=', username).where('ip', '=', ip).execute();
    },
    async deleteBefore(at, trx = db) {
      await trx.deleteFrom('login_failures').where('at', '<=', at).execute();
    },
  };
}
