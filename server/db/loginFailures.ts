import type { Db } from './connection';

/** Failed logins in a time window: how many, and when the oldest of them happened. */
export interface FailureWindow {
  count: number;
  /** Epoch milliseconds of the oldest failure in the window, or null when there is none. */
  oldest: number | null;
}

/** Failed admin logins, per account and per address, kept in the database (shared by every process). */
export interface LoginFailureRepository {
  record(username: string, ip: string, at: number): void;
  forUsername(username: string, since: number): FailureWindow;
  forIp(ip: string, since: number): FailureWindow;
  /** A successful login forgives the account's earlier failures. */
  clearUsername(username: string): void;
  deleteBefore(at: number): void;
}

export function createLoginFailureRepository(db: Db): LoginFailureRepository {
  const insert = db.prepare<[string, string, number]>(
    'INSERT INTO login_failures (username, ip, at) VALUES (?, ?, ?)',
  );
  const byUsername = db.prepare<[string, number], FailureWindow>(
    'SELECT count(*) AS count, min(at) AS oldest FROM login_failures WHERE username = ? AND at > ?',
  );
  const byIp = db.prepare<[string, number], FailureWindow>(
    'SELECT count(*) AS count, min(at) AS oldest FROM login_failures WHERE ip = ? AND at > ?',
  );
  const clear = db.prepare<[string]>('DELETE FROM login_failures WHERE username = ?');
  const purge = db.prepare<[number]>('DELETE FROM login_failures WHERE at <= ?');
  const none: FailureWindow = { count: 0, oldest: null };
  return {
    record: (username, ip, at) => void insert.run(username, ip, at),
    forUsername: (username, since) => byUsername.get(username, since) ?? none,
    forIp: (ip, since) => byIp.get(ip, since) ?? none,
    clearUsername: (username) => void clear.run(username),
    deleteBefore: (at) => void purge.run(at),
  };
}
