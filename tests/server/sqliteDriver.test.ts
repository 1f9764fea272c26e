/**
 * The SQLite driver layer (server/db/sqlite/driver.ts): which driver each Node line gets, and that every
 * driver this Node can run answers the project's calls the same way (rows, plucked values, errors named as
 * better-sqlite3 names them, locks, read-only and must-exist opens, transactions). On Node 22 both drivers run
 * side by side; Node 20 has only better-sqlite3, and on Node 24 only node:sqlite is ever loaded.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openBetterSqlite } from '../../server/db/sqlite/betterSqlite';
import {
  immediateTransaction,
  sqliteDriver,
  type OpenSqlite,
  type SqliteDriverName,
} from '../../server/db/sqlite/driver';
import { nodeSqlite } from '../../server/db/sqlite/nodeSqlite';
import { resultCodeName } from '../../server/db/sqlite/resultCodes';

const major = Number(process.versions.node.split('.')[0]);
const folder = mkdtempSync(path.join(tmpdir(), 'naat-sqlite-driver-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const drivers: [SqliteDriverName, OpenSqlite][] = [];
const builtin = nodeSqlite();
if (builtin) drivers.push(['node:sqlite', builtin]);
// better-sqlite3 12's statements abort Node 24 when collected: it is never loaded there.
if (major < 24) drivers.push(['better-sqlite3', openBetterSqlite]);

/** The error `work` throws, to look at its code. */
function thrown(work: () => unknown): { code?: unknown; message: string } {
  try {
    work();
  } catch (error) {
    return error as { code?: unknown; message: string };
  }
  throw new Error('expected an error');
}

describe('the driver of this Node', () => {
  it('is node:sqlite on Node 24 and later, better-sqlite3 on Node 20 and 22', () => {
    expect(sqliteDriver).toBe(major >= 24 ? 'node:sqlite' : 'better-sqlite3');
  });

  it('survives its statements being collected in the background (no native abort)', () => {
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'fixtures', 'statementChurn.ts')],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(child.stderr).not.toMatch(/Assertion failed|Native stack trace/);
    expect(child.signal).toBeNull();
    expect(child.status).toBe(0);
    expect(child.stdout).toBe(`${sqliteDriver}: 30000 statements collected\n`);
  }, 70_000);

  it('names SQLite result codes as better-sqlite3 does', () => {
    expect(resultCodeName(5)).toBe('SQLITE_BUSY');
    expect(resultCodeName(13)).toBe('SQLITE_FULL');
    expect(resultCodeName(2067)).toBe('SQLITE_CONSTRAINT_UNIQUE');
    expect(resultCodeName(787)).toBe('SQLITE_CONSTRAINT_FOREIGNKEY');
    expect(resultCodeName(778)).toBe('SQLITE_IOERR_WRITE');
    expect(resultCodeName(517)).toBe('SQLITE_BUSY_SNAPSHOT');
    expect(resultCodeName(999)).toBe('UNKNOWN_SQLITE_ERROR_999');
  });
});

