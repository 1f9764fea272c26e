import { pathToFileURL } from 'node:url';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { OpenOptions, OpenSqlite, RunResult, SqliteConnection, SqliteStatement } from './sqliteApi';
import { resultCodeName } from './resultCodes';

type NodeSqliteModule = typeof import('node:sqlite');

/** An error from SQLite, named as better-sqlite3 names it, so callers test `code` the same on either driver. */
export class SqliteError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'SqliteError';
  }
}

/** node:sqlite reports SQLite's extended result code as a number (`errcode`) under one Node code. */
function named(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const { code, errcode } = error as { code?: unknown; errcode?: unknown };
  if (code !== 'ERR_SQLITE_ERROR' || typeof errcode !== 'number') return error;
  return new SqliteError(error.message, resultCodeName(errcode));
}

/** better-sqlite3 spreads an array argument into the statement's `?` values; Kysely relies on it. */
const values = (params: unknown[]): unknown[] =>
  params.length === 1 && Array.isArray(params[0]) ? (params[0] as unknown[]) : params;

// node:sqlite binds null, numbers, bigints, strings and byte arrays, as better-sqlite3 does.
type Bindable = Parameters<StatementSync['all']>[1];

class Statement implements SqliteStatement {
  readonly reader: boolean;
  #plucked = false;
  constructor(private readonly inner: StatementSync) {
    this.reader = inner.columns().length > 0;
  }

  #row(row: unknown): unknown {
    return this.#plucked && row !== undefined ? (row as unknown[])[0] : row;
  }

  all(...params: unknown[]): unknown[] {
    try {
      const rows = this.inner.all(...(values(params) as Bindable[]));
      return this.#plucked ? rows.map((row) => (row as unknown as unknown[])[0]) : rows;
    } catch (error) {
      throw named(error);
    }
  }

  get(...params: unknown[]): unknown {
    try {
      return this.#row(this.inner.get(...(values(params) as Bindable[])));
    } catch (error) {
      throw named(error);
    }
  }

  run(...params: unknown[]): RunResult {
    try {
      return this.inner.run(...(values(params) as Bindable[]));
    } catch (error) {
      throw named(error);
    }
  }

  *iterate(...params: unknown[]): IterableIterator<unknown> {
    let rows: Iterator<unknown>;
    try {
      rows = this.inner.iterate(...(values(params) as Bindable[]));
    } catch (error) {
      throw named(error);
    }
    for (;;) {
      let next: IteratorResult<unknown>;
      try {
        next = rows.next();
      } catch (error) {
        throw named(error);
      }
      if (next.done) return;
      yield this.#row(next.value);
    }
  }

  pluck(): this {
    this.inner.setReturnArrays(true);
    this.#plucked = true;
    return this;
  }
}

class Connection implements SqliteConnection {
  #open = true;
  constructor(private readonly db: DatabaseSync) {}

  prepare<P extends unknown[] = unknown[], R = unknown>(sql: string): SqliteStatement<P, R> {
    try {
      // One Statement serves every P and R: they only type what callers pass and get back.
      return new Statement(this.db.prepare(sql)) as unknown as SqliteStatement<P, R>;
    } catch (error) {
      throw named(error);
    }
  }

  exec(sql: string): void {
    try {
      this.db.exec(sql);
    } catch (error) {
      throw named(error);
    }
  }

  pragma(source: string, options: { simple?: boolean } = {}): unknown {
    const statement = this.prepare(`PRAGMA ${source}`);
    return options.simple ? statement.pluck().get() : statement.all();
  }

  get inTransaction(): boolean {
    return this.db.isTransaction;
  }

  /** Closing twice is harmless, as with better-sqlite3. */
  close(): void {
    if (!this.#open) return;
    this.#open = false;
    this.db.close();
  }
}

function opener(sqlite: NodeSqliteModule): OpenSqlite {
  return (file: string, options: OpenOptions = {}) => {
    // SQLite creates a missing file unless the name is a URI that says mode=rw (or the file is opened
    // read-only).
    const location =
      options.fileMustExist && !options.readonly ? `${pathToFileURL(file).href}?mode=rw` : file;
    let db: DatabaseSync;
    try {
      db = new sqlite.DatabaseSync(location, {
        readOnly: options.readonly ?? false,
        // better-sqlite3's SQLite is built with foreign keys on and double-quoted strings off: the same here.
        enableForeignKeyConstraints: true,
        enableDoubleQuotedStringLiterals: false,
      });
    } catch (error) {
      throw named(error);
    }
    const connection = new Connection(db);
    connection.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.trunc(options.timeout ?? 5000))}`);
    return connection;
  };
}

/** The StatementSync methods the adapter needs: Node 22.16 and 24.0 brought the last of them. */
const complete = (sqlite: NodeSqliteModule): boolean =>
  typeof sqlite.StatementSync.prototype.columns === 'function' &&
  typeof sqlite.StatementSync.prototype.setReturnArrays === 'function';

/**
 * The opener for Node's built-in SQLite, or null when this Node has none (Node 20) or an early one. Before
 * 24.15 Node calls the module experimental and writes a warning to stderr when it is first loaded; it tells an
 * operator nothing they can act on (the server's suites run on it), so that one warning is not printed.
 */
export function nodeSqlite(): OpenSqlite | null {
  const emitWarning = process.emitWarning.bind(process);
  process.emitWarning = (warning: string | Error, ...rest: never[]) => {
    const text = typeof warning === 'string' ? warning : warning.message;
    if (!text.startsWith('SQLite is an experimental feature')) emitWarning(warning, ...rest);
  };
  try {
    // Node 20 answers undefined: it has no node:sqlite (the types describe Node 22).
    const sqlite = process.getBuiltinModule('node:sqlite') as NodeSqliteModule | undefined;
    return sqlite && complete(sqlite) ? opener(sqlite) : null;
  } finally {
    process.emitWarning = emitWarning;
  }
}
