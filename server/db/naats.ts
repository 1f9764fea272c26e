import { firstCharacter } from '../search/text';
import type { Db } from './connection';
import { createCountCache } from './countCache';
import { RepositoryError } from './errors';
import { gramQuery, gramTokens, searchDocument, toFtsQuery } from './searchQuery';
import type { Naat, NaatInput, Slice, Window } from './types';

/** Every read and write of naats. Routes see only this interface, never SQL. */
export interface NaatRepository {
  getById(id: number): Naat | null;
  /** All naats, newest first; `search` matches any part of title, Urdu title and reciter name. */
  list(window: Window, search?: string): Slice<Naat>;
  count(): number;
  /** min(count(), cap), without counting past the cap. */
  countAtMost(cap: number): number;
  /** By playCount, descending. */
  popular(window: Window): Naat[];
  /** By createdAt, descending. */
  recent(window: Window): Naat[];
  /** Up to `limit` distinct naats in random order. */
  random(limit: number): Naat[];
  /** One reciter's naats by title; `initial` (already uppercase) keeps titles starting with it. */
  byNaatKhawan(naatKhawanId: number, window: Window, initial?: string): Slice<Naat>;
  /** Uppercase first letters of that reciter's titles, sorted. */
  availableLetters(naatKhawanId: number): string[];
  /** Adds one play; false when the naat does not exist. */
  recordPlay(id: number): boolean;
  /** Throws RepositoryError 400 when the reciter does not exist. */
  create(input: NaatInput): Naat;
  /** Changes only the given fields; null when the naat does not exist. */
  update(id: number, changes: Partial<NaatInput>): Naat | null;
  /** Returns the deleted naat (callers may remove its file), or null when it did not exist. */
  delete(id: number): Naat | null;
  /** How many naats play this file (admin delete keeps a file other naats still use). */
  countByFilePath(filePath: string): number;
  /** Rebuilds the search text of one reciter's naats (their name is part of it). */
  reindexNaatKhawan(naatKhawanId: number): void;
}

/** A naat as the queries select it: the reciter's fields come flat from the join. */
type NaatRow = Omit<Naat, 'naatKhawan'> & { reciterName: string; reciterImage: string | null };

const SELECT = `SELECT n.id, n.title, n.urdu_title AS urduTitle, n.file_path AS filePath, n.duration,
  n.play_count AS playCount, n.category, n.language, n.description, n.lyrics, n.created_at AS createdAt,
  n.naatkhawan_id AS naatKhawanId, k.name AS reciterName, k.image AS reciterImage
  FROM naats n JOIN naatkhawans k ON k.id = n.naatkhawan_id`;

function toNaat(row: NaatRow): Naat {
  return {
    id: row.id,
    title: row.title,
    urduTitle: row.urduTitle,
    filePath: row.filePath,
    duration: row.duration,
    playCount: row.playCount,
    category: row.category,
    language: row.language,
    description: row.description,
    lyrics: row.lyrics,
    createdAt: row.createdAt,
    naatKhawanId: row.naatKhawanId,
    naatKhawan: { id: row.naatKhawanId, name: row.reciterName, image: row.reciterImage },
  };
}

/** Uppercased first character (a whole code point) of the trimmed title. */
export function titleInitial(title: string): string {
  return firstCharacter(title.trim()).toUpperCase();
}

