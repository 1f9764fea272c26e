import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { RepositoryError } from '../../server/db/errors';
import { RECITER_NAAT_SORTS, reciterNaatsQuery, type ReciterNaatSort } from '../../server/db/naats';
import { ENGINES } from './engines';
import { startApp, type TestApp } from './helpers';

// The repository contract, on SQLite always and on PostgreSQL when TEST_DATABASE_URL is set.
describe.each(ENGINES)('repositories on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startApp({ seed: false, engine });
  });
  afterEach(async () => {
    await t.close();
  });

  it('create fills defaults and returns the stored naat with its reciter', async () => {
    const { naats, reciters } = t.app.repos;
    const reciter = await reciters.create({ name: 'Test Reciter', urduName: 'ٹیسٹ' });
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
    const naat = await naats.create({ title: 'Ya Nabi', filePath: '/Audio/a.mp3', naatKhawanId: reciter.id });
    expect(naat).toMatchObject({
      title: 'Ya Nabi',
      urduTitle: null,
      duration: 0,
      playCount: 0,
      naatKhawan: { id: reciter.id, name: 'Test Reciter', image: null },
    });
    expect(Date.parse(naat.createdAt)).toBeGreaterThan(0);
    expect(await naats.getById(naat.id)).toEqual(naat);
  });

  it('keeps audioCount right through create, move and delete', async () => {
    const { naats, reciters } = t.app.repos;
    const a = await reciters.create({ name: 'A' });
    const b = await reciters.create({ name: 'B' });
    const one = await naats.create({ title: 'One', filePath: '/Audio/1.mp3', naatKhawanId: a.id });
    await naats.create({ title: 'Two', filePath: '/Audio/2.mp3', naatKhawanId: a.id });
    expect((await reciters.getById(a.id))?.audioCount).toBe(2);
    expect(await naats.count()).toBe(2);
    const moved = await naats.update(one.id, { naatKhawanId: b.id });
    expect(moved?.naatKhawan.name).toBe('B');
    expect((await reciters.getById(a.id))?.audioCount).toBe(1);
    expect((await reciters.getById(b.id))?.audioCount).toBe(1);
    expect((await naats.delete(one.id))?.title).toBe('One');
    expect(await naats.getById(one.id)).toBeNull();
    expect((await reciters.getById(b.id))?.audioCount).toBe(0);
    expect(await naats.delete(one.id)).toBeNull();
    expect(await naats.count()).toBe(1);
  });

  it('update changes only the given fields and may clear nullable ones', async () => {
    const { naats, reciters } = t.app.repos;
    const reciter = await reciters.create({ name: 'R', bio: 'Bio', birthPlace: 'Lahore' });
    const naat = await naats.create({
      title: 'Title',
      urduTitle: 'عنوان',
      filePath: '/Audio/x.mp3',
      duration: 100,
      naatKhawanId: reciter.id,
      lyrics: 'بول',
    });
    const updated = await naats.update(naat.id, { duration: 200, lyrics: null });
    expect(updated).toMatchObject({ title: 'Title', urduTitle: 'عنوان', duration: 200, lyrics: null });
    expect(await naats.update(999, { title: 'x' })).toBeNull();
    expect(await reciters.update(reciter.id, { bio: null })).toMatchObject({
      bio: null,
      birthPlace: 'Lahore',
    });
    expect(await reciters.update(999, { name: 'x' })).toBeNull();
  });

  it('refuses a naat of an unknown reciter, and deleting a reciter who has naats', async () => {
    const { naats, reciters } = t.app.repos;
    await expect(naats.create({ title: 'x', filePath: '/Audio/x.mp3', naatKhawanId: 42 })).rejects.toThrow(
      RepositoryError,
    );
    const reciter = await reciters.create({ name: 'Busy' });
    const naat = await naats.create({ title: 'x', filePath: '/Audio/x.mp3', naatKhawanId: reciter.id });
    await expect(naats.update(naat.id, { naatKhawanId: 42 })).rejects.toThrow(/NaatKhawan 42 does not exist/);
    await expect(reciters.delete(reciter.id)).rejects.toThrow(/still has 1 naats/);
    await naats.delete(naat.id);
    expect((await reciters.delete(reciter.id))?.name).toBe('Busy');
    expect(await reciters.getById(reciter.id)).toBeNull();
  });

  it('uses the uppercased first letter of the title for the letter filter, titles in byte order', async () => {
    const { naats, reciters } = t.app.repos;
    const reciter = await reciters.create({ name: 'R' });
    for (const title of ['madina', ' Mustafa', 'ya nabi', 'مدینہ', 'Zikr', 'Éid']) {
      await naats.create({ title, filePath: '/Audio/x.mp3', naatKhawanId: reciter.id });
    }
    expect(await naats.availableLetters(reciter.id)).toEqual(['M', 'Y', 'Z', 'É', 'م']);
    const page = await naats.byReciter(reciter.id, { offset: 0, limit: 10 }, 'M');
    expect(page.items.map((n) => n.title)).toEqual(['madina', 'Mustafa']);
    const all = await naats.byReciter(reciter.id, { offset: 1, limit: 3 });
    expect(all).toMatchObject({ total: 6 });
    expect(all.items.map((n) => n.title)).toEqual(['Mustafa', 'ya nabi', 'Zikr']);
  });

  it("sorts a reciter's naats by title, newest or most played, ties by id, the same on every engine", async () => {
    const { naats, reciters } = t.app.repos;
    const reciter = await reciters.create({ name: 'R' });
    const other = await reciters.create({ name: 'Other' });
    const add = (title: string, createdAt: string, playCount: number, reciterId = reciter.id) =>
      naats.create({ title, filePath: '/Audio/x.mp3', createdAt, playCount, naatKhawanId: reciterId });
    await add('Beta', '2024-01-02T00:00:00.000Z', 5);
    await add('alpha', '2024-01-03T00:00:00.000Z', 5);
    await add('Gamma', '2024-01-01T00:00:00.000Z', 9);
    await add('Ahmad', '2024-01-03T00:00:00.000Z', 0);
    await add('Newest of another', '2025-01-01T00:00:00.000Z', 99, other.id);
    const titles = async (sort?: ReciterNaatSort, initial?: string, offset = 0, limit = 10) => {
      const page = await naats.byReciter(reciter.id, { offset, limit }, initial, sort);
      return { total: page.total, titles: page.items.map((n) => n.title) };
    };
    const byTitle = ['Ahmad', 'alpha', 'Beta', 'Gamma'];
    expect(await titles()).toEqual({ total: 4, titles: byTitle });
    expect(await titles('title')).toEqual({ total: 4, titles: byTitle });
    expect(await titles('newest')).toEqual({ total: 4, titles: ['Ahmad', 'alpha', 'Beta', 'Gamma'] });
    expect(await titles('popular')).toEqual({ total: 4, titles: ['Gamma', 'alpha', 'Beta', 'Ahmad'] });
    expect(await titles('newest', undefined, 1, 2)).toEqual({ total: 4, titles: ['alpha', 'Beta'] });
    expect(await titles('popular', 'A')).toEqual({ total: 2, titles: ['alpha', 'Ahmad'] });
    expect(await titles('newest', 'G')).toEqual({ total: 1, titles: ['Gamma'] });
  });

  it.each(RECITER_NAAT_SORTS)(
    "reads a page of a reciter's naats by %s off an index, without sorting",
    async (sort) => {
      const plan = await t.app.repos.transaction(async (trx) => {
        const query = reciterNaatsQuery(1, { offset: 30, limit: 15 }, undefined, sort);
        if (engine === 'sqlite') {
          const { rows } = await sql<{ detail: string }>`EXPLAIN QUERY PLAN ${query}`.execute(trx);
          return rows.map((row) => row.detail);
        }
        // The tables are empty, so the planner would rather scan them: forbid that to see the index it can use.
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${query}`.execute(trx);
        return rows.map((row) => row['QUERY PLAN']);
      });
      expect(plan.join('\n')).toMatch(/naats_reciter_/);
      expect(plan.filter((line) => /TEMP B-TREE FOR ORDER BY|\bSort\b/.test(line))).toEqual([]);
    },
  );

  it('lists reciters by name ignoring case, the same on every engine', async () => {
    const { reciters } = t.app.repos;
    for (const name of ['beta', 'Alpha', 'gamma', 'Ávila', 'alpha']) await reciters.create({ name });
    expect((await reciters.all()).map((r) => r.name)).toEqual(['Alpha', 'alpha', 'beta', 'gamma', 'Ávila']);
  });

  it('creates many naats at once, indexed for search, ids in the order given', async () => {
    const { naats, reciters } = t.app.repos;
    const a = await reciters.create({ name: 'Bulk Reciter' });
    const b = await reciters.create({ name: 'Other' });
    const titles = Array.from({ length: 1203 }, (_, i) => `Bulk Naat ${i}`);
    const ids = await naats.createMany(
      titles.map((title, i) => ({ title, filePath: '/Audio/x.mp3', naatKhawanId: i % 2 ? b.id : a.id })),
    );
    expect(ids).toHaveLength(titles.length);
    expect((await naats.getById(ids[1202] ?? 0))?.title).toBe('Bulk Naat 1202');
    expect((await reciters.getById(a.id))?.audioCount).toBe(602);
    expect((await naats.list({ offset: 0, limit: 5 }, 'bulk naat 1201')).items.map((n) => n.id)).toEqual([
      ids[1201],
    ]);
    expect((await naats.list({ offset: 0, limit: 5 }, 'bulk reciter')).total).toBe(602);
  });

  it('commits several writes of a transaction together, or none of them', async () => {
    const { naats, reciters } = t.app.repos;
    await expect(
      t.app.repos.transaction(async (trx) => {
        const reciter = await reciters.create({ name: 'Half' }, trx);
        await naats.create({ title: 'First', filePath: '/Audio/x.mp3', naatKhawanId: reciter.id }, trx);
        await naats.create({ title: 'Broken', filePath: '/Audio/x.mp3', naatKhawanId: 999 }, trx);
      }),
    ).rejects.toThrow(/NaatKhawan 999 does not exist/);
    expect(await reciters.all()).toEqual([]);
    expect((await naats.list({ offset: 0, limit: 10 }, 'first')).total).toBe(0);
  });

  it('records each migration once and keeps the data across a restart', async () => {
    const { buildApp } = await import('../../server/app');
    const first = await t.app.repos.reciters.create({ name: 'Kept' });
    await t.app.close();
    const again = await buildApp(t.config, { seed: false });
    try {
      expect((await again.repos.reciters.getById(first.id))?.name).toBe('Kept');
    } finally {
      await again.close();
    }
    // t.close() closes the already-closed app again; Fastify allows it.
  });
});

describe('upgrading an older SQLite database', () => {
  it('backfills the short-query index (migration 3) and the sort keys (migration 4)', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { openSqliteConnection } = await import('../../server/db/sqlite/driver');
    const { migrate } = await import('../../server/db/sqlite/migrations');
    const { openDatabase, SQLITE_FILE } = await import('../../server/db/database');
    const { createRepositories } = await import('../../server/db/repositories');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'naat-upgrade-'));
    const old = openSqliteConnection(path.join(dataDir, SQLITE_FILE));
    migrate(old, 2);
    old.exec(`INSERT INTO naatkhawans (id, name, created_at) VALUES (1, 'Old Reciter', '2024-01-01');
      INSERT INTO naats (id, title, file_path, created_at, naatkhawan_id, initial)
        VALUES (7, 'Qaseeda', '/Audio/x.mp3', '2024-01-01', 1, 'Q'), (8, 'ahad', '/Audio/x.mp3', '2024-01-01', 1, 'A');
      INSERT INTO naats_fts (rowid, doc) VALUES (7, 'qaseeda\nold reciter'), (8, 'ahad\nold reciter');`);
    old.close();
    const database = await openDatabase({ url: null, dataDir });
    try {
      const repos = createRepositories(database);
      // A 1–2 letter query, answered from the short-query index (rebuilt by migration 50 with folded words).
      const found = await repos.naats.list({ offset: 0, limit: 5 }, 'ah');
      expect(found.items.map((n) => n.id)).toEqual([8]);
      const page = await repos.naats.byReciter(1, { offset: 0, limit: 5 });
      expect(page.items.map((n) => n.title)).toEqual(['ahad', 'Qaseeda']);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
