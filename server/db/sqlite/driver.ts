/**
 * The SQLite driver, chosen once by the running Node: its built-in `node:sqlite` on Node 24 and later,
 * better-sqlite3 on Node 20 and 22. better-sqlite3 12 aborts Node 24 when one of its statements is
 * garbage-collected (its native objects, built against Node 24's headers, remove a cleanup hook from an
 * environment that is gone), and 13, which does not, crashes on Node 20; `node:sqlite` is part of Node, with no
 * addon to build or to crash, and a release candidate on 24. Node 20 has no `node:sqlite`; on Node 22 it is
 * still experimental and ran the catalogue's reads 15-40 % slower than better-sqlite3 (measured statement by
 * statement), so 22 keeps better-sqlite3, which passes every suite there.
 *
 * Both are used through the part of better-sqlite3's API this project needs, so the migrations, the search
 * index, the temporary-file locks, the tests and the bench read the same on either. With better-sqlite3 the
 * connection IS a better-sqlite3 database (no wrapper on the hot read path); with `node:sqlite` it is the small
 * adapter in nodeSqlite.ts, which also names errors as better-sqlite3 does (`code: 'SQLITE_BUSY'`, ...).
 *
 * Never open one database file with both drivers in one process: two copies of SQLite in a process do not
 * see each other's POSIX locks, and closing one drops the other's.
 */
import { openBetterSqlite } from './betterSqlite';
import { nodeSqlite } from './nodeSqlite';
import type { OpenSqlite, SqliteConnection } from './sqliteApi';

export type { OpenOptions, OpenSqlite, RunResult, SqliteConnection, SqliteStatement } from './sqliteApi';

export type SqliteDriverName = 'node:sqlite' | 'better-sqlite3';

const builtin = Number(process.versions.node.split('.')[0]) >= 24 ? nodeSqlite() : null;

/** The driver this process uses. */
export const sqliteDriver: SqliteDriverName = builtin ? 'node:sqlite' : 'better-sqlite3';

/** Opens (creating it unless told otherwise) a SQLite file with this process's driver. */
export const openSqliteConnection: OpenSqlite = builtin ?? openBetterSqlite;

/**
 * Runs `work` in a transaction that takes the write lock at once (BEGIN IMMEDIATE), so it never fails half-way
 * with SQLITE_BUSY because another process wrote after it read; commits, or rolls back when `work` throws.
 */
export function immediateTransaction<T>(db: SqliteConnection, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    // A failed COMMIT (SQLITE_FULL) may have ended the transaction already.
    if (db.inTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
