import type { Db } from './connection';
import { RepositoryError } from './errors';
import type { NaatRepository } from './naats';
import { likePattern, searchDocument, toFtsQuery } from './searchQuery';
import type { NaatKhawan, NaatKhawanInput, Slice, Window } from './types';

/** Every read and write of reciters. */
export interface NaatKhawanRepository {
  getById(id: number): NaatKhawan | null;
  /** By name; `search` matches name and Urdu name. */
  list(window: Window, search?: string): Slice<NaatKhawan>;
  /** Every reciter, by name. */
  all(): NaatKhawan[];
  /** The `limit` reciters with the most naats. */
  top(limit: number): NaatKhawan[];
  create(input: NaatKhawanInput): NaatKhawan;
  /** Changes only the given fields; null when the reciter does not exist. */
  update(id: number, changes: Partial<NaatKhawanInput>): NaatKhawan | null;
  /**
   * Returns the deleted reciter, or null when it did not exist. Throws RepositoryError 409 while the
   * reciter still has naats (delete or move them first).
   */
  delete(id: number): NaatKhawan | null;
}

const SELECT = `SELECT id, name, urdu_name AS urduName, bio, birth_date AS birthDate, birth_place AS birthPlace,
  audio_count AS audioCount, image FROM naatkhawans`;
const ORDER = 'ORDER BY name COLLATE NOCASE, id';

type Row = NaatKhawan;
type Values = [string, string | null, string | null, string | null, string | null, string | null];

export function createNaatKhawanRepository(db: Db, naats: NaatRepository): NaatKhawanRepository {
  const byId = db.prepare<[number], Row>(`${SELECT} WHERE id = ?`);
  const count = db.prepare<[], number>('SELECT count(*) FROM naatkhawans').pluck();
  const page = db.prepare<[number, number], Row>(`${SELECT} ${ORDER} LIMIT ? OFFSET ?`);
  const all = db.prepare<[], Row>(`${SELECT} ${ORDER}`);
  const top = db.prepare<[number], Row>(
    `${SELECT} ORDER BY audio_count DESC, name COLLATE NOCASE, id LIMIT ?`,
  );
  // Reciters are few (hundreds), so short queries may LIKE-scan their small normalised FTS table.
  const search = {
    match: {
      count: db
        .prepare<[string], number>('SELECT count(*) FROM naatkhawans_fts WHERE naatkhawans_fts MATCH ?')
        .pluck(),
      page: db.prepare<[string, number, number], Row>(
        `${SELECT} WHERE id IN (SELECT rowid FROM naatkhawans_fts WHERE naatkhawans_fts MATCH ?) ${ORDER} LIMIT ? OFFSET ?`,
      ),
    },
    short: {
      count: db
        .prepare<[string], number>("SELECT count(*) FROM naatkhawans_fts WHERE doc LIKE ? ESCAPE '\\'")
        .pluck(),
      page: db.prepare<[string, number, number], Row>(
        `${SELECT} WHERE id IN (SELECT rowid FROM naatkhawans_fts WHERE doc LIKE ? ESCAPE '\\') ${ORDER} LIMIT ? OFFSET ?`,
      ),
    },
  };
  const insert = db.prepare<[...Values, string]>(
    `INSERT INTO naatkhawans (name, urdu_name, bio, birth_date, birth_place, image, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const updateRow = db.prepare<[...Values, number]>(
    `UPDATE naatkhawans SET name = ?, urdu_name = ?, bio = ?, birth_date = ?, birth_place = ?, image = ?
     WHERE id = ?`,
  );
  const deleteRow = db.prepare<[number]>('DELETE FROM naatkhawans WHERE id = ?');
  const ftsDelete = db.prepare<[number]>('DELETE FROM naatkhawans_fts WHERE rowid = ?');
  const ftsInsert = db.prepare<[number, string]>('INSERT INTO naatkhawans_fts (rowid, doc) VALUES (?, ?)');

  const getById = (id: number): NaatKhawan | null => byId.get(id) ?? null;
  const values = (v: Required<NaatKhawanInput>): Values => [
    v.name,
    v.urduName,
    v.bio,
    v.birthDate,
    v.birthPlace,
    v.image,
  ];
  const index = (id: number, v: Required<NaatKhawanInput>): void => {
    ftsDelete.run(id);
    ftsInsert.run(id, searchDocument(v.name, v.urduName));
  };

  const create = db.transaction((input: NaatKhawanInput): NaatKhawan => {
    const v: Required<NaatKhawanInput> = {
      urduName: null,
      bio: null,
      birthDate: null,
      birthPlace: null,
      image: null,
      ...input,
    };
    const id = Number(insert.run(...values(v), new Date().toISOString()).lastInsertRowid);
    index(id, v);
    return getById(id) as NaatKhawan;
  });

  const update = db.transaction((id: number, changes: Partial<NaatKhawanInput>): NaatKhawan | null => {
    const current = getById(id);
    if (!current) return null;
    const v: Required<NaatKhawanInput> = {
      name: changes.name ?? current.name,
      urduName: changes.urduName !== undefined ? changes.urduName : current.urduName,
      bio: changes.bio !== undefined ? changes.bio : current.bio,
      birthDate: changes.birthDate !== undefined ? changes.birthDate : current.birthDate,
      birthPlace: changes.birthPlace !== undefined ? changes.birthPlace : current.birthPlace,
      image: changes.image !== undefined ? changes.image : current.image,
    };
    updateRow.run(...values(v), id);
    index(id, v);
    // The reciter's name is part of each of their naats' search text.
    if (v.name !== current.name) naats.reindexNaatKhawan(id);
    return getById(id);
  });

  const remove = db.transaction((id: number): NaatKhawan | null => {
    const current = getById(id);
    if (!current) return null;
    if (current.audioCount > 0) {
      throw new RepositoryError(
        `NaatKhawan "${current.name}" still has ${current.audioCount} naats; delete or reassign them first`,
        409,
      );
    }
    deleteRow.run(id);
    ftsDelete.run(id);
    return current;
  });

  return {
    getById,
    list(window, text) {
      const query = toFtsQuery(text ?? '');
      if (query.kind === 'none') {
        const total = count.get() ?? 0;
        if (window.offset >= total) return { items: [], total };
        return { items: page.all(window.limit, window.offset), total };
      }
      const value = query.kind === 'match' ? query.value : likePattern(query.text);
      const statements = search[query.kind];
      const total = statements.count.get(value) ?? 0;
      if (window.offset >= total) return { items: [], total };
      return { items: statements.page.all(value, window.limit, window.offset), total };
    },
    all: () => all.all(),
    top: (limit) => top.all(limit),
    create,
    update,
    delete: remove,
  };
}
