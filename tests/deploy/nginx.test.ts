/**
 * Several PostgreSQL-backed instances behind nginx running deploy/naat-stream.conf (rendered by
 * deploy/render-nginx.mjs): the scale-out path of README.md, tried for real. Needs Debian's nginx and
 * TEST_DATABASE_URL; without them the file is skipped, and with CI set it fails instead (.ci/run installs
 * nginx and requires PostgreSQL).
 */
import { existsSync, lstatSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type NginxFront, hasNginx, startNginx } from '../../scripts/nginxFront';
import { type ServerProcess, startServerProcess } from '../../scripts/serverProcess';
import { MAX_FAILURES_PER_ACCOUNT_ADDRESS } from '../../server/auth/loginLimits';
import { demoCatalogue } from '../../server/seed/catalogue';
import { makeMp3 } from '../server/adminAudioFixtures';
import { multipart } from '../server/adminTestKit';
import { TEST_DATABASE_URL, createTestDatabase } from '../server/engines';
import { makeFakeBuild } from '../server/helpers';

const PASSWORD = 'deploy-test-password';
const ready = hasNginx() && TEST_DATABASE_URL !== null;
if (!ready && process.env.CI) throw new Error('The deployment test needs nginx and TEST_DATABASE_URL in CI.');

/** A failed login through nginx claiming to come from `forwardedFor`. */
const failedLoginVia = (base: string, forwardedFor: string) =>
  fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ username: 'phantom', password: 'wrong-password' }),
  });

