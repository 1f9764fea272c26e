import type { Kysely } from 'kysely';
import type { Executor, Schema } from './schema';

export interface Session {
  tokenHash: string;
  userId: number;
  username: string;
  /** Epoch milliseconds. */
  createdAt: number;
  expiresAt: number;
}

/**
 * Admin sessions, by the SHA-256 of their token (the token itself is never stored). Kept in the database
 * so every server instance shares them.
 */
export interface SessionRepository {
  create(
    tokenHash: string,
    userId: number,
    createdAt: number,
    expiresAt: number,
    trx?: Executor,
  ): Promise<void>;
  /** The session when it exists and has not expired at `now`. */
  findLive(tokenHash: string, now: number, trx?: Executor): Promise<Session | null>;
  delete(tokenHash: string, trx?: Executor): Promise<void>;
  /** Ends every session of the user except `keepTokenHash` (after a password change). */
  deleteOthers(userId: number, keepTokenHash: string, trx?: Executor): Promise<void>;
  deleteExpired(now: number, trx?: Executor): Promise<void>;
}

export function createSessionRepository(db: Kysely<Schema>): SessionRepository {
  return {
    async create(tokenHash, userId, createdAt, expiresAt, trx = db) {
      await trx
        .insertInto('sessions')
        .values({ token_hash: tokenHash, user_id: userId, created_at: createdAt, expires_at: expiresAt })
        .execute();
    },
    findLive: async (tokenHash, now, trx = db) =>
      (await trx
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select([
          's.token_hash as tokenHash',
          's.user_id as userId',
          'u.username',
          's.created_at as createdAt',
          's.expires_at as expiresAt',
        ])
        .where('s.token_hash', '=', tokenHash)
        .where('s.expires_at', '>', now)
        .executeTakeFirst()) ?? null,
    async delete(tokenHash, trx = db) {
      await trx.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },
    async deleteOthers(userId, keep, trx = db) {
      await trx
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where('token_hash', '<>', keep)
        .execute();
    },
    async deleteExpired(now, trx = db) {
      await trx.deleteFrom('sessions').where('expires_at', '<=', now).execute();
    },
  };
}
