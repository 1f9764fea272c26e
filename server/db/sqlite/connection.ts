import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  CompiledQuery,
  Kysely,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';
import type { Schema } from '../schema';
import { openSqliteConnection, type SqliteConnection, type SqliteStatement } from './driver';
import { migrate } from './migrations';

/** The statements most recently used stay prepared; SQL with IN-lists of many lengths cannot grow it forever. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite connection (driver.ts) as Kysely's SQLite driver wants it, with one change: prepared statements
 * are cached by their SQL text. Kysely prepares every query afresh, which costs more than running a catalogue
 * read; the cache keeps the embedded default as fast as the hand-prepared statements it replaced.
 */
function cachedStatements(raw: SqliteConnection): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => raw.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        // Re-inserted so the Map's first key is always the least recently used.
        statements.delete(sql);
      } else {
        statement = raw.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next();
          if (!oldest.done) statements.delete(oldest.value);
        }
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

/**
 * Transactions start with BEGIN IMMEDIATE: they take the write lock at once, so a transaction that reads and
 * then writes never fails half-way with SQLITE_BUSY because another process (an import running beside the
 * server) wrote in between; it waits for the lock (busy_timeout) instead.
 */
class ImmediateTransactionDriver extends SqliteDriver {
  constructor(
    config: SqliteDialectConfig,
    private readonly raw: SqliteConnection,
  ) {
    super(config);
  }
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
  /**
   * SQLite ends a transaction itself when a COMMIT fails for space (SQLITE_FULL) or I/O: a ROLLBACK then
   * fails with "no transaction is active" and would hide the real error (a full disk answers 507, not 500).
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.raw.inTransaction) await super.rollbackTransaction(connection);
  }
}

class ImmediateTransactionDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(
    config: SqliteDialectConfig,
    private readonly raw: SqliteConnection,
  ) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateTransactionDriver(this.#config, this.raw);
  }
}

export interface SqliteHandle {
  /** The driver's connection: migrations and `PRAGMA data_version` use it directly. */
  raw: SqliteConnection;
  db: Kysely<Schema>;
}

/** Opens (creating when missing) the SQLite file and brings its schema up to date. */
export function openSqlite(file: string): SqliteHandle {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const raw = openSqliteConnection(file);
  // WAL lets readers run while a writer commits; NORMAL sync is safe with WAL (no corruption, at worst
  // the last transaction is lost on power failure).
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = NORMAL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  // 32 MiB of page cache per connection keeps the search indexes of a large catalogue in memory.
  raw.pragma('cache_size = -32768');
  migrate(raw);
  const db = new Kysely<Schema>({
    dialect: new ImmediateTransactionDialect({ database: cachedStatements(raw) }, raw),
  });
  return { raw, db };
}
