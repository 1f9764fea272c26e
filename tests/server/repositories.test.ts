import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RepositoryError } from '../../server/db/errors';
import { startApp, type TestApp } from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await startApp({ seed: false });
});
afterEach(async () => {
  await t.close();
});

describe('naat and reciter repositories', () => {
  it('create fills defaults and returns the stored naat with its reciter', () => {
    const { naats, naatKhawans } = t.app.repos;
    const reciter = naatKhawans.create({ name: 'Test Reciter', urduName: 'ٹیسٹ' });
    expect(reciter).toEqual({
      id: reciter.id,
      name: 'Test Reciter',
      urduName: 'ٹیسٹ',
      bio: null,
      birthDate: null,
      birthPlace: null,
      audioCount: 0,
      image: null,
    });
    const naat = naats.create({ title: 'Ya Nabi', filePath: '/Audio/a.mp3', naatKhawanId: reciter.id });
    expect(naat).toMatchObject({
      title: 'Ya Nabi',
      urduTitle: null,
      duration: 0,
      playCount: 0,
      naatKhawan: { id: reciter.id, name: 'Test Reciter', image: null },
    });
    expect(Date.parse(naat.createdAt)).toBeGreaterThan(0);
    expect(naats.getById(naat.id)).toEqual(naat);
  });

  it('keeps audioCount right through create, move and delete', () => {
    const { naats, naatKhawans } = t.app.repos;
    const a = naatKhawans.create({ name: 'A' });
    const b = naatKhawans.create({ name: 'B' });
    const one = naats.create({ title: 'One', filePath: '/Audio/1.mp3', naatKhawanId: a.id });
    naats.create({ title: 'Two', filePath: '/Audio/2.mp3', naatKhawanId: a.id });
    expect(naatKhawans.getById(a.id)?.audioCount).toBe(2);
    const moved = naats.update(one.id, { naatKhawanId: b.id });
    expect(moved?.naatKhawan.name).toBe('B');
    expect(naatKhawans.getById(a.id)?.audioCount).toBe(1);
    expect(naatKhawans.getById(b.id)?.audioCount).toBe(1);
    expect(naats.delete(one.id)?.title).toBe('One');
    expect(naats.getById(one.id)).toBeNull();
    expect(naatKhawans.getById(b.id)?.audioCount).toBe(0);
    expect(naats.delete(one.id)).toBeNull();
  });

  it('update changes only the given fields and may clear nullable ones', () => {
    const { naats, naatKhawans } = t.app.repos;
    const reciter = naatKhawans.create({ name: 'R', bio: 'Bio', birthPlace: 'Lahore' });
    const naat = naats.create({
      title: 'Title',
      urduTitle: 'عنوان',
      filePath: '/Audio/x.mp3',
      duration: 100,
      naatKhawanId: reciter.id,
      lyrics: 'بول',
    });
    const updated = naats.update(naat.id, { duration: 200, lyrics: null });
    expect(updated).toMatchObject({ title: 'Title', urduTitle: 'عنوان', duration: 200, lyrics: null });
    expect(naats.update(999, { title: 'x' })).toBeNull();
    expect(naatKhawans.update(reciter.id, { bio: null })).toMatchObject({ bio: null, birthPlace: 'Lahore' });
    expect(naatKhawans.update(999, { name: 'x' })).toBeNull();
  });

  it('refuses a naat of an unknown reciter, and deleting a reciter who has naats', () => {
    const { naats, naatKhawans } = t.app.repos;
    expect(() => naats.create({ title: 'x', filePath: '/Audio/x.mp3', naatKhawanId: 42 })).toThrow(
      RepositoryError,
    );
    const reciter = naatKhawans.create({ name: 'Busy' });
    const naat = naats.create({ title: 'x', filePath: '/Audio/x.mp3', naatKhawanId: reciter.id });
    expect(() => naats.update(naat.id, { naatKhawanId: 42 })).toThrow(/NaatKhawan 42 does not exist/);
    expect(() => naatKhawans.delete(reciter.id)).toThrow(/still has 1 naats/);
    naats.delete(naat.id);
    expect(naatKhawans.delete(reciter.id)?.name).toBe('Busy');
    expect(naatKhawans.getById(reciter.id)).toBeNull();
  });

  it('uses the uppercased first letter of the title for the letter filter', () => {
    const { naats, naatKhawans } = t.app.repos;
    const reciter = naatKhawans.create({ name: 'R' });
    for (const title of ['madina', ' Mustafa', 'ya nabi', 'مدینہ']) {
      naats.create({ title, filePath: '/Audio/x.mp3', naatKhawanId: reciter.id });
    }
    expect(naats.availableLetters(reciter.id)).toEqual(['M', 'Y', 'م']);
    expect(naats.byNaatKhawan(reciter.id, { offset: 0, limit: 10 }, 'M').items.map((n) => n.title)).toEqual([
      'madina',
      'Mustafa',
    ]);
  });
});

describe('migrations', () => {
  it('records each version once and survives a restart on the same DATA_DIR', async () => {
    const { buildApp } = await import('../../server/app');
    const first = t.app.repos.naatKhawans.create({ name: 'Kept' });
    await t.app.close();
    const again = await buildApp(t.config, { seed: false });
    try {
      expect(again.repos.naatKhawans.getById(first.id)?.name).toBe('Kept');
    } finally {
      await again.close();
    }
    // t.close() closes the already-closed app again; Fastify allows it.
  });
});

describe('upgrading an older database', () => {
  it('backfills the short-query index when migration 3 runs on existing naats', async () => {
    const Database = (await import('better-sqlite3')).default;
    const { migrate } = await import('../../server/db/migrations');
    const { createRepositories } = await import('../../server/db/repositories');
    const db = new Database(':memory:');
    try {
      migrate(db, 2);
      db.exec(`INSERT INTO naatkhawans (id, name, created_at) VALUES (1, 'Old Reciter', '2024-01-01');
        INSERT INTO naats (id, title, file_path, created_at, naatkhawan_id, initial)
          VALUES (7, 'Qaseeda', '/Audio/x.mp3', '2024-01-01', 1, 'Q');
        INSERT INTO naats_fts (rowid, doc) VALUES (7, 'qaseeda\nold reciter');`);
      migrate(db);
      const versions = db.prepare('SELECT version FROM migrations ORDER BY version').pluck().all();
      expect(versions).toEqual([1, 2, 3]);
      const found = createRepositories(db).naats.list({ offset: 0, limit: 5 }, 'qa');
      expect(found.items.map((n) => n.id)).toEqual([7]);
    } finally {
      db.close();
    }
  });
});
