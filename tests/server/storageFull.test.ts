import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_FULL } from '../../server/http/errors';
import { makeMp3 } from './adminAudioFixtures';
import { multipart, testAdminConfig } from './adminTestKit';
import { bearer, expectFail, login, startApp, type TestApp } from './helpers';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

const full = (code: string) => Object.assign(new Error(`${code}: no space left`), { code });

const upload = (app: TestApp, token: string) => {
  const body = multipart(
    { title: 'Full Disk', naatKhawanId: '1', uploadType: 'file' },
    { field: 'audioFile', name: 'f.mp3', type: 'audio/mpeg', data: makeMp3(2) },
  );
  return app.app.inject({
    method: 'POST',
    url: '/api/admin/audios',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};

describe('a full disk', () => {
  it.each(['ENOSPC', 'SQLITE_FULL'])(
    'an upload refused with %s answers 507 with a clear sentence and leaves no file',
    async (code) => {
      t = await startApp({ config: { admin: testAdminConfig({ uploadMaxBytes: 400_000 }) } });
      const token = await login(t.app);
      const before = readdirSync(path.join(t.config.dataDir, 'audio')).sort();
      // The error injected where the disk would refuse: the audio store for files, the naat row for SQLite.
      if (code === 'ENOSPC') t.app.audioStore.put = () => Promise.reject(full(code));
      else t.app.repos.naats.create = () => Promise.reject(full(code));
      expectFail(await upload(t, token), 507, STORAGE_FULL);
      expect(readdirSync(path.join(t.config.dataDir, 'audio')).sort()).toEqual(before);
      const tmp = path.join(t.config.dataDir, 'tmp');
      expect(existsSync(tmp) ? readdirSync(tmp).filter((name) => name.startsWith('.tmp-')) : []).toEqual([]);
      // Reads and login still work.
      expect((await t.app.inject({ url: '/api/audios?limit=1' })).statusCode).toBe(200);
      await login(t.app);
    },
  );
});
