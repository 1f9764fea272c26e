/**
 * A real full disk: DATA_DIR on a 12 MiB tmpfs filled to the last byte (CI runs as root, which may mount
 * one; where mounting is not permitted the file is skipped, saying so). SQLite itself then cannot write: the WAL is emptied first,
 * so the login's rows need new space, as after a restart. The disk reserve (server/storage/diskReserve.ts)
 * must keep login, reads and deletes working, refuse uploads under the floor, and come back with the space.
 */
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  statfsSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE } from '../../server/db/database';
import { openSqliteConnection } from '../../server/db/sqlite/driver';
import { STORAGE_FULL } from '../../server/http/errors';
import { RESERVE_FILE } from '../../server/storage/diskReserve';
import { startIngestWorker } from '../../server/audio/ingestWorker';
import { makeMp3 } from './adminAudioFixtures';
import { multipart, testAdminConfig } from './adminTestKit';
import { bearer, expectFail, login, startApp, type TestApp } from './helpers';

const MIB = 1024 * 1024;

/** Mounts a tmpfs of `size` on a new folder; null when this machine does not let us (not root, a container). */
function mountTmpfs(size: string): string | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'naat-full-disk-'));
  const result = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], {
    encoding: 'utf8',
  });
  if (result.status === 0) return dir;
  rmSync(dir, { recursive: true, force: true });
  return null;
}
const mounts: string[] = [];
function tmpfs(size: string): string {
  const dir = mountTmpfs(size);
  if (dir === null) throw new Error('mount refused');
  mounts.push(dir);
  return dir;
}
// Whether a tmpfs can be mounted here at all (CI runs as root and can); asked once, before the tests are listed.
const probe = process.getuid?.() === 0 ? mountTmpfs('1m') : null;
if (probe !== null) {
  spawnSync('umount', ['-l', probe]);
  rmSync(probe, { recursive: true, force: true });
}
const canMount = probe !== null;
const SKIP_REASON = 'a real full disk needs a tmpfs, and mounting one is not permitted here (run as root)';
if (!canMount) console.warn(`fullDisk.test.ts skipped: ${SKIP_REASON}`);

