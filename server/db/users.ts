import type { Kysely } from 'kysely';
import type { Executor, Schema } from './schema';

export interface User {
  id: number;
  username: string;
  passwordHash: string;
  /** ISO 8601, or null before the first login. */
  lastLoginAt: string | null;
}

/** Admin accounts (today one, `admin`). */
export interface UserRepository {
  count(trx?: Executor): Promise<number>;
  findByUsername(username: string, trx?: Executor): Promise<User | null>;
  getById(id: number, trx?: Executor): Promise<User | null>;
  create(username: string, passwordHash: string, trx?: Executor): Promise<User>;
  setPasswordHash(id: number, passwordHash: string, trx?: Executor): Promise<void>;
  recordLogin(id: number, at: string, trx?: Executor): Promise<void>;
}

export function createUserRepository(db: Kysely<Schema>): UserRepository {
  const select = (trx: Executor) =>
    trx
      .selectFrom('users')
      .select(['id', 'username', 'password_hash as passwordHash', 'last_login_at as lastLoginAt']);
  const getById = async (id: number, trx: Executor = db) =>
    (await select(trx).where('id', '=', id).executeTakeFirst()) ?? null;
  return {
    async count(trx = db) {
      const row = await trx
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirst();
      return row?.total ?? 0;
    },
    findByUsername: async (username, trx = db) =>
      (await select(trx).where('username', '=', username).executeTakeFirst()) ?? null,
    getById,
    async create(username, passwordHash, trx = db) {
      const { id } = await trx
        .insertInto('users')
        .values({ username, password_hash: passwordHash, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await getById(id, trx)) as User;
    },
    async setPasswordHash(id, passwordHash, trx = db) {
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    },
    async recordLogin(id, at, trx = db) {
      await trx.updateTable('users').set({ last_login_at: at }).where('id', '=', id).execute();
    },
  };
}
