import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../server/http/securityHeaders';
import { makeFakeBuild, startApp, type TestApp } from './helpers';

let t: TestApp;
let build: string;
beforeAll(async () => {
  build = makeFakeBuild();
  t = await startApp({ seed: false, staticDir: build, config: { appName: 'Madina <Radio> "FM"' } });
});
afterAll(async () => {
  await t.close();
  rmSync(build, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the built app', () => {
  it.each(['/', '/naatkhawans', '/popular/page/2', '/search?q=madina', '/admin', '/privacy-policy'])(
    'answers the app for the client route %s, never cached by HTTP',
    async (url) => {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it.each(['/naatkhawan/3/letter/M/page/2', '/naat/12', '/no/such/page'])(
    'answers the app with status 404 for %s, which does not exist here',
    async (url) => {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it('answers /index.html, which the service worker precaches as the app shell, with 200', async () => {
    const response = await t.app.inject('/index.html');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('writes APP_NAME into index.html and the manifest, escaped for each', async () => {
    const page = await t.app.inject({ url: '/', headers: html });
    expect(page.body).toContain(
      '<title>Madina &#60;Radio&#62; &#34;FM&#34; - Islamic Audio Streaming Platform</title>',
    );
    expect(page.body).not.toContain('__APP_NAME__');
    const manifest = await t.app.inject('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(JSON.parse(manifest.body)).toEqual({
      name: 'Madina <Radio> "FM"',
      short_name: 'Naats',
      lang: 'en',
      dir: 'ltr',
    });
  });

  it('caches hashed assets for a year and revalidates sw.js', async () => {
    const asset = await t.app.inject('/assets/index-AbC123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toContain('javascript');
    const worker = await t.app.inject('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject('/robots.txt')).statusCode).toBe(200);
  });

  it('answers a plain 404 for missing files and non-HTML requests', async () => {
    const missing = await t.app.inject('/assets/missing-123.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
    expect((await t.app.inject({ url: '/Audio/none.mp3', headers: html })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/naat/1', headers: html })).statusCode).toBe(404);
  });

  it('keeps unknown /api calls JSON, even for browsers', async () => {
    for (const url of ['/api/unknown', '/api', '/api/audios/1/unknown']) {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        data: null,
        error: expect.stringMatching(/^Unknown API call: GET \/api/) as string,
      });
    }
  });
});

describe('without a build', () => {
  it('starts anyway: the API works and app routes get a clear 503', async () => {
    const bare = await startApp({ seed: false });
    try {
      expect((await bare.app.inject('/api/health')).json()).toEqual({ success: true });
      const page = await bare.app.inject({ url: '/popular', headers: html });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('is not built yet: run "npm run build"');
    } finally {
      await bare.close();
    }
  });
});

describe('security headers', () => {
  it.each([
    ['/', html],
    ['/api/audios', {}],
    ['/api/unknown', {}],
    ['/api/audios?page=x', {}],
    ['/assets/index-AbC123.js', {}],
    ['/api/admin/me', {}],
  ])('are on %s', async (url, headers) => {
    const response = await t.app.inject({ url, headers });
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('forbid inline scripts and framing', () => {
    const directives = CONTENT_SECURITY_POLICY.split('; ');
    expect(directives).toContain("script-src 'self'");
    expect(directives).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