describe.skipIf(!ready)('N instances behind nginx', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'naat-deploy-'));
  const staticDir = makeFakeBuild();
  let database: { url: string; drop: () => Promise<void> };
  let instances: ServerProcess[] = [];
  let nginx: NginxFront;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Started at the same moment on an empty database: they must migrate and seed exactly once.
    instances = await Promise.all(
      [1, 2, 3].map(() =>
        startServerProcess({
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          STATIC_DIR: staticDir,
          ADMIN_PASSWORD: PASSWORD,
          TRUST_PROXY: '127.0.0.1',
        }),
      ),
    );
    nginx = await startNginx({
      instances: instances.map((instance) => instance.address),
      staticDir,
      audioDir: path.join(dataDir, 'audio'),
    });
  }, 180_000);

  afterAll(async () => {
    await nginx.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(staticDir, { recursive: true, force: true });
  });

  const base = (i: number) => () => instances[i]?.base ?? '';
  const [a, b, c] = [base(0), base(1), base(2)];
  const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
  const login = async (base: string, username = 'admin', password = PASSWORD) =>
    fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
  const tokenFrom = async (base: string) =>
    (await json<{ data: { token: string } }>(await login(base))).data.token;
  const me = (base: string, token: string) =>
    fetch(`${base}/api/admin/me`, { headers: { authorization: `Bearer ${token}` } });

  it('migrated and seeded exactly once though three instances started together', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const users = await client.query<{ count: string }>('SELECT count(*) FROM users');
      expect(Number(users.rows[0]?.count)).toBe(1);
    } finally {
      await client.end();
    }
    const expected = demoCatalogue([{ file: 'x.mp3', duration: 1 }], Date.now()).naats.length;
    const page = await json<{ data: { total: number } }>(await fetch(`${nginx.base}/api/audios?limit=1`));
    expect(page.data.total).toBe(expected);
  });

  it('serves the hashed assets itself, cached for a year', async () => {
    const asset = await fetch(`${nginx.base}/assets/index-AbC123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('server')).toMatch(/^nginx/);
    // The instances add their CSP to everything they answer; this file never reached one.
    expect(asset.headers.get('content-security-policy')).toBeNull();
    expect(await asset.text()).toBe('console.log("app");');
    expect((await fetch(`${nginx.base}/assets/missing.js`)).status).toBe(404);
  });

  it('a session made on one instance works on another, and logout on any ends it', async () => {
    const token = await tokenFrom(a());
    expect((await me(b(), token)).status).toBe(200);
    expect((await me(nginx.base, token)).status).toBe(200);
    const logout = await fetch(`${c()}/api/admin/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(204);
    expect((await me(a(), token)).status).toBe(401);
    expect((await me(b(), token)).status).toBe(401);
  });

  it('keeps unknown and oddly written admin paths behind the admin guard, signed out', async () => {
    // Sent as written (fetch would resolve the dot segments first): nginx passes them on, the guard decides.
    const statusOf = (method: string, rawPath: string) =>
      new Promise<number>((resolve, reject) => {
        const { hostname, port } = new URL(nginx.base);
        const outgoing = httpRequest({ host: hostname, port, method, path: rawPath }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        outgoing.once('error', reject);
        outgoing.end();
      });
    for (const rawPath of [
      '/api/admin/nope',
      '/api/admin',
      '/api/ADMIN/x',
      '/api/admin/uploads',
      '/api//admin/me',
      '/api/./admin/me',
      '/api/x/../admin/me',
      '/api/%61dmin/me',
    ]) {
      expect([rawPath, await statusOf('GET', rawPath)]).toEqual([rawPath, 401]);
      expect([rawPath, await statusOf('HEAD', rawPath)]).toEqual([rawPath, 401]);
    }
  });

  it('limits failed logins across instances as on one', async () => {
    const bases = [a(), b(), c()];
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_ADDRESS; i += 1) {
      expect((await login(bases[i % 3] ?? '', 'ghost', 'wrong-password')).status).toBe(401);
    }
    for (const base of bases) expect((await login(base, 'ghost', 'wrong-password')).status).toBe(429);
  });

  it('trusts the address nginx forwards (TRUST_PROXY), and nginx does not pass a spoofed one on', async () => {
    const viaNginx = (forwardedFor: string) => failedLoginVia(nginx.base, forwardedFor);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_ADDRESS; i += 1) {
      expect((await viaNginx(`203.0.113.${i}`)).status).toBe(401);
    }
    // A new X-Forwarded-For on every request: nginx replaces it with the client's own address.
    expect((await viaNginx('198.51.100.7')).status).toBe(429);
  });

  it('an upload on one instance is served by nginx from the shared folder, ranges and validators included', async () => {
    const token = await tokenFrom(a());
    const clip = makeMp3(5);
    const body = multipart(
      { title: 'Uploaded Behind Nginx', naatKhawanId: '1', uploadType: 'file' },
      { field: 'audioFile', name: 'u.mp3', type: 'audio/mpeg', data: clip },
    );
    const created = await fetch(`${a()}/api/admin/audios`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...body.headers },
      body: new Uint8Array(body.payload),
    });
    expect(created.status).toBe(201);
    const { filePath } = (await json<{ data: { filePath: string } }>(created)).data;

    // nginx sends it from the shared folder, whole or in ranges, with the app's type and long caching.
    const whole = await fetch(`${nginx.base}${filePath}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('server')).toMatch(/^nginx/);
    // Answered by nginx alone: the instances add their policy header to everything they answer.
    expect(whole.headers.get('content-security-policy')).toBeNull();
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(clip);
    const probe = await fetch(`${nginx.base}${filePath}`, { headers: { range: 'bytes=0-1' } });
    expect(probe.status).toBe(206);
    expect(probe.headers.get('content-range')).toBe(`bytes 0-1/${clip.length}`);
    expect(Buffer.from(await probe.arrayBuffer())).toEqual(clip.subarray(0, 2));
    const suffix = await fetch(`${nginx.base}${filePath}`, { headers: { range: 'bytes=-100' } });
    expect(Buffer.from(await suffix.arrayBuffer())).toEqual(clip.subarray(clip.length - 100));
    const beyond = await fetch(`${nginx.base}${filePath}`, { headers: { range: `bytes=${clip.length}-` } });
    expect(beyond.status).toBe(416);
    // Conditional requests: the validators nginx sent.
    const etag = whole.headers.get('etag') ?? '';
    const sameTag = await fetch(`${nginx.base}${filePath}`, { headers: { 'if-none-match': etag } });
    expect(sameTag.status).toBe(304);
    expect(sameTag.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const since = whole.headers.get('last-modified') ?? '';
    expect(
      (await fetch(`${nginx.base}${filePath}`, { headers: { 'if-modified-since': since } })).status,
    ).toBe(304);
    const head = await fetch(`${nginx.base}${filePath}`, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(clip.length));
    // The instances themselves still answer it too (one alone, without nginx).
    expect((await fetch(`${b()}${filePath}`, { headers: { range: 'bytes=0-1' } })).status).toBe(206);
  });

  it('a deleted naat’s file answers 404 through nginx at once', async () => {
    const token = await tokenFrom(a());
    const clip = makeMp3(4);
    const body = multipart(
      { title: 'Deleted Behind Nginx', naatKhawanId: '1', uploadType: 'file' },
      { field: 'audioFile', name: 'd.mp3', type: 'audio/mpeg', data: clip },
    );
    const created = await fetch(`${a()}/api/admin/audios`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...body.headers },
      body: new Uint8Array(body.payload),
    });
    const { id, filePath } = (await json<{ data: { id: number; filePath: string } }>(created)).data;
    expect((await fetch(`${nginx.base}${filePath}`, { headers: { range: 'bytes=0-1' } })).status).toBe(206);
    const deleted = await fetch(`${b()}/api/admin/audios/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.status).toBe(200);
    expect((await fetch(`${nginx.base}${filePath}`)).status).toBe(404);
    expect((await fetch(`${nginx.base}${filePath}`, { headers: { range: 'bytes=0-1' } })).status).toBe(404);
  });

  it('a name that is not a stored name never reaches the disk', async () => {
    const audioDir = path.join(dataDir, 'audio');
    // Files a bad name could reach if it were let through: hidden ones, `..` in a name, the database.
    writeFileSync(path.join(audioDir, '.hidden.mp3'), 'hidden');
    writeFileSync(path.join(audioDir, 'a..b.mp3'), 'dots');
    writeFileSync(path.join(audioDir, 'plain.mp3'), 'plain');
    const bad = [
      '/Audio/.hidden.mp3',
      '/Audio/a..b.mp3',
      '/Audio/..%2Fnaat-stream.sqlite',
      '/Audio/%2e%2e%2fnaat-stream.sqlite',
      '/Audio/plain.mp3%0A',
      '/Audio/plain.mp3%00',
      `/Audio/${'x'.repeat(201)}.mp3`,
      '/Audio/sub/plain.mp3',
    ];
    const logged = nginx.errors().length;
    for (const url of bad) {
      const answer = await fetch(`${nginx.base}${url}`);
      // nginx refuses a NUL byte as a bad request before anything else.
      expect(url.endsWith('%00') ? [400, 404] : [404], url).toContain(answer.status);
      expect(await answer.text(), url).not.toMatch(/^(hidden|dots|plain)$/);
    }
    // nginx logs every file it fails to open: a missing stored name does, no bad name did.
    expect((await fetch(`${nginx.base}/Audio/missing-but-valid.mp3`)).status).toBe(404);
    await vi.waitFor(() => expect(nginx.errors()).toMatch(/open\(\) "[^"]*\/missing-but-valid\.mp3" failed/));
    const opened =
      nginx
        .errors()
        .slice(logged)
        .match(/open\(\) "[^"]*"/g) ?? [];
    expect(
      opened.filter((line) => !line.includes('missing-but-valid')),
      opened.join('\n'),
    ).toEqual([]);
    // The stored name itself is served: the refusals above were the names, not the files.
    expect(await (await fetch(`${nginx.base}/Audio/plain.mp3`)).text()).toBe('plain');
  });

  it('serves audio with no instance at all: no request per range reaches one', async () => {
    // The same site with an upstream where nothing listens.
    const alone = await startNginx({
      instances: ['127.0.0.1:9'],
      staticDir,
      audioDir: path.join(dataDir, 'audio'),
    });
    try {
      const naat = await json<{ data: { data: { filePath: string }[] } }>(
        await fetch(`${nginx.base}/api/audios?limit=1`),
      );
      const filePath = naat.data.data[0]?.filePath ?? '';
      for (let start = 0; start < 4096; start += 1024) {
        const range = await fetch(`${alone.base}${filePath}`, {
          headers: { range: `bytes=${start}-${start + 1023}` },
        });
        expect(range.status).toBe(206);
        expect((await range.arrayBuffer()).byteLength).toBe(1024);
      }
      expect((await fetch(`${alone.base}/api/health`)).status).toBe(502);
    } finally {
      await alone.stop();
    }
  });

  it('play counts from every instance add up', async () => {
    const count = async () =>
      (await json<{ data: { playCount: number } }>(await fetch(`${nginx.base}/api/audios/3`))).data.playCount;
    const before = await count();
    const plays = [a(), a(), b(), c(), c(), c(), nginx.base, nginx.base];
    await Promise.all(plays.map((base) => fetch(`${base}/api/audios/3/play`, { method: 'POST' })));
    expect(await count()).toBe(before + plays.length);
  });

  it('killing an instance mid-upload leaves no half-made row, and the others keep answering', async () => {
    const token = await tokenFrom(c());
    const victim = instances[2];
    if (!victim) throw new Error('no third instance');
    const body = multipart(
      { title: 'Never Finished', naatKhawanId: '1', uploadType: 'file' },
      { field: 'audioFile', name: 'n.mp3', type: 'audio/mpeg', data: makeMp3(20) },
    );
    const request = httpRequest(`${victim.base}/api/admin/audios`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...body.headers, 'transfer-encoding': 'chunked' },
    });
    request.on('error', () => undefined);
    // Half the body: the instance is now writing the upload into DATA_DIR/tmp.
    request.write(body.payload.subarray(0, Math.floor(body.payload.length / 2)));
    const tmp = path.join(dataDir, 'tmp');
    await vi.waitFor(
      () =>
        expect(
          existsSync(tmp) && readdirSync(tmp).filter((name) => name.startsWith('.tmp-')).length,
        ).toBeGreaterThan(0),
      {
        timeout: 10_000,
      },
    );
    await victim.kill();
    request.destroy();

    const search = await json<{ data: { total: number } }>(
      await fetch(`${nginx.base}/api/audios?search=${encodeURIComponent('never finished')}`),
    );
    expect(search.data.total).toBe(0);
    for (let i = 0; i < 9; i += 1) expect((await fetch(`${nginx.base}/api/audios?limit=1`)).status).toBe(200);
    expect((await login(nginx.base)).status).toBe(200);
  });
});