afterAll(() => {
  for (const dir of mounts) {
    spawnSync('umount', ['-l', dir]);
    rmSync(dir, { recursive: true, force: true });
  }
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

const upload = (t: TestApp, token: string, seconds: number, reciterId = 1) => {
  const body = multipart(
    { title: `Full Disk ${seconds}`, naatKhawanId: String(reciterId), uploadType: 'file' },
    { field: 'audioFile', name: 'f.mp3', type: 'audio/mpeg', data: makeMp3(seconds) },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/audios',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};

describe.skipIf(!canMount)('a really full disk (needs a tmpfs mount)', () => {
  it('keeps login, reads and deletes working, refuses uploads, and recovers when space returns', async () => {
    const mount = tmpfs('12m');
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

/** A filler that leaves `keep` bytes free (as statfs counts them) on the disk of `folder`. */
function fillDiskLeaving(folder: string, keep: number): string {
  const file = path.join(folder, 'filler-leaving');
  const info = statfsSync(folder);
  writeFileSync(file, Buffer.alloc(Math.max(0, info.bavail * info.bsize - keep), 0x5a));
  return file;
}

const tusHeaders = { 'tus-resumable': '1.0.0' };

describe.skipIf(!canMount)('every writer asks the disk policy first (needs a tmpfs mount)', () => {
  it('refuses a tus PATCH and a rendition it has no room for, records why, and serves cards or the icon', async () => {
    const mount = tmpfs('16m');
    const t = await startApp({
      seed: false,
      config: { dataDir: mount, diskReserveBytes: MIB, admin: testAdminConfig({ uploadMaxBytes: 400_000 }) },
    });
    try {
      const reciter = await t.app.repos.reciters.create({ name: 'Qari' });
      const other = await t.app.repos.naats.create({
        title: 'Elsewhere',
        naatKhawanId: reciter.id,
        filePath: 'https://audio.example.org/elsewhere.mp3',
        duration: 60,
      });
      const token = await login(t.app);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      const auth = { ...tusHeaders, ...bearer(token) };
      // A minute of audio: its AAC rendition is expected to need about 650 KB.
      const long = await upload(t, token, 60, reciter.id);
      expect(long.statusCode).toBe(201);
      const longPath = long.json<{ data: { filePath: string } }>().data.filePath;
      const [cached, uncached] = [long.json<{ data: { id: number } }>().data.id, other.id];
      const card = await t.app.inject({ url: `/og/naat/${cached}.png` });
      expect(card.statusCode).toBe(200);
      // A bulk upload begun while there was room: half of it is in.
      const file = makeMp3(40);
      const half = Math.floor(file.length / 2);
      const created = await fetch(`${base}/api/admin/uploads`, {
        method: 'POST',
        headers: {
          ...auth,
          'upload-length': String(file.length),
          'upload-metadata': `title ${Buffer.from('Tus Full').toString('base64')},reciter ${Buffer.from('Qari').toString('base64')}`,
        },
      });
      expect(created.status).toBe(201);
      const location = new URL(created.headers.get('location') ?? '', base);
      const patch = (offset: number, bytes: Buffer) =>
        fetch(location, {
          method: 'PATCH',
          headers: {
            ...auth,
            'content-type': 'application/offset+octet-stream',
            'upload-offset': String(offset),
          },
          body: new Uint8Array(bytes),
        });
      expect((await patch(0, file.subarray(0, half))).status).toBe(204);

      // 150 KB beyond the floor: less than the rest of the upload and its checked copy, or a rendition.
      const filler = fillDiskLeaving(mount, 2 * MIB + 150 * 1024);

      const refused = await patch(half, file.subarray(half));
      expect(refused.status).toBe(507);
      expect(refused.headers.get('content-type')).toContain('application/json');
      expect(((await refused.json()) as { error: string }).error).toBe(STORAGE_FULL);
      const offset = await fetch(location, { method: 'HEAD', headers: auth });
      expect(offset.headers.get('upload-offset')).toBe(String(half));

      // The data-saver job: refused before ffmpeg writes a byte, the reason recorded, no scratch file left.
      const ffmpeg = t.app.ffmpegPath;
      if (ffmpeg === null) throw new Error('no ffmpeg to make renditions with');
      const worker = startIngestWorker({
        jobs: t.app.repos.audioJobs,
        store: t.app.audioStore,
        ffmpeg,
        tempDir: path.join(mount, 'tmp'),
        concurrency: 1,
        disk: t.app.diskReserve,
        maxAttempts: 1,
      });
      await worker.settled();
      await worker.stop();
      const job = await t.app.repos.audioJobs.get(longPath);
      expect(job?.state).toBe('failed');
      expect(job?.error).toMatch(/^The disk is full \(ENOSPC\): the data-saver's \.m4a file needs about/);
      expect(readdirSync(path.join(mount, 'tmp')).filter((name) => name.startsWith('.tmp-'))).toEqual([]);

      // A card drawn before is served; one never drawn is the app's icon, not an error, and not cached.
      const again = await t.app.inject({ url: `/og/naat/${cached}.png` });
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(card.rawPayload)).toBe(true);
      const icon = await t.app.inject({ url: `/og/naat/${uncached}.png` });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toBe('image/png');
      expect(icon.headers['cache-control']).toBe('no-store');
      expect(icon.rawPayload.equals(readFileSync(path.resolve('public/icons/icon-512.png')))).toBe(true);

      // None of it touched the reserve; with room again, the upload goes on from where it stopped.
      expect(statSync(path.join(mount, RESERVE_FILE)).size).toBe(MIB);
      rmSync(filler);
      expect((await patch(half, file.subarray(half))).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
