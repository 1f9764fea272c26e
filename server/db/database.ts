import path from 'node:path';
import type { Kysely } from 'kysely';
import { openPostgres } from './postgres/connection';
import type { Engine, Schema } from './schema';
import { createPostgresSearch } from './search/postgresSearch';
import type { RankedSearch } from './search/searchIndex';
import { withMemoryRanking } from './search/memoryRanking';
import { createSqliteSearch } from './search/sqliteSearch';
import { openSqlite } from './sqlite/connection';

/** An open database of either engine, migrated, with its search indexes. */
export interface Database {
  engine: Engine;
  db: Kysely<Schema>;
  search: RankedSearch;
  /**
   * Runs start-up work once across every instance sharing this database (PostgreSQL: under an advisory lock;
   * SQLite: one file belongs to one server).
   */
  startup(work: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** DATABASE_URL (postgres://...); null for the embedded SQLite file. */
  url: string | null;
  /** DATA_DIR: where the SQLite file lives. */
  dataDir: string;
  /** PostgreSQL connections per instance. */
  poolSize?: number;
}

export const SQLITE_FILE = 'naat-stream.sqlite';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url !== null) {
    const handle = await openPostgres(options.url, options.poolSize);
    return {
      engine: 'postgres',
      db: handle.db,
      search: withMemoryRanking(createPostgresSearch(), handle.db),
      startup: (work) => handle.startup(work),
      close: () => handle.db.destroy(),
    };
  }
  const { raw, db } = openSqlite(path.join(options.dataDir, SQLITE_FILE));
  return {
    engine: 'sqlite',
    db,
    search: withMemoryRanking(createSqliteSearch(raw), db),
    startup: (work) => work(),
    close: () => db.destroy(),
  };
}
