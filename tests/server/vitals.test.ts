import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../server/config';
import { CONTENT_SECURITY_POLICY } from '../../server/http/securityHeaders';
import { makeFakeBuild, startApp, type TestApp } from './helpers';

describe('VITALS_URL', () => {
  it('is unset by default, takes an http(s) URL or a path on this server, and refuses anything else', () => {
    expect(readConfig({}).vitalsUrl).toBeNull();
    expect(readConfig({ VITALS_URL: ' ' }).vitalsUrl).toBeNull();
    expect(readConfig({ VITALS_URL: 'https://stats.example.org/v' }).vitalsUrl).toBe(
      'https://stats.example.org/v',
    );
    expect(readConfig({ VITALS_URL: '/vitals' }).vitalsUrl).toBe('/vitals');
    for (const bad of [
      'stats.example.org',
      '//stats.example.org/v',
      'javascript:alert(1)',
      'ftp://x/y',
      'http://',
    ]) {
      expect(() => readConfig({ VITALS_URL: bad })).toThrow(ConfigError);
    }
    expect(() => readConfig({ VITALS_URL: 'nope' })).toThrow(
      'VITALS_URL must be an http(s) URL or a path on this server such as /vitals (got "nope")',
    );
  });
});

describe('the page learns the vitals endpoint from the server', () => {
  let t: TestApp | null = null;
  let build = '';
  afterEach(async () => {
    await t?.close();
    rmSync(build, { recursive: true, force: true });
  });

  async function serve(vitalsUrl: string | null) {
    build = makeFakeBuild();
    writeFileSync(
      path.join(build, 'index.html'),
      '<!doctype html><html><head><meta name="vitals-url" content="__VITALS_URL__"><title>__APP_NAME__</title></head><body><div id="root"></div></body></html>',
    );
    t = await startApp({ seed: false, staticDir: build, config: { vitalsUrl } });
    return t.app.inject({ url: '/', headers: { accept: 'text/html' } });
  }

  it('writes the URL into the meta tag and lets the page send beacons to its origin', async () => {
    const page = await serve('https://stats.example.org/v?site="naat"');
    expect(page.body).toContain(
      '<meta name="vitals-url" content="https://stats.example.org/v?site=&#34;naat&#34;">',
    );
    expect(page.headers['content-security-policy']).toContain(
      "connect-src 'self' https://stats.example.org;",
    );
  });

  it('leaves the tag empty and the policy as it is when no URL is set', async () => {
    const page = await serve(null);
    expect(page.body).toContain('<meta name="vitals-url" content="">');
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('needs no policy change for a path on this server', async () => {
    const page = await serve('/vitals');
    expect(page.body).toContain('<meta name="vitals-url" content="/vitals">');
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });
});
