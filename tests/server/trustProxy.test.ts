import { afterEach, describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_ACCOUNT_ADDRESS } from '../../server/auth/loginLimits';
import { ENGINES } from './engines';
import { startApp, type TestApp } from './helpers';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

const wrongLogin = (app: TestApp, forwardedFor: string, remoteAddress = '127.0.0.1') =>
  app.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: 'admin', password: 'wrong-password' },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });

describe('X-Forwarded-For and TRUST_PROXY', () => {
  it('by default believes no proxy, not even a loopback client: a rotated header does not dodge the limit', async () => {
    t = await startApp({ seed: false });
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_ADDRESS; i += 1) {
      expect((await wrongLogin(t, `198.51.100.${i}`)).statusCode).toBe(401);
    }
    expect((await wrongLogin(t, '198.51.100.99')).statusCode).toBe(429);
    const counted = await t.app.repos.loginFailures.forIp('127.0.0.1', 0);
    expect(counted.count).toBe(MAX_FAILURES_PER_ACCOUNT_ADDRESS);
    expect((await t.app.repos.loginFailures.forIp('198.51.100.0', 0)).count).toBe(0);
  });

  it('believes the proxies named in TRUST_PROXY, and only them', async () => {
    t = await startApp({ seed: false, config: { trustProxy: ['10.0.0.0/8'] } });
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_ADDRESS; i += 1) {
      expect((await wrongLogin(t, '203.0.113.5', '10.1.2.3')).statusCode).toBe(401);
    }
    // The client behind the proxy is limited on its own address; another client behind it is not.
    expect((await wrongLogin(t, '203.0.113.5', '10.1.2.3')).statusCode).toBe(429);
    expect((await wrongLogin(t, '203.0.113.6', '10.1.2.3')).statusCode).toBe(401);
    // A client outside the trusted range is itself the client, whatever header it sends.
    expect((await wrongLogin(t, '203.0.113.7', '127.0.0.1')).statusCode).toBe(401);
    expect((await t.app.repos.loginFailures.forIp('127.0.0.1', 0)).count).toBe(1);
    expect((await t.app.repos.loginFailures.forIp('203.0.113.7', 0)).count).toBe(0);
  });
});

describe.each(ENGINES)('X-Forwarded-Host and PUBLIC_HOSTS (%s)', (engine) => {
  /** The origin robots.txt names for a request from the proxy at 127.0.0.1 to `host`, forwarding `forwarded`. */
  const originFor = async (app: TestApp, forwarded: string | null): Promise<string> => {
    const answer = await app.app.inject({
      url: '/robots.txt',
      remoteAddress: '127.0.0.1',
      headers: { host: 'inner.local:8080', ...(forwarded === null ? {} : { 'x-forwarded-host': forwarded }) },
    });
    expect(answer.statusCode).toBe(200);
    return /^Sitemap: (\S+)\/sitemap\.xml$/m.exec(answer.body)?.[1] ?? '';
  };

  it('is ignored without TRUST_PROXY, even when PUBLIC_HOSTS names it', async () => {
    t = await startApp({ engine, seed: false, config: { publicHosts: ['naats.example.org'] } });
    expect(await originFor(t, 'naats.example.org')).toBe('http://inner.local:8080');
  });

  it('is ignored from a trusted proxy when PUBLIC_HOSTS is unset', async () => {
    t = await startApp({ engine, seed: false, config: { trustProxy: ['127.0.0.1'] } });
    expect(await originFor(t, 'evil.example')).toBe('http://inner.local:8080');
  });

  it('is believed from a trusted proxy only for a host PUBLIC_HOSTS names', async () => {
    t = await startApp({
      engine,
      seed: false,
      config: { trustProxy: ['127.0.0.1'], publicHosts: ['naats.example.org'] },
    });
    expect(await originFor(t, 'Naats.Example.org')).toBe('http://Naats.Example.org');
    expect(await originFor(t, 'naats.example.org:8443')).toBe('http://naats.example.org:8443');
    expect(await originFor(t, 'evil.example')).toBe('http://inner.local:8080');
    expect(await originFor(t, null)).toBe('http://inner.local:8080');
  });

  it('never matters with PUBLIC_URL', async () => {
    t = await startApp({
      engine,
      seed: false,
      config: {
        trustProxy: ['127.0.0.1'],
        publicHosts: ['naats.example.org'],
        publicUrl: 'https://site.example.org',
      },
    });
    expect(await originFor(t, 'naats.example.org')).toBe('https://site.example.org');
  });
});
