import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations';

export type Db = Database.Database;

/** Opens (creating when missing) the SQLite file and brings its schema up to date. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // WAL lets readers run while a writer commits; NORMAL sync is safe with WAL (no corruption, at worst
  // the last transaction is lost on power failure).
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // 32 MiB of page cache per connection keeps the search indexes of a large catalogue in memory.
  db.pragma('cache_size = -32768');
  migrate(db);
  return db;
}
