import { sortKey } from '../../search/text';
import { gramTokens } from '../search/sqliteSearch';
import { naatSearchFields, reciterSearchForm, searchDocument } from '../search/searchText';
import { normalisedFilePath } from '../../storage/audioStore';
import { immediateTransaction, type SqliteConnection } from './driver';

/**
 * Versioned schema changes, applied in order at start inside one transaction each. Never edit a
 * migration that has shipped: append a new one.
 */
interface Migration {
  version: number;
  name: string;
  sql: string;
  /** Data changes SQL alone cannot make (e.g. text normalised in JS), run after `sql`. */
  run?: (db: SqliteConnection) => void;
  /**
   * Rebuilds tables that others refer to. Foreign keys are switched off around its transaction (they can
   * only be switched outside one): with them on, dropping the old table would delete its rows first and
   * cascade that delete to every row that refers to them. The references are checked before it commits.
   */
  rebuildsTables?: true;
}

/** The tables whose ids are shared outside the database (links, favorites), rebuilt by migration 180. */
const PUBLIC_ID_TABLES = ['naatkhawans', 'naats'] as const;

/**
 * Gives `table` AUTOINCREMENT ids by rebuilding it from its own CREATE statement, with every row, id,
 * index and trigger kept. Without AUTOINCREMENT SQLite hands the highest id of a deleted row to the next
 * insert.
 */