describe.skipIf(!hasNginx())('An instance on a Unix socket behind nginx (SOCKET_PATH)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'naat-deploy-socket-'));
  const staticDir = makeFakeBuild();
  const socketPath = path.join(dataDir, 'app.sock');
  const env = {
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    ADMIN_PASSWORD: PASSWORD,
    SOCKET_PATH: socketPath,
    TRUST_PROXY: 'unix',
  };
  let instance: ServerProcess;
  let nginx: NginxFront;

  beforeAll(async () => {
    instance = await startServerProcess(env);
    nginx = await startNginx({
      instances: [instance.address],
      staticDir,
      audioDir: path.join(dataDir, 'audio'),
    });
  }, 60_000);

  afterAll(async () => {
    await nginx.stop();
    await instance.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(staticDir, { recursive: true, force: true });
  });

  const firstNaat = async () =>
    (await (await fetch(`${nginx.base}/api/audios?limit=1`)).json()) as {
      data: { data: { filePath: string }[] };
    };

  it('is named unix:/path in the rendered site, and serves the API and audio ranges through nginx', async () => {
    expect(nginx.site).toContain(`server unix:${socketPath} max_fails=1`);
    const filePath = (await firstNaat()).data.data[0]?.filePath ?? '';
    expect(filePath).toMatch(/^\/Audio\//);
    const range = await fetch(`${nginx.base}${filePath}`, { headers: { range: 'bytes=0-1' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-type')).toBe('audio/mpeg');
    expect((await range.arrayBuffer()).byteLength).toBe(2);
    expect(range.headers.get('content-security-policy')).toBeNull();
    expect((await fetch(`${nginx.base}/Audio/not-there.mp3`)).status).toBe(404);
  });

  it('believes the address nginx forwards over the socket (TRUST_PROXY=unix), not one the client sent', async () => {
    const viaNginx = (forwardedFor: string) => failedLoginVia(nginx.base, forwardedFor);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_ADDRESS; i += 1) {
      expect((await viaNginx(`203.0.113.${i}`)).status).toBe(401);
    }
    expect((await viaNginx('198.51.100.7')).status).toBe(429);
    // Straight over the socket, the header is believed: another client, not yet limited.
    const direct = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          socketPath,
          path: '/api/admin/login',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9' },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.once('error', reject);
      request.end(JSON.stringify({ username: 'phantom', password: 'wrong-password' }));
    });
    expect(direct).toBe(401);
  });

  it('a new instance takes over the socket a killed one left behind', async () => {
    await instance.kill();
    expect(lstatSync(socketPath).isSocket()).toBe(true);
    expect((await fetch(`${nginx.base}/api/health`)).status).toBe(502);
    instance = await startServerProcess(env);
    expect((await fetch(`${nginx.base}/api/health`)).status).toBe(200);
    expect((await firstNaat()).data.data.length).toBe(1);
  }, 60_000);
});
