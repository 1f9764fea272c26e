import type { Kysely } from 'kysely';
import type { Executor, Schema } from './schema';

/** Failed logins in a time window: how many, and when the oldest of them happened. */
export interface FailureWindow {
  count: number;
  /** Epoch milliseconds of the oldest failure in the window, or null when there is none. */
  oldest: number | null;
}

/** Failed admin logins, per account and per address, kept in the database (shared by every instance). */
export interface LoginFailureRepository {
  record(username: string, ip: string, at: number, trx?: Executor): Promise<void>;
  forUsername(username: string, since: number, trx?: Executor): Promise<FailureWindow>;
  forIp(ip: string, since: number, trx?: Executor): Promise<FailureWindow>;
  /** A successful login forgives the account's earlier failures. */
  clearUsername(username: string, trx?: Executor): Promise<void>;
  deleteBefore(at: number, trx?: Executor): Promise<void>;
}

export function createLoginFailureRepository(db: Kysely<Schema>): LoginFailureRepository {
  const window = async (column: 'username' | 'ip', value: string, since: number, trx: Executor) => {
    const row = await trx
      .selectFrom('login_failures')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('at').as('oldest')])
      .where(column, '=', value)
      .where('at', '>', since)
      .executeTakeFirst();
    return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
  };
  return {
    async record(username, ip, at, trx = db) {
      await trx.insertInto('login_failures').values({ username, ip, at }).execute();
    },
    forUsername: (username, since, trx = db) => window('username', username, since, trx),
    forIp: (ip, since, trx = db) => window('ip', ip, since, trx),
    async clearUsername(username, trx = db) {
      await trx.deleteFrom('login_failures').where('username', '=', username).execute();
    },
    async deleteBefore(at, trx = db) {
      await trx.deleteFrom('login_failures').where('at', '<=', at).execute();
    },
  };
}
