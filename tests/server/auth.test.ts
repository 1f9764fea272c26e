import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FAILURE_WINDOW_MS,
  MAX_FAILURES_PER_ACCOUNT_ADDRESS,
  MAX_FAILURES_PER_IP,
} from '../../server/auth/loginLimits';
import { SESSION_TTL_MS } from '../../server/auth/tokens';
import { ADMIN_PASSWORD, bearer, expectFail, login, startApp, type TestApp } from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await startApp({ seed: false });
});
afterEach(async () => {
  await t.close();
});

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers });
const wrongLogin = (username = 'admin', remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password: 'wrong-password' },
    remoteAddress,
  });

describe('POST /api/admin/login', () => {
  it('answers an opaque token that expires in 24 hours, stored only as a hash', async () => {
    const response = await post('/api/admin/login', { username: 'admin', password: ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; data: { token: string; expiresAt: string } }>();
    expect(body.success).toBe(true);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(body.data.expiresAt)).toBe(t.clock.now + SESSION_TTL_MS);
    const dbFile = readFileSync(path.join(t.config.dataDir, 'naat-stream.sqlite'));
    expect(dbFile.includes(Buffer.from(body.data.token))).toBe(false);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    expectFail(await wrongLogin(), 401, 'Invalid username or password');
    expectFail(await wrongLogin('root'), 401, 'Invalid username or password');
  });

  it('requires both fields and refuses unknown ones', async () => {
    expectFail(await post('/api/admin/login', { username: 'admin' }), 400, 'Field "password" is required');
    expectFail(await post('/api/admin/login', { password: 'x' }), 400, 'Field "username" is required');
    expectFail(
      await post('/api/admin/login', { username: 'admin', password: 'x', remember: true }),
      400,
      'Field "remember" is not allowed',
    );
    expectFail(
      await post('/api/admin/login', { username: 1, password: 'x' }),
      400,
      'Field "username" must be text',
    );
    expectFail(await post('/api/admin/login'), 400, 'The request body must be a JSON object');
  });

  it('limits failed logins per account and address: the 6th attempt from that address in 15 minutes is a 429, even with the right password', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_ADDRESS; i += 1) {
      expectFail(await wrongLogin('admin', '10.0.0.1'), 401, 'Invalid username or password');
    }
    const rightFrom = (remoteAddress: string, username = 'ADMIN') =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username, password: ADMIN_PASSWORD },
        remoteAddress,
      });
    const blocked = await rightFrom('10.0.0.1');
    expectFail(blocked, 429, 'Too many failed login attempts. Please try again in 15 minutes.');
    expect(blocked.headers['retry-after']).toBe(String(FAILURE_WINDOW_MS / 1000));
    t.clock.advance(11 * 60_000);
    expectFail(
      await rightFrom('10.0.0.1'),
      429,
      'Too many failed login attempts. Please try again in 4 minutes.',
    );
    t.clock.advance(4 * 60_000 + 1);
    expect((await rightFrom('10.0.0.1', 'admin')).statusCode).toBe(200);
  });

  it('limits failed logins per address across accounts', async () => {
    // 19 earlier failures from this address (recorded directly: 19 argon2 checks would only slow the
    // test down), then one more through the API reaches the limit of 20.
    for (let i = 0; i < MAX_FAILURES_PER_IP - 1; i += 1) {
      await t.app.repos.loginFailures.record(`user${i}`, '10.9.9.9', t.clock.now);
    }
    expectFail(await wrongLogin('user-last', '10.9.9.9'), 401, 'Invalid username or password');
    expectFail(await wrongLogin('someone-else', '10.9.9.9'), 429, /^Too many failed login attempts\./);
    // Another address is not affected.
    expectFail(await wrongLogin('someone-else', '10.9.9.8'), 401, 'Invalid username or password');
  });
});

