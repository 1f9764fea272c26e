import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, SQLITE_FILE } from '../../server/db/database';
import { createRepositories } from '../../server/db/repositories';
import { openSqliteConnection } from '../../server/db/sqlite/driver';
import { migrate } from '../../server/db/sqlite/migrations';
import { makeMp3 } from './adminAudioFixtures';
import { multipart, testAdminConfig } from './adminTestKit';
import { ENGINES } from './engines';
import { bearer, expectFail, login, startApp, type TestApp } from './helpers';

describe.each(ENGINES)('ids are never given twice (%s)', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startApp({ engine, seed: false, config: { admin: testAdminConfig() } });
    token = await login(t.app);
  });
  afterAll(() => t.close());

  const createReciter = async (name: string): Promise<number> => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/naatkhawans',
      headers: bearer(token),
      payload: { name },
    });
    expect(answer.statusCode).toBe(201);
    return answer.json<{ data: { id: number } }>().data.id;
  };
  const createNaat = async (title: string, reciterId: number, seconds: number): Promise<number> => {
    const body = multipart(
      { title, naatKhawanId: String(reciterId), uploadType: 'file' },
      { field: 'audioFile', name: 'clip.mp3', type: 'audio/mpeg', data: makeMp3(seconds) },
    );
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/audios',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(answer.statusCode).toBe(201);
    return answer.json<{ data: { id: number } }>().data.id;
  };
  const remove = async (url: string) => {
    const answer = await t.app.inject({ method: 'DELETE', url, headers: bearer(token) });
    expect(answer.statusCode).toBe(200);
  };

  it('a reciter made after the newest one was deleted gets a new id', async () => {
    const first = await createReciter('Deleted Reciter');
    await remove(`/api/admin/naatkhawans/${first}`);
    const second = await createReciter('Next Reciter');
    expect(second).toBeGreaterThan(first);
    expectFail(await t.app.inject(`/api/naatkhawans/${first}`), 404, /./);
  });

  it('a naat made after the newest one was deleted gets a new id, so its old link finds nothing', async () => {
    const reciter = await createReciter('Reciter With Naats');
    const first = await createNaat('Deleted Naat', reciter, 1);
    await remove(`/api/admin/audios/${first}`);
    const second = await createNaat('Next Naat', reciter, 2);
    expect(second).toBeGreaterThan(first);
    expectFail(await t.app.inject(`/api/audios/${first}`), 404, /./);
  });
});

describe('upgrading a SQLite database to ids that are never reused', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'naat-ids-upgrade-'));
    const old = openSqliteConnection(path.join(dataDir, SQLITE_FILE));
    migrate(old, 170);
    old.exec(`
      INSERT INTO naatkhawans (id, name, name_key, audio_count, created_at, updated_at)
        VALUES (3, 'Reciter Three', 'reciter three', 0, '2024-01-01', '2024-01-01'),
               (9, 'Reciter Nine', 'reciter nine', 0, '2024-01-01', '2024-01-01');
      INSERT INTO naats (id, title, title_key, file_path, created_at, updated_at, naatkhawan_id, initial)
        VALUES (4, 'Four', 'four', '/Audio/a.mp3', '2024-01-01', '2024-01-01', 3, 'F'),
               (12, 'Twelve', 'twelve', '/Audio/b.mp3', '2024-01-01', '2024-01-01', 9, 'T');
      INSERT INTO naat_lyrics (naat_id, lines, updated_at) VALUES (12, '[]', '2024-01-01');
      INSERT INTO catalogue_imports (source_key, stored_name, source, naat_id, created_at)
        VALUES ('k', 'b.mp3', 'folder', 12, '2024-01-01');
      -- Naat 20 was deleted before the upgrade; the search's removal log remembers it.
      INSERT INTO search_removals (naat_id, stamp) VALUES (20, 1);
    `);
    old.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every row, id and reference, and gives new rows ids above every one used', async () => {
    const database = await openDatabase({ url: null, dataDir });
    try {
      const repos = createRepositories(database);
      expect((await repos.naats.getById(4))?.title).toBe('Four');
      expect((await repos.naats.getById(12))?.naatKhawanId).toBe(9);
      const reciter = await repos.reciters.getById(9);
      expect(reciter?.name).toBe('Reciter Nine');
      // The count triggers came back with the table.
      expect(reciter?.audioCount).toBe(1);
      const made = await repos.naats.create({
        title: 'After the upgrade',
        filePath: '/Audio/c.mp3',
        duration: 1,
        naatKhawanId: 9,
      });
      expect(made.id).toBe(21);
      expect((await repos.reciters.getById(9))?.audioCount).toBe(2);
      const newReciter = await repos.reciters.create({ name: 'New Reciter' });
      expect(newReciter.id).toBe(10);

      const raw = openSqliteConnection(path.join(dataDir, SQLITE_FILE));
      try {
        // The rows that refer to naat 12 are still there, and the references are still enforced.
        expect(raw.prepare('SELECT naat_id FROM naat_lyrics').pluck().all()).toEqual([12]);
        expect(raw.prepare('SELECT naat_id FROM catalogue_imports').pluck().all()).toEqual([12]);
        expect(raw.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
        const schema = raw
          .prepare<[], string>("SELECT sql FROM sqlite_schema WHERE name IN ('naats', 'naatkhawans')")
          .pluck()
          .all();
        for (const sql of schema) expect(sql).toContain('AUTOINCREMENT');
      } finally {
        raw.close();
      }
      await expect(repos.reciters.delete(9)).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});