function rebuildWithAutoincrement(db: SqliteConnection, table: (typeof PUBLIC_ID_TABLES)[number]): void {
  const create = db
    .prepare<[string], string>("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = ?")
    .pluck()
    .get(table);
  const rebuilt = create?.replace(
    /^CREATE TABLE (\w+) \(\s*id INTEGER PRIMARY KEY,/,
    `CREATE TABLE ${table}_autoincrement (id INTEGER PRIMARY KEY AUTOINCREMENT,`,
  );
  if (create === undefined || rebuilt === undefined || rebuilt === create) {
    throw new Error(`Cannot give ${table} AUTOINCREMENT ids: its schema is not the expected one`);
  }
  const columns = db
    .prepare<[string], string>('SELECT name FROM pragma_table_info(?)')
    .pluck()
    .all(table)
    .join(', ');
  db.exec(rebuilt);
  db.exec(`INSERT INTO ${table}_autoincrement (${columns}) SELECT ${columns} FROM ${table}`);
  db.exec(`DROP TABLE ${table}`);
  db.exec(`ALTER TABLE ${table}_autoincrement RENAME TO ${table}`);
}

const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'catalogue',
    sql: `
      CREATE TABLE naatkhawans (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        urdu_name TEXT,
        bio TEXT,
        birth_date TEXT,
        birth_place TEXT,
        image TEXT,
        -- Maintained by the triggers below, so reads never count.
        audio_count INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );
      CREATE INDEX naatkhawans_name ON naatkhawans (name COLLATE NOCASE, id);
      CREATE INDEX naatkhawans_audio_count ON naatkhawans (audio_count DESC, name);

      CREATE TABLE naats (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        urdu_title TEXT,
        file_path TEXT NOT NULL,
        duration INTEGER NOT NULL DEFAULT 0,
        play_count INTEGER NOT NULL DEFAULT 0,
        category TEXT,
        language TEXT,
        description TEXT,
        lyrics TEXT,
        created_at TEXT NOT NULL,
        naatkhawan_id INTEGER NOT NULL REFERENCES naatkhawans (id) ON DELETE RESTRICT,
        -- Uppercased first character of the title, for the reciter page's letter filter.
        initial TEXT NOT NULL
      );
      CREATE INDEX naats_play_count ON naats (play_count DESC, id DESC);
      CREATE INDEX naats_created_at ON naats (created_at DESC, id DESC);
      CREATE INDEX naats_reciter_initial_title ON naats (naatkhawan_id, initial, title COLLATE NOCASE, id);

      CREATE TRIGGER naats_count_insert AFTER INSERT ON naats BEGIN
        UPDATE naatkhawans SET audio_count = audio_count + 1 WHERE id = NEW.naatkhawan_id;
      END;
      CREATE TRIGGER naats_count_delete AFTER DELETE ON naats BEGIN
        UPDATE naatkhawans SET audio_count = audio_count - 1 WHERE id = OLD.naatkhawan_id;
      END;
      CREATE TRIGGER naats_count_move AFTER UPDATE OF naatkhawan_id ON naats
        WHEN OLD.naatkhawan_id <> NEW.naatkhawan_id BEGIN
        UPDATE naatkhawans SET audio_count = audio_count - 1 WHERE id = OLD.naatkhawan_id;
        UPDATE naatkhawans SET audio_count = audio_count + 1 WHERE id = NEW.naatkhawan_id;
      END;

      -- Search indexes over normalised text (src/shared/search/normalize.ts), rowid = the entity id. The
      -- trigram tokenizer answers substring MATCH queries of 3+ characters from the index.
      CREATE VIRTUAL TABLE naats_fts USING fts5 (doc, tokenize = 'trigram');
      CREATE VIRTUAL TABLE naatkhawans_fts USING fts5 (doc, tokenize = 'trigram');
    `,
  },
  {
    version: 2,
    name: 'admin sessions',
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        username TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        last_login_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX sessions_expires_at ON sessions (expires_at);
      CREATE TABLE login_failures (
        id INTEGER PRIMARY KEY,
        username TEXT NOT NULL,
        ip TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX login_failures_username ON login_failures (username, at);
      CREATE INDEX login_failures_ip ON login_failures (ip, at);
    `,
  },
  {
    version: 3,
    name: 'short search grams',
    // detail=none: only "which rows have this token" is ever asked, so no positions are stored.
    // Contentless (the tokens are derived), with deletes allowed.
    sql: `
      CREATE VIRTUAL TABLE naats_grams USING fts5 (
        grams, content = '', contentless_delete = 1, detail = none, tokenize = 'ascii'
      );
      CREATE INDEX naats_file_path ON naats (file_path);
    `,
    run(db) {
      const insert = db.prepare('INSERT INTO naats_grams (rowid, grams) VALUES (?, ?)');
      // A connection cannot write while iterating a read (better-sqlite3 refuses it): read it all first.
      const rows = db
        .prepare<[], { id: number; doc: string }>('SELECT rowid AS id, doc FROM naats_fts')
        .all();
      for (const row of rows) insert.run(row.id, gramTokens(row.doc));
    },
  },
  {
    version: 4,
    name: 'sort keys shared with PostgreSQL',
    // Lists were ordered with COLLATE NOCASE, which PostgreSQL lacks; both engines now order by a key made in
    // JS (server/search/text.ts sortKey) and compared byte by byte, so they answer the same order.
    sql: `
      ALTER TABLE naatkhawans ADD COLUMN name_key TEXT NOT NULL DEFAULT '';
      ALTER TABLE naats ADD COLUMN title_key TEXT NOT NULL DEFAULT '';
      DROP INDEX naatkhawans_name;
      DROP INDEX naatkhawans_audio_count;
      DROP INDEX naats_reciter_initial_title;
      CREATE INDEX naatkhawans_name_key ON naatkhawans (name_key, id);
      CREATE INDEX naatkhawans_audio_count ON naatkhawans (audio_count DESC, name_key, id);
      CREATE INDEX naats_reciter_initial_title ON naats (naatkhawan_id, initial, title_key, id);
    `,
    run(db) {
      const reciters = db.prepare<[], { id: number; name: string }>('SELECT id, name FROM naatkhawans').all();
      const setName = db.prepare('UPDATE naatkhawans SET name_key = ? WHERE id = ?');
      for (const row of reciters) setName.run(sortKey(row.name), row.id);
      const naats = db.prepare<[], { id: number; title: string }>('SELECT id, title FROM naats').all();
      const setTitle = db.prepare('UPDATE naats SET title_key = ? WHERE id = ?');
      for (const row of naats) setTitle.run(sortKey(row.title), row.id);
    },
  },
  {
    version: 10,
    name: 'stored audio paths normalised',
    // `/Audio/%64emo.mp3` was stored as written, so a delete counting users of `/Audio/demo.mp3` missed it;
    // every store path is now kept in one spelling (server/storage/audioStore.ts normalisedFilePath).
    sql: '',
    run(db) {
      const rows = db
        .prepare<[], { id: number; filePath: string }>(
          "SELECT id, file_path AS filePath FROM naats WHERE file_path LIKE '/Audio/%\\%%' ESCAPE '\\'",
        )
        .all();
      const update = db.prepare('UPDATE naats SET file_path = ? WHERE id = ?');
      for (const row of rows) {
        const normalised = normalisedFilePath(row.filePath);
        if (normalised !== null && normalised !== row.filePath) update.run(normalised, row.id);
      }
    },
  },
  {
    version: 20,
    name: 'catalogue imports',
    // One row per imported source (a file's content hash, or a naat of another site): written before the
    // audio is stored (naat_id NULL: pending), completed in the naat's own transaction. A rerun skips what is
    // complete and clears what is pending, so a killed import leaves no duplicate and no orphan file.
    sql: `
      CREATE TABLE catalogue_imports (
        source_key TEXT PRIMARY KEY,
        stored_name TEXT NOT NULL,
        source TEXT NOT NULL,
        naat_id INTEGER REFERENCES naats (id) ON DELETE CASCADE,
        created_at TEXT NOT NULL
      );
      CREATE INDEX catalogue_imports_naat ON catalogue_imports (naat_id);
    `,
  },
  {
    version: 30,
    name: 'data-saver ingest jobs',
    // One row per stored original (naats sharing a file share its job and rendition): the durable queue of
    // the ingest pipeline (server/transcode/worker.ts) and, once done, the measured loudness and rendition.
    sql: `
      CREATE TABLE audio_jobs (
        id INTEGER PRIMARY KEY,
        file_path TEXT NOT NULL UNIQUE,
        state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'working', 'ready', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        progress REAL NOT NULL DEFAULT 0,
        error TEXT,
        lease_owner TEXT,
        lease_until INTEGER,
        run_after INTEGER NOT NULL DEFAULT 0,
        loudness_lufs REAL,
        source_kbps INTEGER,
        rendition_path TEXT,
        rendition_kbps INTEGER,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX audio_jobs_state ON audio_jobs (state, run_after, id);
    `,
  },
  {
    version: 40,
    name: 'updated_at for sitemaps and preview cards',
    // The sitemap's lastmod and the preview card's cache key: when a naat's or reciter's page last changed.
    // Existing rows last changed when they were made.
    sql: `
      ALTER TABLE naats ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
      UPDATE naats SET updated_at = created_at;
      ALTER TABLE naatkhawans ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
      UPDATE naatkhawans SET updated_at = created_at;
    `,
  },
  {
    version: 50,
    name: 'search by folded spellings, ranked',
    // The indexes now hold folded words (contract/search/normalize.ts: "Madinah" and "Medina" are one), and
    // the title and reciter forms are kept apart on the row for ranking (server/db/search/ranking.ts). Every
    // existing row is indexed again.
    sql: `
      ALTER TABLE naats ADD COLUMN search_title TEXT NOT NULL DEFAULT '';
      ALTER TABLE naats ADD COLUMN search_reciter TEXT NOT NULL DEFAULT '';
    `,
    run(db) {
      const naats = db
        .prepare<[], { id: number; title: string; urdu_title: string | null; name: string }>(
          `SELECT n.id, n.title, n.urdu_title, k.name FROM naats n JOIN naatkhawans k ON k.id = n.naatkhawan_id`,
        )
        .all();
      const setFields = db.prepare('UPDATE naats SET search_title = ?, search_reciter = ? WHERE id = ?');
      const clearDoc = db.prepare('DELETE FROM naats_fts WHERE rowid = ?');
      const insertDoc = db.prepare('INSERT INTO naats_fts (rowid, doc) VALUES (?, ?)');
      const clearGrams = db.prepare('DELETE FROM naats_grams WHERE rowid = ?');
      const insertGrams = db.prepare('INSERT INTO naats_grams (rowid, grams) VALUES (?, ?)');
      for (const row of naats) {
        const fields = naatSearchFields(row.title, row.urdu_title, row.name);
        const doc = searchDocument(fields);
        setFields.run(fields.title, fields.reciter, row.id);
        clearDoc.run(row.id);
        insertDoc.run(row.id, doc);
        clearGrams.run(row.id);
        insertGrams.run(row.id, gramTokens(doc));
      }
      const reciters = db
        .prepare<[], { id: number; name: string; urdu_name: string | null }>(
          'SELECT id, name, urdu_name FROM naatkhawans',
        )
        .all();
      const clearReciter = db.prepare('DELETE FROM naatkhawans_fts WHERE rowid = ?');
      const insertReciter = db.prepare('INSERT INTO naatkhawans_fts (rowid, doc) VALUES (?, ?)');
      for (const row of reciters) {
        clearReciter.run(row.id);
        insertReciter.run(row.id, reciterSearchForm(row.name, row.urdu_name));
      }
    },
  },
  {
    version: 120,
    name: 'search change stamps',
    // Every write the ranked search must see (a naat indexed, removed, or played) takes the next stamp in
    // one transaction with the row, so each process's in-memory ranking (server/db/search/memoryRanking.ts)
    // catches up by reading only what changed since the stamp it holds.
    sql: `
      CREATE TABLE search_state (id INTEGER PRIMARY KEY CHECK (id = 1), stamp INTEGER NOT NULL);
      INSERT INTO search_state (id, stamp) VALUES (1, 0);
      ALTER TABLE naats ADD COLUMN search_stamp INTEGER NOT NULL DEFAULT 0;
      CREATE INDEX naats_search_stamp ON naats (search_stamp);
      CREATE TABLE search_removals (naat_id INTEGER NOT NULL, stamp INTEGER NOT NULL);
      CREATE INDEX search_removals_stamp ON search_removals (stamp);
    `,
  },
  {
    version: 130,
    name: 'reciter naat sorts',
    // A reciter's naats sorted by date or plays (GET /naatkhawans/{id}/audios?sort=newest|popular) are read
    // off these in order, like the title order off naats_reciter_initial_title: no sort of a reciter's naats.
    sql: `
      CREATE INDEX naats_reciter_created_at ON naats (naatkhawan_id, created_at DESC, id DESC);
      CREATE INDEX naats_reciter_play_count ON naats (naatkhawan_id, play_count DESC, id DESC);
    `,
  },
  {
    version: 160,
    name: 'Opus data-saver renditions',
    // The Opus rendition of each original (WebM and MP4, docs/data-saver.md) with its own state, so the
    // backfill of originals processed before it (state 'ready', opus_state 'queued') runs under the same
    // lease as every job, at a lower priority, while their AAC rendition keeps playing.
    sql: `
      ALTER TABLE audio_jobs ADD COLUMN opus_state TEXT NOT NULL DEFAULT 'queued'
        CHECK (opus_state IN ('queued', 'working', 'ready', 'failed', 'not-kept'));
      ALTER TABLE audio_jobs ADD COLUMN opus_attempts INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE audio_jobs ADD COLUMN opus_run_after INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE audio_jobs ADD COLUMN opus_error TEXT;
      ALTER TABLE audio_jobs ADD COLUMN opus_path TEXT;
      ALTER TABLE audio_jobs ADD COLUMN opus_kbps INTEGER;
      ALTER TABLE audio_jobs ADD COLUMN opus_mp4_path TEXT;
      ALTER TABLE audio_jobs ADD COLUMN opus_mp4_kbps INTEGER;
      CREATE INDEX audio_jobs_opus ON audio_jobs (state, opus_state, opus_run_after, id);
    `,
  },
  {
    version: 170,
    name: 'timed lyrics',
    // A naat's lyrics as lines (server/db/lyrics.ts): JSON [{start, text, roman?, translation?}], only when the
    // plain text of naats.lyrics cannot say it all (times, a transliteration or a translation). naats.lyrics
    // stays the lines' text joined by newlines. roman and translation hold the transliterations and
    // translations one line each (null when there are none), as plain text a search index can read.
    sql: `
      CREATE TABLE naat_lyrics (
        naat_id INTEGER PRIMARY KEY REFERENCES naats (id) ON DELETE CASCADE,
        lines TEXT NOT NULL,
        roman TEXT,
        translation TEXT,
        updated_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 180,
    name: 'ids never reused',
    // A deleted naat's or reciter's id went to the next one made, so a shared /naat/{id} link or a
    // listener's favorite then named another naat. AUTOINCREMENT keeps the highest id ever given in
    // sqlite_sequence and never goes below it. A naat id deleted before this migration is still known when
    // search_removals recorded it; a reciter's is not, so the highest deleted reciter id may be given once more.
    sql: '',
    rebuildsTables: true,
    run(db) {
      // Indexes and triggers go with their table; saved first, made again once both tables are back (a
      // trigger on naats names naatkhawans, which must exist when it is made).
      const dependents = db
        .prepare<[], { type: string; name: string; sql: string }>(
          `SELECT type, name, sql FROM sqlite_schema
           WHERE type IN ('index', 'trigger') AND sql IS NOT NULL AND tbl_name IN ('naatkhawans', 'naats')`,
        )
        .all();
      for (const { type, name } of dependents) db.exec(`DROP ${type.toUpperCase()} "${name}"`);
      for (const table of PUBLIC_ID_TABLES) rebuildWithAutoincrement(db, table);
      for (const { sql } of dependents) db.exec(sql);
      db.exec(`
        INSERT INTO sqlite_sequence (name, seq) SELECT 'naats', 0
          WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'naats');
        UPDATE sqlite_sequence SET seq = MAX(seq, (SELECT COALESCE(MAX(naat_id), 0) FROM search_removals))
          WHERE name = 'naats';
      `);
    },
  },
  {
    version: 190,
    name: 'search ranks words as written first, and searches lyrics',
    // Each naat's title, reciter (now with the Urdu name) and lyric words (lines and transliterations) also
    // in exact form (contract/search/normalize.ts exactForm: vowels kept), so a word met as written ranks
    // above one met only folded (server/db/search/ranking.ts). Every row is indexed again with the current
    // rules (Urdu word endings, gh/g and kh/k folded).
    sql: `
      ALTER TABLE naats ADD COLUMN search_lyrics TEXT NOT NULL DEFAULT '';
      ALTER TABLE naats ADD COLUMN search_title_exact TEXT NOT NULL DEFAULT '';
      ALTER TABLE naats ADD COLUMN search_reciter_exact TEXT NOT NULL DEFAULT '';
      ALTER TABLE naats ADD COLUMN search_lyrics_exact TEXT NOT NULL DEFAULT '';
    `,
    run: reindexSearch,
  },
  {
    version: 200,
    name: 'naat artwork',
    // An admin's uploaded picture of a naat, as the URL of its artwork (a reciter's goes in naatkhawans.image).
    sql: 'ALTER TABLE naats ADD COLUMN image TEXT',
  },
  {
    version: 210,
    name: 'merged reciters redirect',
    // A reciter merged into another leaves its id here, pointing at the kept one, so its old page and API
    // address answer 301 (server/db/reciters.ts merge). Chains are flattened when written: to_id is always
    // a reciter that exists; deleting it later drops its redirects.
    sql: `
      CREATE TABLE naatkhawan_redirects (
        from_id INTEGER PRIMARY KEY,
        to_id INTEGER NOT NULL REFERENCES naatkhawans (id) ON DELETE CASCADE,
        created_at TEXT NOT NULL
      );
      CREATE INDEX naatkhawan_redirects_to ON naatkhawan_redirects (to_id);
    `,
  },
];

interface NaatSearchRow {
  id: number;
  title: string;
  urdu_title: string | null;
  lyrics: string | null;
  name: string;
  urdu_name: string | null;
  roman: string | null;
}

/** Every naat and reciter indexed again with the current search rules (server/db/search/searchText.ts). */
function reindexSearch(db: SqliteConnection): void {
  const naats = db
    .prepare<[], NaatSearchRow>(
      `SELECT n.id, n.title, n.urdu_title, n.lyrics, k.name, k.urdu_name, l.roman FROM naats n
        JOIN naatkhawans k ON k.id = n.naatkhawan_id LEFT JOIN naat_lyrics l ON l.naat_id = n.id`,
    )
    .all();
  const setFields = db.prepare(
    `UPDATE naats SET search_title = ?, search_reciter = ?, search_lyrics = ?, search_title_exact = ?,
      search_reciter_exact = ?, search_lyrics_exact = ? WHERE id = ?`,
  );
  const clearDoc = db.prepare('DELETE FROM naats_fts WHERE rowid = ?');
  const insertDoc = db.prepare('INSERT INTO naats_fts (rowid, doc) VALUES (?, ?)');
  const clearGrams = db.prepare('DELETE FROM naats_grams WHERE rowid = ?');
  const insertGrams = db.prepare('INSERT INTO naats_grams (rowid, grams) VALUES (?, ?)');
  for (const row of naats) {
    const fields = naatSearchFields(row.title, row.urdu_title, row.name, {
      reciterUrduName: row.urdu_name,
      lyrics: row.lyrics,
      roman: row.roman,
    });
    const doc = searchDocument(fields);
    setFields.run(
      fields.title,
      fields.reciter,
      fields.lyrics,
      fields.titleExact,
      fields.reciterExact,
      fields.lyricsExact,
      row.id,
    );
    clearDoc.run(row.id);
    insertDoc.run(row.id, doc);
    clearGrams.run(row.id);
    insertGrams.run(row.id, gramTokens(doc));
  }
  const reciters = db
    .prepare<[], { id: number; name: string; urdu_name: string | null }>(
      'SELECT id, name, urdu_name FROM naatkhawans',
    )
    .all();
  const clearReciter = db.prepare('DELETE FROM naatkhawans_fts WHERE rowid = ?');
  const insertReciter = db.prepare('INSERT INTO naatkhawans_fts (rowid, doc) VALUES (?, ?)');
  for (const row of reciters) {
    clearReciter.run(row.id);
    insertReciter.run(row.id, reciterSearchForm(row.name, row.urdu_name));
  }
}

/**
 * Applies every migration up to `target` (all of them by default; tests stop earlier to test upgrades). Each
 * runs in its own IMMEDIATE transaction that first checks it is still pending, so two processes opening a new
 * file at once apply each migration exactly once.
 */
export function migrate(db: SqliteConnection, target = Number.POSITIVE_INFINITY): void {
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const isApplied = db.prepare('SELECT 1 FROM migrations WHERE version = ?').pluck();
  const record = db.prepare('INSERT INTO migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const migration of migrations) {
    if (migration.version > target) continue;
    const foreignKeysOff =
      migration.rebuildsTables === true && db.pragma('foreign_keys', { simple: true }) === 1;
    if (foreignKeysOff) db.pragma('foreign_keys = OFF');
    try {
      immediateTransaction(db, () => {
        if (isApplied.get(migration.version) !== undefined) return;
        db.exec(migration.sql);
        migration.run?.(db);
        if (foreignKeysOff) {
          const broken = db.prepare<[], { table: string }>('PRAGMA foreign_key_check').all();
          if (broken.length > 0) {
            throw new Error(
              `Migration ${migration.version} broke a reference from ${broken[0]?.table ?? '?'}`,
            );
          }
        }
        record.run(migration.version, migration.name, new Date().toISOString());
      });
    } finally {
      if (foreignKeysOff) db.pragma('foreign_keys = ON');
    }
  }
}
