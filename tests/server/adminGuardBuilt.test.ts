import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedPath, needsAdmin, normalisedPath } from '../../server/auth/guard';
import { ENGINES } from './engines';
import { login, makeFakeBuild, startApp, type TestApp } from './helpers';

interface Answer {
  status: number;
  type: string;
  body: string;
}

/**
 * A request over a real socket with the path exactly as written: `inject` resolves `/./` and `/../`
 * itself, as a browser would, while a client such as `curl --path-as-is` sends them to the server.
 */
function send(port: number, method: string, path: string, token?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'text/html,*/*' };
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    const outgoing = request({ host: '127.0.0.1', port, method, path, headers }, (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (body += chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, type: incoming.headers['content-type'] ?? '', body }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const UNKNOWN_OR_ODD_ADMIN_PATHS = [
  '/api/admin/nope',
  '/api/admin',
  '/api/admin/',
  '/api/ADMIN/x',
  '/api/admin/uploads',
  '/api//admin/me',
  '/api/./admin/me',
  '/api/x/../admin/me',
  '/api/%61dmin/me',
  '/api/admin%2Fme',
  '/api/transcribe',
];

describe.each(ENGINES)('the admin guard in front of the built app (%s)', (engine) => {
  let t: TestApp;
  let build: string;
  let port: number;
  let token: string;
  beforeAll(async () => {
    build = makeFakeBuild();
    t = await startApp({ engine, seed: false, staticDir: build });
    token = await login(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    rmSync(build, { recursive: true, force: true });
  });

  it.each(UNKNOWN_OR_ODD_ADMIN_PATHS)('GET %s without a token answers 401 in the API shape', async (path) => {
    const answer = await send(port, 'GET', path);
    expect(answer.status).toBe(401);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ success: false, data: null, error: 'Admin login required' });
  });

  it.each(UNKNOWN_OR_ODD_ADMIN_PATHS)('HEAD %s without a token answers 401', async (path) => {
    expect((await send(port, 'HEAD', path)).status).toBe(401);
  });

  it.each(['/api//admin/me', '/api/./admin/me', '/api/admin/nope', '/api/ADMIN/x'])(
    'GET %s with a token is an unknown API call (404 in the API shape), never a page or a static 403',
    async (path) => {
      const answer = await send(port, 'GET', path, token);
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body)).toMatchObject({ success: false, data: null });
    },
  );

  it('lets an admin with a token through, and leaves the public API and the pages as they were', async () => {
    expect((await send(port, 'GET', '/api/admin/me', token)).status).toBe(200);
    expect((await send(port, 'GET', '/api/audios')).status).toBe(200);
    const page = await send(port, 'GET', '/admin');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect((await send(port, 'GET', '/assets/index-AbC123.js')).body).toBe('console.log("app");');
  });

  it('keeps the login call open', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'admin', password: 'wrong-password' },
    });
    expect(answer.json<{ error: string }>().error).toBe('Invalid username or password');
  });
});

describe('the path the guard decides on', () => {
  it('decodes, reads backslashes as slashes, collapses slashes and folds case', () => {
    expect(decodedPath('/API//%61dmin\\x?q=1')).toBe('/api/admin/x');
    expect(decodedPath('/api/%2561dmin/me')).toBe('/api/admin/me');
    expect(decodedPath('/api/%E0%A4%A/x')).toBe('/api/\u00e0\u00a4%a/x');
  });

  it('resolves dot segments', () => {
    expect(normalisedPath('/api/./admin/me')).toBe('/api/admin/me');
    expect(normalisedPath('/api/x/../admin/me')).toBe('/api/admin/me');
    expect(normalisedPath('/api/%2e%2e/api/admin/')).toBe('/api/admin/');
    expect(normalisedPath('/../../api/admin/me/..')).toBe('/api/admin/');
  });

  it.each([
    ['GET', '/api/admin/%2e%2e/audios'],
    ['GET', '/api/audios/%2e%2e/admin/x'],
    ['POST', '/api//admin/login/../audios'],
    ['GET', '/api/admin/login'],
    ['GET', '/API/TRANSCRIBE'],
  ])('%s %s needs an admin session', (method, url) => {
    expect(needsAdmin(url, method, '/*')).toBe(true);
  });

  it.each([
    ['POST', '/api/admin/login'],
    ['GET', '/api/administrators'],
    ['GET', '/api/audios?search=/api/admin'],
    ['GET', '/admin'],
  ])('%s %s does not', (method, url) => {
    expect(needsAdmin(url, method, undefined)).toBe(false);
  });

  it('a route registered under /api/admin is guarded whatever the path looked like', () => {
    expect(needsAdmin('/anything', 'GET', '/api/admin/naats/:id')).toBe(true);
  });
});
