import type { Db } from './connection';

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
 * so several server processes can share them.
 */
export interface SessionRepository {
  create(tokenHash: string, userId: number, createdAt: number, expiresAt: number): void;
  /** The session when it exists and has not expired at `now`. */
  findLive(tokenHash: string, now: number): Session | null;
  delete(tokenHash: string): void;
  /** Ends every session of the user except `keepTokenHash` (after a password change). */
  deleteOthers(userId: number, keepTokenHash: string): void;
  deleteExpired(now: number): void;
}

export function createSessionRepository(db: Db): SessionRepository {
  const insert = db.prepare<[string, number, number, number]>(
    'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const live = db.prepare<[string, number], Session>(
    `SELECT s.token_hash AS tokenHash, s.user_id AS userId, u.username, s.created_at AS createdAt,
       s.expires_at AS expiresAt
     FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ? AND s.expires_at > ?`,
  );
  const remove = db.prepare<[string]>('DELETE FROM sessions WHERE token_hash = ?');
  const removeOthers = db.prepare<[number, string]>(
    'DELETE FROM sessions WHERE user_id = ? AND token_hash <> ?',
  );
  const removeExpired = db.prepare<[number]>('DELETE FROM sessions WHERE expires_at <= ?');
  return {
    create: (tokenHash, userId, createdAt, expiresAt) =>
      void insert.run(tokenHash, userId, createdAt, expiresAt),
    findLive: (tokenHash, now) => live.get(tokenHash, now) ?? null,
    delete: (tokenHash) => void remove.run(tokenHash),
    deleteOthers: (userId, keep) => void removeOthers.run(userId, keep),
    deleteExpired: (now) => void removeExpired.run(now),
  };
}
