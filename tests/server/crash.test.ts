/**
 * Crash safety: the real server (server/main.ts as a child process) is killed with SIGKILL in the middle of a
 * multipart upload and in the middle of a fetch-mode import from a slow local server. After each kill the
 * database must pass `PRAGMA integrity_check`, every naat stored as /Audio/<file> must have its file, and the
 * half-written `.tmp-*` file must never be served or listed. Each file names its owner process, whose lock
 * the kernel drops with the kill (server/upload/tempOwner.ts), so the next start removes it at once, however
 * fresh.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type ClientRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openSqliteConnection } from '../../server/db/sqlite/driver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'naat-crash-test-'));
const audioDir = path.join(dataDir, 'audio');
/** Uploads and downloads are received here before they enter the audio store. */
const tempDir = path.join(dataDir, 'tmp');
const databaseFile = path.join(dataDir, 'naat-stream.sqlite');
const PASSWORD = 'crash-test-password';
const clip = readFileSync(path.join(root, 'server/seed/audio/demo-clip-1.mp3'));
const BOUNDARY = 'crashtestboundary';

interface Running {
  child: ChildProcess;
  base: string;
  exited: Promise<void>;
}

const children = new Set<ChildProcess>();

async function startServer(): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-build'),
      ADMIN_PASSWORD: PASSWORD,
      FETCH_ALLOW_LOOPBACK: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const exited = new Promise<void>((resolve) =>
    child.on('exit', () => {
      children.delete(child);
      resolve();
    }),
  );
  const base = await new Promise<string>((resolve, reject) => {
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    void exited.then(() => reject(new Error(`The server exited before listening:\n${output}`)));
  });
  return { child, base, exited };
}

async function kill(server: Running, signal: NodeJS.Signals): Promise<void> {
  server.child.kill(signal);
  await server.exited;
}

async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const fieldPart = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);

/** Opens a multipart POST /api/admin/audios and writes `head`; the caller decides how (or whether) it ends. */
function openUpload(base: string, token: string, head: Buffer): ClientRequest {
  const url = new URL('/api/admin/audios', base);
  const request = httpRequest(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'transfer-encoding': 'chunked',
    },
  });
  // The kill resets the connection; that error is the point of the test, not a failure.
  request.on('error', () => undefined);
  request.write(head);
  return request;
}

const tempFiles = () =>
  existsSync(tempDir) ? readdirSync(tempDir).filter((name) => name.startsWith('.tmp-')) : [];
/** A temporary file with bytes in it; one renamed or removed meanwhile simply does not count. */
const hasBytes = (name: string): boolean => {
  try {
    return statSync(path.join(tempDir, name)).size > 0;
  } catch {
    return false;
  }
};

/** Waits for what the server does on its own time (a file appearing), within the test's own 90 s bound. */
async function until(check: () => boolean): Promise<void> {
  await vi.waitFor(
    () => {
      expect(check()).toBe(true);
    },
    { timeout: 60_000, interval: 20 },
  );
}

function checkDatabase(): { naats: number } {
  const db = openSqliteConnection(databaseFile, { readonly: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const rows = db.prepare('SELECT file_path AS filePath FROM naats').all() as { filePath: string }[];
    for (const { filePath } of rows) {
      if (!filePath.startsWith('/Audio/')) continue;
      const file = path.join(audioDir, decodeURIComponent(filePath.slice('/Audio/'.length)));
      expect(existsSync(file), `${filePath} has no file`).toBe(true);
    }
    return { naats: rows.length };
  } finally {
    db.close();
  }
}

/** A partial file must be neither served nor listed by a running server. */
async function expectHidden(base: string, names: readonly string[]): Promise<void> {
  for (const name of names) {
    expect((await fetch(`${base}/Audio/${name}`)).status).toBe(404);
    expect((await fetch(`${base}/Audio/${encodeURIComponent(name)}`)).status).toBe(404);
  }
  const listed = await fetch(`${base}/api/audios?limit=100`);
  const text = await listed.text();
  expect(text).not.toContain('.tmp-');
}

let slowSource: Server;
let slowBase: string;
let bytesServed = 0;

beforeAll(async () => {
  // A remote host that sends the start of an MP3 and then stalls, like a slow or hung download.
  slowSource = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': String(clip.length) });
    const first = clip.subarray(0, 64 * 1024);
    response.write(first);
    bytesServed += first.length;
  });
  await new Promise<void>((resolve) => slowSource.listen(0, '127.0.0.1', resolve));
  slowBase = `http://127.0.0.1:${String((slowSource.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  slowSource.closeAllConnections();
  await new Promise((resolve) => slowSource.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGKILL during writes', () => {
  it(
    'leaves an intact database, no row without a file, and no partial file served; the next start sweeps it',
    { timeout: 90_000 },
    async () => {
      let server = await startServer();
      let token = await login(server.base);
      const before = checkDatabase().naats;

      // A complete upload first, so the "no row without a file" check covers a real uploaded file too.
      const whole = openUpload(
        server.base,
        token,
        Buffer.concat([
          fieldPart('uploadType', 'file'),
          fieldPart('title', 'Complete upload'),
          fieldPart('naatKhawanId', '1'),
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="audioFile"; filename="a.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`,
          ),
          clip,
          Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
        ]),
      );
      const status = await new Promise<number>((resolve) => {
        whole.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        whole.end();
      });
      expect(status).toBe(201);

      // 1. Killed in the middle of a multipart upload: half the file is on disk as .tmp-*.
      const upload = openUpload(
        server.base,
        token,
        Buffer.concat([
          fieldPart('uploadType', 'file'),
          fieldPart('title', 'Interrupted upload'),
          fieldPart('naatKhawanId', '1'),
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="audioFile"; filename="b.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`,
          ),
          clip.subarray(0, clip.length / 2),
        ]),
      );
      await until(() => tempFiles().some(hasBytes));
      await kill(server, 'SIGKILL');
      upload.destroy();
      const afterUpload = tempFiles();
      expect(afterUpload.length).toBe(1);
      expect(checkDatabase().naats).toBe(before + 1);

      // 2. Restarted: the killed process owned the partial file, so the start sweeps it, however young; it
      // is never served or listed either way.
      server = await startServer();
      expect(tempFiles()).toEqual([]);
      await expectHidden(server.base, afterUpload);
      token = await login(server.base);

      // 3. Killed in the middle of a fetch-mode import from a slow server.
      const served = bytesServed;
      const fetchImport = openUpload(
        server.base,
        token,
        Buffer.concat([
          fieldPart('uploadType', 'fetch'),
          fieldPart('title', 'Interrupted import'),
          fieldPart('naatKhawanId', '1'),
          fieldPart('audioUrl', `${slowBase}/clip.mp3`),
          Buffer.from(`--${BOUNDARY}--\r\n`),
        ]),
      );
      fetchImport.end();
      await until(
        () =>
          bytesServed > served && tempFiles().some((name) => !afterUpload.includes(name) && hasBytes(name)),
      );
      await kill(server, 'SIGKILL');
      slowSource.closeAllConnections();
      const partials = tempFiles();
      expect(partials.length).toBe(1);
      expect(checkDatabase().naats).toBe(before + 1);

      server = await startServer();
      expect(tempFiles()).toEqual([]);
      await expectHidden(server.base, partials);
      const health = await fetch(`${server.base}/api/health`);
      expect(health.status).toBe(200);
      await kill(server, 'SIGTERM');
      expect(checkDatabase().naats).toBe(before + 1);
    },
  );
});
