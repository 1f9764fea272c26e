/**
 * A real full disk: DATA_DIR on a 12 MiB tmpfs filled to the last byte (CI runs as root, which may mount
 * one; elsewhere the file is skipped, saying so). SQLite itself then cannot write: the WAL is emptied first,
 * so the login's rows need new space, as after a restart. The disk reserve (server/storage/diskReserve.ts)
 * must keep login, reads and deletes working, refuse uploads under the floor, and come back with the space.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE } from '../../server/db/database';
import { openSqliteConnection } from '../../server/db/sqlite/driver';
import { STORAGE_FULL } from '../../server/http/errors';
import { RESERVE_FILE } from '../../server/storage/diskReserve';
import { makeMp3 } from './adminAudioFixtures';
import { multipart, testAdminConfig } from './adminTestKit';
import { bearer, expectFail, login, startApp, type TestApp } from './helpers';

const MIB = 1024 * 1024;
const isRoot = process.getuid?.() === 0;
let mount = '';

beforeAll(() => {
  if (!isRoot) return;
  mount = mkdtempSync(path.join(tmpdir(), 'naat-full-disk-'));
  const result = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=12m', 'tmpfs', mount], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`Could not mount a tmpfs at ${mount}: ${result.stderr}`);
});
afterAll(() => {
  if (!mount) return;
  spawnSync('umount', ['-l', mount]);
  rmSync(mount, { recursive: true, force: true });
});

/** Writes a file until the disk refuses another byte; answers its path. */
function fillDisk(folder: string): string {
  const file = path.join(folder, 'filler');
  const fd = openSync(file, 'w');
  try {
    for (const size of [256 * 1024, 4096, 512, 1]) {
      const chunk = Buffer.alloc(size, 0x5a);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
  return file;
}

const upload = (t: TestApp, token: string, seconds: number) => {
  const body = multipart(
    { title: `Full Disk ${seconds}`, naatKhawanId: '1', uploadType: 'file' },
    { field: 'audioFile', name: 'f.mp3', type: 'audio/mpeg', data: makeMp3(seconds) },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/audios',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};

describe.skipIf(!isRoot)('a really full disk (needs root to mount a tmpfs)', () => {
  it('keeps login, reads and deletes working, refuses uploads, and recovers when space returns', async () => {
    const t = await startApp({
      config: { dataDir: mount, diskReserveBytes: MIB, admin: testAdminConfig({ uploadMaxBytes: 400_000 }) },
    });
    try {
      const reserve = path.join(mount, RESERVE_FILE);
      expect(statSync(reserve).size).toBe(MIB);
      const first = await login(t.app);

      // Another connection empties the WAL, so the next write must grow it; then the disk fills up.
      const other = openSqliteConnection(path.join(mount, SQLITE_FILE));
      other.pragma('wal_checkpoint(TRUNCATE)');
      other.close();
      const filler = fillDisk(mount);

      // Login writes its reservation and session row: it works, in the room the reserve gave back.
      const token = await login(t.app);
      expect(existsSync(reserve)).toBe(false);
      const list = await t.app.inject({ url: '/api/audios?limit=2' });
      expect(list.statusCode).toBe(200);
      const naats = list.json<{ data: { data: { id: number }[] } }>().data.data;
      const victim = naats[0];
      if (!victim) throw new Error('the demo catalogue is empty');
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/audios/${victim.id}`,
        headers: bearer(token),
      });
      expect(removed.statusCode).toBe(200);
      expect((await t.app.inject({ url: `/api/audios/${victim.id}` })).statusCode).toBe(404);
      // Logging out the earlier session is a write too.
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(first) })).statusCode,
      ).toBe(204);
      // An upload would eat that room: refused before a byte is stored.
      expectFail(await upload(t, token, 2), 507, STORAGE_FULL);

      // Space comes back: uploads work again and the reserve is written again.
      rmSync(filler);
      expect((await upload(t, token, 3)).statusCode).toBe(201);
      expect(statSync(reserve).size).toBe(MIB);
    } finally {
      await t.close();
    }
  });
});