describe.each(drivers)('%s', (name, open) => {
  const file = (base: string) => path.join(folder, `${name.replace(':', '-')}-${base}.sqlite`);

  it('answers rows, plucked values and run results, with values in order or as one array', () => {
    const db = open(file('rows'));
    try {
      db.exec(`CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
        INSERT INTO t (name) VALUES ('a'), ('b'), ('c');`);
      const insert = db.prepare<[string]>('INSERT INTO t (name) VALUES (?)');
      expect(insert.reader).toBe(false);
      expect(insert.run('d')).toEqual({ changes: 1, lastInsertRowid: 4 });
      const byRange = db.prepare<[number, number], { id: number; name: string }>(
        'SELECT id, name FROM t WHERE id BETWEEN ? AND ? ORDER BY id',
      );
      expect(byRange.reader).toBe(true);
      expect(byRange.all(2, 3).map((row) => ({ ...row }))).toEqual([
        { id: 2, name: 'b' },
        { id: 3, name: 'c' },
      ]);
      // Kysely passes its values as one array.
      const asKysely = db.prepare('SELECT id FROM t WHERE id BETWEEN ? AND ?');
      expect(asKysely.all([1, 2])).toHaveLength(2);
      const touch = db.prepare('UPDATE t SET name = name WHERE id BETWEEN ? AND ?');
      expect(touch.run([1, 2])).toMatchObject({ changes: 2 });
      expect({ ...byRange.get(4, 4) }).toEqual({ id: 4, name: 'd' });
      expect(byRange.get(9, 9)).toBeUndefined();
      expect([...byRange.iterate(1, 2)].map((row) => row.name)).toEqual(['a', 'b']);
      const names = db.prepare<[], string>('SELECT name FROM t ORDER BY id').pluck();
      expect(names.all()).toEqual(['a', 'b', 'c', 'd']);
      expect(names.get()).toBe('a');
      expect([...names.iterate()]).toEqual(['a', 'b', 'c', 'd']);
      const returning = db.prepare<[string], { id: number }>('INSERT INTO t (name) VALUES (?) RETURNING id');
      expect(returning.reader).toBe(true);
      expect(returning.all('e').map((row) => row.id)).toEqual([5]);
      expect(db.pragma('user_version', { simple: true })).toBe(0);
      expect(db.pragma('table_info(t)')).toHaveLength(2);
    } finally {
      db.close();
      db.close();
    }
  });

  it('names errors by their SQLite code, with foreign keys on and double-quoted strings refused', () => {
    const db = open(file('errors'));
    try {
      db.exec(`CREATE TABLE k (id INTEGER PRIMARY KEY, name TEXT UNIQUE);
        CREATE TABLE n (id INTEGER PRIMARY KEY, k_id INTEGER NOT NULL REFERENCES k (id));
        INSERT INTO k (id, name) VALUES (1, 'x');`);
      expect(thrown(() => db.exec("INSERT INTO k (name) VALUES ('x')"))).toMatchObject({
        code: 'SQLITE_CONSTRAINT_UNIQUE',
        message: 'UNIQUE constraint failed: k.name',
      });
      expect(thrown(() => db.prepare('INSERT INTO n (k_id) VALUES (?)').run(7)).code).toBe(
        'SQLITE_CONSTRAINT_FOREIGNKEY',
      );
      expect(thrown(() => db.prepare('SELECT * FROM missing')).code).toBe('SQLITE_ERROR');
      expect(thrown(() => db.prepare('SELECT "no such column" FROM k')).code).toBe('SQLITE_ERROR');
    } finally {
      db.close();
    }
  });

  it('waits for a lock up to its timeout and then answers SQLITE_BUSY', () => {
    const holder = open(file('locks'));
    holder.pragma('locking_mode = EXCLUSIVE');
    holder.exec('BEGIN EXCLUSIVE');
    const other = open(file('locks'), { fileMustExist: true, timeout: 0 });
    try {
      expect(thrown(() => other.exec('BEGIN EXCLUSIVE')).code).toBe('SQLITE_BUSY');
    } finally {
      other.close();
      holder.close();
    }
    // Once the holder is gone, the lock can be taken.
    const after = open(file('locks'), { fileMustExist: true, timeout: 0 });
    after.exec('BEGIN EXCLUSIVE');
    after.close();
  });

  it('does not create a file that must exist, and refuses writes to one opened read-only', () => {
    const missing = file('missing');
    expect(thrown(() => open(missing, { fileMustExist: true })).code).toBe('SQLITE_CANTOPEN');
    expect(existsSync(missing)).toBe(false);
    const writer = open(file('readonly'));
    writer.exec('CREATE TABLE t (x); INSERT INTO t VALUES (1);');
    writer.close();
    const reader = open(file('readonly'), { readonly: true });
    try {
      expect(reader.prepare('SELECT x FROM t').pluck().get()).toBe(1);
      expect(thrown(() => reader.exec('INSERT INTO t VALUES (2)')).code).toBe('SQLITE_READONLY');
    } finally {
      reader.close();
    }
  });

  it('commits an immediate transaction, and rolls it back when its work throws', () => {
    const db = open(file('transactions'));
    try {
      db.exec('CREATE TABLE t (x)');
      const count = db.prepare<[], number>('SELECT count(*) FROM t').pluck();
      immediateTransaction(db, () => {
        expect(db.inTransaction).toBe(true);
        db.exec('INSERT INTO t VALUES (1)');
      });
      expect(db.inTransaction).toBe(false);
      expect(() =>
        immediateTransaction(db, () => {
          db.exec('INSERT INTO t VALUES (2)');
          throw new Error('changed my mind');
        }),
      ).toThrow('changed my mind');
      expect(db.inTransaction).toBe(false);
      expect(count.get()).toBe(1);
    } finally {
      db.close();
    }
  });
});
