import { createCatalogueImportRepository, type CatalogueImportRepository } from './catalogueImports';
import { createAudioJobRepository, type AudioJobRepository } from './audioJobs';
import type { Database } from './database';
import { createLyricsRepository, type LyricsRepository } from './lyrics';
import { createLoginFailureRepository, type LoginFailureRepository } from './loginFailures';
import { createReciterRepository, type ReciterRepository } from './reciters';
import { createNaatRepository, type NaatRepository } from './naats';
import type { Engine, Executor } from './schema';
import { createSessionRepository, type SessionRepository } from './sessions';
import { createUserRepository, type UserRepository } from './users';

/**
 * Everything the server may ask of storage, one repository per entity, the same on SQLite and PostgreSQL.
 * Nothing outside server/db/ touches SQL or a database handle. Decorated on the app as `app.repos`.
 */
export interface Repositories {
  engine: Engine;
  naats: NaatRepository;
  reciters: ReciterRepository;
  users: UserRepository;
  sessions: SessionRepository;
  loginFailures: LoginFailureRepository;
  catalogueImports: CatalogueImportRepository;
  /** The data-saver ingest queue (server/transcode/worker.ts). */
  audioJobs: AudioJobRepository;
  /** Naats' lyrics as lines, when their plain text cannot say it all (server/lyrics/naatLyrics.ts). */
  lyrics: LyricsRepository;
  /** Runs `work` in one transaction: pass `trx` to every repository call inside it. */
  transaction<T>(work: (trx: Executor) => Promise<T>): Promise<T>;
}

export function createRepositories(database: Database): Repositories {
  const { db, search } = database;
  const naats = createNaatRepository(db, search);
  return {
    engine: database.engine,
    naats,
    reciters: createReciterRepository(db, search, naats),
    users: createUserRepository(db),
    sessions: createSessionRepository(db),
    loginFailures: createLoginFailureRepository(db, database.engine),
    catalogueImports: createCatalogueImportRepository(db),
    audioJobs: createAudioJobRepository(db),
    lyrics: createLyricsRepository(db),
    transaction: (work) => db.transaction().execute(work),
  };
}
