/**
 * The part of better-sqlite3's API this project uses, which both drivers answer (server/db/sqlite/driver.ts):
 * better-sqlite3 itself, and the adapter over `node:sqlite` (nodeSqlite.ts). Apart from driver.ts so that the
 * drivers and the module choosing between them do not import each other.
 */
export interface RunResult {
  changes: number | bigint;
  lastInsertRowid: number | bigint;
}

export interface SqliteStatement<P extends unknown[] = unknown[], R = unknown> {
  /** Whether it answers rows (a SELECT, a RETURNING, a PRAGMA that answers). */
  readonly reader: boolean;
  /** The arguments are the `?` values in order; one array argument is spread (Kysely passes them so). */
  all(...params: P): R[];
  get(...params: P): R | undefined;
  /** `changes` is exact for INSERT, UPDATE and DELETE (after others, Node 22's node:sqlite repeats the last). */
  run(...params: P): RunResult;
  iterate(...params: P): IterableIterator<R>;
  /** From now on a row is its first column's value (`R` of `prepare` is then that value's type). */
  pluck(): this;
}

export interface SqliteConnection {
  prepare<P extends unknown[] = unknown[], R = unknown>(sql: string): SqliteStatement<P, R>;
  /** Runs one or more statements that answer nothing. */
  exec(sql: string): void;
  /** `PRAGMA <source>`: every row it answers, or with `simple` the first column of the first row. */
  pragma(source: string, options?: { simple?: boolean }): unknown;
  readonly inTransaction: boolean;
  close(): void;
}

export interface OpenOptions {
  /** Opens an existing file for reading only. */
  readonly?: boolean;
  /** Fails (SQLITE_CANTOPEN) rather than create a missing file. */
  fileMustExist?: boolean;
  /** How long a statement waits for another connection's lock before SQLITE_BUSY, in ms (default 5000). */
  timeout?: number;
}

export type OpenSqlite = (file: string, options?: OpenOptions) => SqliteConnection;
