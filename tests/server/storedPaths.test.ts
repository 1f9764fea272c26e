import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { SQLITE_FILE } from '../../server/db/database';
import { openSqliteConnection } from '../../server/db/sqlite/driver';
import { NAAT_FORM_MESSAGES } from '../../server/routes/adminNaatInput';
import { normalisedFilePath } from '../../server/storage/audioStore';
import { audioDir } from '../../server/storage/openAudioStore';
import { multipart } from './adminTestKit';
import { ENGINES } from './engines';
import { bearer, expectFail, login, startApp, type TestApp } from './helpers';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe('normalisedFilePath', () => {
  it('decodes store paths to one spelling, keeps URLs, refuses what is not a plain name', () => {
    expect(normalisedFilePath('/Audio/%64emo-clip-2.mp3')).toBe('/Audio/demo-clip-2.mp3');
    expect(normalisedFilePath('/Audio/demo-clip-2.mp3')).toBe('/Audio/demo-clip-2.mp3');
    expect(normalisedFilePath('https://example.com/a%20b.mp3')).toBe('https://example.com/a%20b.mp3');
    expect(normalisedFilePath('/Audio/%2e%2e%2fnaat-stream.sqlite')).toBeNull();
    expect(normalisedFilePath('/Audio/%E0%A4%A')).toBeNull();
    expect(normalisedFilePath('/Audio/.tmp-x')).toBeNull();
  });
});

describe.each(ENGINES)('stored audio paths on %s', (engine) => {
  const addByPath = async (app: TestApp, token: string, filePath: string) => {
    const body = multipart({ title: 'Alias', naatKhawanId: '1', uploadType: 'url', filePath });
    return app.app.inject({
      method: 'POST',
      url: '/api/admin/audios',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
  };

  it('an encoded alias of a shared file is stored in its one spelling, and deleting it keeps the file', async () => {
    t = await startApp({ engine });
    const token = await login(t.app);
    const created = await addByPath(t, token, '/Audio/%64emo-clip-2.mp3');
    expect(created.statusCode).toBe(201);
    const naat = created.json<{ data: { id: number; filePath: string } }>().data;
    expect(naat.filePath).toBe('/Audio/demo-clip-2.mp3');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/audios/${naat.id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    expect(existsSync(path.join(audioDir(t.config), 'demo-clip-2.mp3'))).toBe(true);
    expect((await t.app.inject({ url: '/Audio/demo-clip-2.mp3' })).statusCode).toBe(200);
  });

  it('refuses a store path that is not a plain file name once decoded', async () => {
    t = await startApp({ engine, seed: false });
    const token = await login(t.app);
    await t.app.repos.reciters.create({ name: 'Reciter' });
    expectFail(
      await addByPath(t, token, '/Audio/%2e%2e%2fnaat-stream.sqlite'),
      400,
      NAAT_FORM_MESSAGES.httpUrl,
    );
  });

  it('migration 10 normalises the rows stored before it', async () => {
    t = await startApp({ engine });
    const first = await t.app.repos.naats.getById(1);
    if (!first) throw new Error('no demo naat');
    const old = await t.app.repos.naats.create({
      title: 'Old alias',
      filePath: first.filePath.replace('/Audio/d', '/Audio/%64'),
      naatKhawanId: first.naatKhawanId,
    });
    expect(old.filePath).toMatch(/^\/Audio\/%64/);
    await t.app.close();
    // As if the database came from before migration 10.
    if (engine === 'sqlite') {
      const raw = openSqliteConnection(path.join(t.config.dataDir, SQLITE_FILE));
      raw.prepare('DELETE FROM migrations WHERE version = 10').run();
      raw.close();
    } else {
      const client = new pg.Client({ connectionString: t.config.databaseUrl ?? '' });
      await client.connect();
      await client.query('DELETE FROM migrations WHERE version = 10');
      await client.end();
    }
    const reopened = await buildApp(t.config, { seed: false });
    t.app = reopened;
    expect((await reopened.repos.naats.getById(old.id))?.filePath).toBe(first.filePath);
  });
});
