import type { Db } from './connection';

export interface User {
  id: number;
  username: string;
  passwordHash: string;
  /** ISO 8601, or null before the first login. */
  lastLoginAt: string | null;
}

/** Admin accounts (today one, `admin`). */
export interface UserRepository {
  count(): number;
  findByUsername(username: string): User | null;
  getById(id: number): User | null;
  create(username: string, passwordHash: string): User;
  setPasswordHash(id: number, passwordHash: string): void;
  recordLogin(id: number, at: string): void;
}

const SELECT = 'SELECT id, username, password_hash AS passwordHash, last_login_at AS lastLoginAt FROM users';

export function createUserRepository(db: Db): UserRepository {
  const count = db.prepare<[], number>('SELECT count(*) FROM users').pluck();
  const byUsername = db.prepare<[string], User>(`${SELECT} WHERE username = ?`);
  const byId = db.prepare<[number], User>(`${SELECT} WHERE id = ?`);
  const insert = db.prepare<[string, string, string]>(
    'INSERT INTO users (username, password_hash, created_at) VALUES (?, ?, ?)',
  );
  const setHash = db.prepare<[string, number]>('UPDATE users SET password_hash = ? WHERE id = ?');
  const login = db.prepare<[string, number]>('UPDATE users SET last_login_at = ? WHERE id = ?');
  return {
    count: () => count.get() ?? 0,
    findByUsername: (username) => byUsername.get(username) ?? null,
    getById: (id) => byId.get(id) ?? null,
    create(username, passwordHash) {
      const id = Number(insert.run(username, passwordHash, new Date().toISOString()).lastInsertRowid);
      return byId.get(id) as User;
    },
    setPasswordHash: (id, passwordHash) => void setHash.run(passwordHash, id),
    recordLogin: (id, at) => void login.run(at, id),
  };
}