export function createNaatRepository(db: Db): NaatRepository {
  const byId = db.prepare<[number], NaatRow>(`${SELECT} WHERE n.id = ?`);
  const count = db.prepare<[], number>('SELECT count(*) FROM naats').pluck();
  const countCapped = db
    .prepare<[number], number>('SELECT count(*) FROM (SELECT 1 FROM naats LIMIT ?)')
    .pluck();
  const newest = db.prepare<[number, number], NaatRow>(`${SELECT} ORDER BY n.id DESC LIMIT ? OFFSET ?`);
  const popular = db.prepare<[number, number], NaatRow>(
    `${SELECT} ORDER BY n.play_count DESC, n.id DESC LIMIT ? OFFSET ?`,
  );
  const recent = db.prepare<[number, number], NaatRow>(
    `${SELECT} ORDER BY n.created_at DESC, n.id DESC LIMIT ? OFFSET ?`,
  );
  // Search pages come in id order, newest first: FTS5 walks its index backwards by rowid and stops at
  // LIMIT, where ordering by anything else would sort every match (tens of ms at 100k naats).
  const search = {
    match: {
      count: db.prepare<[string], number>('SELECT count(*) FROM naats_fts WHERE naats_fts MATCH ?').pluck(),
      ids: db
        .prepare<[string, number, number], number>(
          'SELECT rowid FROM naats_fts WHERE naats_fts MATCH ? ORDER BY rowid DESC LIMIT ? OFFSET ?',
        )
        .pluck(),
    },
    short: {
      count: db
        .prepare<[string], number>('SELECT count(*) FROM naats_grams WHERE naats_grams MATCH ?')
        .pluck(),
      ids: db
        .prepare<[string, number, number], number>(
          'SELECT rowid FROM naats_grams WHERE naats_grams MATCH ? ORDER BY rowid DESC LIMIT ? OFFSET ?',
        )
        .pluck(),
    },
  };
  const totals = createCountCache(db);
  const byIds = db.prepare<[string], NaatRow>(
    `${SELECT} WHERE n.id IN (SELECT value FROM json_each(?)) ORDER BY n.id DESC`,
  );
  const idRange = db.prepare<[], { low: number | null; high: number | null }>(
    'SELECT min(id) AS low, max(id) AS high FROM naats',
  );
  const existingIds = db
    .prepare<[string], number>('SELECT id FROM naats WHERE id IN (SELECT value FROM json_each(?))')
    .pluck();
  const randomAll = db.prepare<[number], NaatRow>(`${SELECT} ORDER BY random() LIMIT ?`);
  const reciterCount = db
    .prepare<[number], number>('SELECT count(*) FROM naats WHERE naatkhawan_id = ?')
    .pluck();
  const reciterCountInitial = db
    .prepare<[number, string], number>('SELECT count(*) FROM naats WHERE naatkhawan_id = ? AND initial = ?')
    .pluck();
  const reciterPage = db.prepare<[number, number, number], NaatRow>(
    `${SELECT} WHERE n.naatkhawan_id = ? ORDER BY n.initial, n.title COLLATE NOCASE, n.id LIMIT ? OFFSET ?`,
  );
  const reciterPageInitial = db.prepare<[number, string, number, number], NaatRow>(
    `${SELECT} WHERE n.naatkhawan_id = ? AND n.initial = ?
     ORDER BY n.initial, n.title COLLATE NOCASE, n.id LIMIT ? OFFSET ?`,
  );
  const letters = db
    .prepare<[number], string>('SELECT DISTINCT initial FROM naats WHERE naatkhawan_id = ? ORDER BY initial')
    .pluck();
  const play = db.prepare<[number]>('UPDATE naats SET play_count = play_count + 1 WHERE id = ?');
  const reciterExists = db.prepare<[number], number>('SELECT 1 FROM naatkhawans WHERE id = ?').pluck();
  const reciterName = db.prepare<[number], string>('SELECT name FROM naatkhawans WHERE id = ?').pluck();
  const insert = db.prepare<
    [
      string,
      string | null,
      string,
      number,
      number,
      string | null,
      string | null,
      string | null,
      string | null,
      string,
      number,
      string,
    ]
  >(`INSERT INTO naats (title, urdu_title, file_path, duration, play_count, category, language, description,
       lyrics, created_at, naatkhawan_id, initial) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const updateRow = db.prepare<
    [
      string,
      string | null,
      string,
      number,
      number,
      string | null,
      string | null,
      string | null,
      string | null,
      string,
      number,
      string,
      number,
    ]
  >(`UPDATE naats SET title = ?, urdu_title = ?, file_path = ?, duration = ?, play_count = ?, category = ?,
       language = ?, description = ?, lyrics = ?, created_at = ?, naatkhawan_id = ?, initial = ? WHERE id = ?`);
  const deleteRow = db.prepare<[number]>('DELETE FROM naats WHERE id = ?');
  const byFilePath = db.prepare<[string], number>('SELECT count(*) FROM naats WHERE file_path = ?').pluck();
  const ftsDelete = db.prepare<[number]>('DELETE FROM naats_fts WHERE rowid = ?');
  const ftsInsert = db.prepare<[number, string]>('INSERT INTO naats_fts (rowid, doc) VALUES (?, ?)');
  const gramsDelete = db.prepare<[number]>('DELETE FROM naats_grams WHERE rowid = ?');
  const gramsInsert = db.prepare<[number, string]>('INSERT INTO naats_grams (rowid, grams) VALUES (?, ?)');
  const reciterNaats = db.prepare<[number], { id: number; title: string; urduTitle: string | null }>(
    'SELECT id, title, urdu_title AS urduTitle FROM naats WHERE naatkhawan_id = ?',
  );

  const getById = (id: number): Naat | null => {
    const row = byId.get(id);
    return row ? toNaat(row) : null;
  };

  const index = (id: number, title: string, urduTitle: string | null, naatKhawanId: number): void => {
    totals.bump();
    const doc = searchDocument(title, urduTitle, reciterName.get(naatKhawanId));
    ftsDelete.run(id);
    ftsInsert.run(id, doc);
    gramsDelete.run(id);
    gramsInsert.run(id, gramTokens(doc));
  };

  const requireReciter = (naatKhawanId: number): void => {
    if (reciterExists.get(naatKhawanId) === undefined) {
      throw new RepositoryError(`NaatKhawan ${naatKhawanId} does not exist`, 400);
    }
  };

  const write = (values: Required<NaatInput>) =>
    [
      // Stray spaces around a title would break sorting and the letter filter.
      values.title.trim(),
      values.urduTitle,
      values.filePath,
      values.duration,
      values.playCount,
      values.category,
      values.language,
      values.description,
      values.lyrics,
      values.createdAt,
      values.naatKhawanId,
      titleInitial(values.title),
    ] as const;

  const create = db.transaction((input: NaatInput): Naat => {
    requireReciter(input.naatKhawanId);
    const values: Required<NaatInput> = {
      urduTitle: null,
      duration: 0,
      playCount: 0,
      category: null,
      language: null,
      description: null,
      lyrics: null,
      createdAt: new Date().toISOString(),
      ...input,
    };
    const id = Number(insert.run(...write(values)).lastInsertRowid);
    index(id, values.title, values.urduTitle, values.naatKhawanId);
    return getById(id) as Naat;
  });

  const update = db.transaction((id: number, changes: Partial<NaatInput>): Naat | null => {
    const current = getById(id);
    if (!current) return null;
    const base: Required<NaatInput> = {
      title: current.title,
      urduTitle: current.urduTitle,
      filePath: current.filePath,
      duration: current.duration,
      playCount: current.playCount,
      category: current.category,
      language: current.language,
      description: current.description,
      lyrics: current.lyrics,
      createdAt: current.createdAt,
      naatKhawanId: current.naatKhawanId,
    };
    const values: Required<NaatInput> = { ...base, ...stripUndefined(changes) };
    if (values.naatKhawanId !== current.naatKhawanId) requireReciter(values.naatKhawanId);
    updateRow.run(...write(values), id);
    index(id, values.title, values.urduTitle, values.naatKhawanId);
    return getById(id);
  });

  const remove = db.transaction((id: number): Naat | null => {
    const current = getById(id);
    if (!current) return null;
    deleteRow.run(id);
    ftsDelete.run(id);
    gramsDelete.run(id);
    totals.bump();
    return current;
  });

  const reindexNaatKhawan = db.transaction((naatKhawanId: number): void => {
    for (const row of reciterNaats.all(naatKhawanId)) index(row.id, row.title, row.urduTitle, naatKhawanId);
  });

  return {
    getById,
    list(window, text) {
      const query = toFtsQuery(text ?? '');
      if (query.kind === 'none') {
        const total = totals.get('all', () => count.get() ?? 0);
        if (window.offset >= total) return { items: [], total };
        return { items: newest.all(window.limit, window.offset).map(toNaat), total };
      }
      const value = query.kind === 'match' ? query.value : gramQuery(query.text);
      if (value === null) return { items: [], total: 0 };
      const statements = search[query.kind];
      const total = totals.get(`${query.kind}:${value}`, () => statements.count.get(value) ?? 0);
      if (window.offset >= total) return { items: [], total };
      const ids = statements.ids.all(value, window.limit, window.offset);
      return { items: byIds.all(JSON.stringify(ids)).map(toNaat), total };
    },
    count: () => count.get() ?? 0,
    countAtMost: (cap) => countCapped.get(cap) ?? 0,
    popular: (window) => popular.all(window.limit, window.offset).map(toNaat),
    recent: (window) => recent.all(window.limit, window.offset).map(toNaat),
    random(limit) {
      // ORDER BY random() reads the whole table; at 100k naats, drawing ids from the id range and keeping
      // those that exist is far cheaper. Sparse id ranges (many deletions) fall back to the full shuffle.
      const { low, high } = idRange.get() ?? { low: null, high: null };
      if (low === null || high === null) return [];
      const chosen = new Set<number>();
      const span = high - low + 1;
      for (let round = 0; round < 4 && chosen.size < limit; round += 1) {
        const candidates = Array.from(
          { length: (limit - chosen.size) * 2 },
          () => low + Math.floor(Math.random() * span),
        );
        for (const id of existingIds.all(JSON.stringify(candidates))) {
          if (chosen.size < limit) chosen.add(id);
        }
      }
      if (chosen.size < Math.min(limit, count.get() ?? 0)) return randomAll.all(limit).map(toNaat);
      return [...chosen].map((id) => getById(id)).filter((n): n is Naat => n !== null);
    },
    byNaatKhawan(naatKhawanId, window, initial) {
      const total =
        (initial ? reciterCountInitial.get(naatKhawanId, initial) : reciterCount.get(naatKhawanId)) ?? 0;
      if (window.offset >= total) return { items: [], total };
      const rows = initial
        ? reciterPageInitial.all(naatKhawanId, initial, window.limit, window.offset)
        : reciterPage.all(naatKhawanId, window.limit, window.offset);
      return { items: rows.map(toNaat), total };
    },
    availableLetters: (naatKhawanId) => letters.all(naatKhawanId),
    recordPlay: (id) => play.run(id).changes > 0,
    create,
    update,
    delete: remove,
    countByFilePath: (filePath) => byFilePath.get(filePath) ?? 0,
    reindexNaatKhawan,
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
