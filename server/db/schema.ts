import type { Generated, Kysely, Transaction } from 'kysely';

/**
 * The tables as Kysely sees them, the same on SQLite and PostgreSQL (server/db/sqlite/migrations.ts,
 * server/db/postgres/migrations.ts). Column names are snake_case; repositories map rows to the API's camelCase
 * shapes (server/db/types.ts).
 *
 * Times are stored two ways, as before: catalogue dates as ISO 8601 text (answered as is, sorted as text),
 * session and rate-limit instants as epoch milliseconds (compared as numbers).
 */
export interface RecitersTable {
  id: Generated<number>;
  name: string;
  /** `sortKey(name)`: both engines order by these bytes, so their lists agree. */
  name_key: string;
  urdu_name: string | null;
  bio: string | null;
  birth_date: string | null;
  birth_place: string | null;
  image: string | null;
  /** Kept by triggers, so reads never count. */
  audio_count: Generated<number>;
  created_at: string;
  /** ISO 8601: when the reciter's page last changed (sitemap lastmod, preview card key). */
  updated_at: string;
}

export interface NaatsTable {
  id: Generated<number>;
  title: string;
  /** `sortKey(title)`: the reciter page's order within a letter. */
  title_key: string;
  urdu_title: string | null;
  file_path: string;
  duration: number;
  play_count: number;
  category: string | null;
  language: string | null;
  description: string | null;
  lyrics: string | null;
  created_at: string;
  naatkhawan_id: number;
  /** The uploaded artwork's URL (server/artwork/artworkNames.ts), null when none was uploaded. */
  image: Generated<string | null>;
  /** Uppercased first character of the title, for the reciter page's letter filter. */
  initial: string;
  /** ISO 8601: when the naat's page last changed (not its play count); a reciter's rename counts. */
  updated_at: string;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  last_login_at: string | null;
  created_at: string;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  username: string;
  ip: string;
  at: number;
}

/** The journal of imports (server/db/catalogueImports.ts); naat_id NULL while one is pending. */
export interface CatalogueImportsTable {
  source_key: string;
  stored_name: string;
  source: string;
  naat_id: number | null;
  created_at: string;
}

/** The data-saver ingest queue and its results, one row per stored original (server/db/audioJobs.ts). */
export interface AudioJobsTable {
  id: Generated<number>;
  file_path: string;
  state: Generated<string>;
  attempts: Generated<number>;
  progress: Generated<number>;
  error: string | null;
  lease_owner: string | null;
  /** Epoch milliseconds: a working job whose lease has passed was left by a stopped worker. */
  lease_until: number | null;
  run_after: Generated<number>;
  loudness_lufs: number | null;
  source_kbps: number | null;
  rendition_path: string | null;
  rendition_kbps: number | null;
  /** The Opus rendition's own state (migration 160): 'queued' | 'working' | 'ready' | 'failed' | 'not-kept'. */
  opus_state: Generated<string>;
  opus_attempts: Generated<number>;
  opus_run_after: Generated<number>;
  opus_error: string | null;
  /** `/Audio/<name>` of the WebM and MP4 Opus files. */
  opus_path: string | null;
  opus_kbps: number | null;
  opus_mp4_path: string | null;
  opus_mp4_kbps: number | null;
  created_at: number;
  updated_at: number;
}

/**
 * A naat's lyrics as lines, kept only when its plain text (naats.lyrics) cannot say it all: times, a
 * transliteration or a translation (server/db/lyrics.ts, migration 170).
 */
export interface NaatLyricsTable {
  naat_id: number;
  /** JSON: LyricLine[] (contract/lyrics/lyrics.ts). */
  lines: string;
  /** The lines' Roman-Urdu transliterations, one line each; null when none has one. */
  roman: string | null;
  /** The lines' English translations, one line each; null when none has one. */
  translation: string | null;
  updated_at: string;
}

/** A merged reciter's id and the reciter its naats went to (migration 210): its old addresses answer 301. */
export interface ReciterRedirectsTable {
  from_id: number;
  /** Always a reciter that exists: merging the kept one later moves these rows along. */
  to_id: number;
  created_at: string;
}

export interface MigrationsTable {
  version: number;
  name: string;
  applied_at: string;
}

export interface Schema {
  naatkhawans: RecitersTable;
  naats: NaatsTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  catalogue_imports: CatalogueImportsTable;
  migrations: MigrationsTable;
  audio_jobs: AudioJobsTable;
  naat_lyrics: NaatLyricsTable;
  naatkhawan_redirects: ReciterRedirectsTable;
}

/**
 * What every repository method runs its queries on: the database, or a transaction a caller opened with
 * `repos.transaction(...)` and passes down (the fastify/demo style), so several writes commit together.
 */
export type Executor = Kysely<Schema> | Transaction<Schema>;

export type Engine = 'sqlite' | 'postgres';
