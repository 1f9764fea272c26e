import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';
import type { OpenOptions, SqliteConnection } from './sqliteApi';

const require = createRequire(import.meta.url);

/**
 * Opens a file with better-sqlite3 (Node 20's driver). Loaded on first use only: a process that runs on
 * `node:sqlite` never loads the native addon.
 */
export function openBetterSqlite(file: string, options: OpenOptions = {}): SqliteConnection {
  const Database = require('better-sqlite3') as typeof BetterSqlite3;
  // better-sqlite3 is the API SqliteConnection describes; its typings' conditional prepare() signature is not
  // assignable to it as written, hence the cast.
  return new Database(file, options) as unknown as SqliteConnection;
}