describe('the admin guard', () => {
  it.each([
    ['GET', '/api/admin/me'],
    ['POST', '/api/admin/logout'],
    ['POST', '/api/admin/password'],
    ['POST', '/api/admin/audios'],
    ['DELETE', '/api/admin/naatkhawans/1'],
    ['POST', '/api/transcribe'],
    ['GET', '/api/%61dmin/me'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    expectFail(await t.app.inject({ method, url }), 401, 'Admin login required');
  });

  it('refuses malformed and unknown tokens', async () => {
    for (const authorization of [
      'Bearer',
      'Basic YWRtaW46eA==',
      'Bearer short',
      `Bearer ${'A'.repeat(43)}`,
    ]) {
      const response = await t.app.inject({ url: '/api/admin/me', headers: { authorization } });
      expect(response.statusCode).toBe(401);
    }
  });

  it('guards routes added later under the prefixes', async () => {
    const { buildApp } = await import('../../server/app');
    await t.app.close();
    const app = await buildApp(t.config, { seed: false });
    app.get('/api/admin/later', () => ({ success: true, data: 'secret' }));
    try {
      expect((await app.inject('/api/admin/later')).statusCode).toBe(401);
      const token = await login(app);
      expect((await app.inject({ url: '/api/admin/later', headers: bearer(token) })).json()).toEqual({
        success: true,
        data: 'secret',
      });
    } finally {
      await app.close();
    }
  });

  it('lets a live token through and stops an expired one', async () => {
    const token = await login(t.app);
    const me = await t.app.inject({ url: '/api/admin/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      success: true,
      data: {
        username: 'admin',
        role: 'Super Administrator',
        lastLoginAt: new Date(t.clock.now).toISOString(),
      },
    });
    t.clock.advance(SESSION_TTL_MS - 1);
    expect((await t.app.inject({ url: '/api/admin/me', headers: bearer(token) })).statusCode).toBe(200);
    t.clock.advance(1);
    expectFail(
      await t.app.inject({ url: '/api/admin/me', headers: bearer(token) }),
      401,
      'Your admin session has expired or ended. Please log in again.',
    );
  });
});

describe('logout and password change', () => {
  it('logout answers 204 and the token stops working', async () => {
    const token = await login(t.app);
    const out = await post('/api/admin/logout', undefined, bearer(token));
    expect(out.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/admin/me', headers: bearer(token) })).statusCode).toBe(401);
    expect((await post('/api/admin/logout', undefined, bearer(token))).statusCode).toBe(401);
  });

  it('answers a short or wrong password with its message, then changes the password', async () => {
    const token = await login(t.app);
    const other = await login(t.app);
    const change = (currentPassword: string, newPassword: string) =>
      post('/api/admin/password', { currentPassword, newPassword }, bearer(token));
    expectFail(await change(ADMIN_PASSWORD, '12345'), 400, 'New password must be at least 6 characters long');
    expectFail(await change('not-the-password', 'new-password-1'), 400, 'Current password is incorrect');
    const ok = await change(ADMIN_PASSWORD, 'new-password-1');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true });
    // This device stays logged in; the other session ends.
    expect((await t.app.inject({ url: '/api/admin/me', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/me', headers: bearer(other) })).statusCode).toBe(401);
    expectFail(
      await post('/api/admin/login', { username: 'admin', password: ADMIN_PASSWORD }),
      401,
      'Invalid username or password',
    );
    await login(t.app, 'new-password-1');
  });

  it('refuses a password change without a token', async () => {
    expectFail(
      await post('/api/admin/password', { currentPassword: ADMIN_PASSWORD, newPassword: 'whatever1' }),
      401,
      'Admin login required',
    );
  });
});

describe('the initial admin', () => {
  it('gets a random password, written to DATA_DIR/initial-admin-password with mode 0600, when ADMIN_PASSWORD is unset', async () => {
    const fresh = await startApp({ seed: false, config: { adminPassword: null } });
    try {
      const file = path.join(fresh.config.dataDir, 'initial-admin-password');
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const password = readFileSync(file, 'utf8').trim();
      expect(password.length).toBeGreaterThanOrEqual(16);
      await login(fresh.app, password);
    } finally {
      await fresh.close();
    }
  });

  it('writes no password file when ADMIN_PASSWORD is set', () => {
    expect(existsSync(path.join(t.config.dataDir, 'initial-admin-password'))).toBe(false);
  });
});
