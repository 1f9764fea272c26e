import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFakeBuild, startApp, type TestApp } from './helpers';

const root = path.resolve(import.meta.dirname, '../..');
let t: TestApp;
let build: string;
const script = `console.log(${JSON.stringify('naat '.repeat(2000))});`;

beforeAll(async () => {
  build = makeFakeBuild();
  writeFileSync(path.join(build, 'assets', 'big-Xy12.js'), script);
  writeFileSync(path.join(build, 'sw.js'), script);
  const run = spawnSync(process.execPath, [path.join(root, 'scripts', 'compress-build.mjs'), build], {
    encoding: 'utf8',
  });
  expect(run.status).toBe(0);
  t = await startApp({ seed: false, staticDir: build });
});
afterAll(async () => {
  await t.close();
  rmSync(build, { recursive: true, force: true });
});

describe('precompressed build files', () => {
  it('are written beside hashed text files of 1 KiB or more, never for fixed names or tiny files', () => {
    expect(existsSync(path.join(build, 'assets', 'big-Xy12.js.br'))).toBe(true);
    expect(existsSync(path.join(build, 'assets', 'big-Xy12.js.gz'))).toBe(true);
    expect(existsSync(path.join(build, 'assets', 'index-AbC123.js.gz'))).toBe(false);
    expect(existsSync(path.join(build, 'index.html.gz'))).toBe(false);
    // Fixed names could go stale after a build that skips the script: only hashed assets are compressed.
    expect(existsSync(path.join(build, 'sw.js.gz'))).toBe(false);
    expect(gunzipSync(readFileSync(path.join(build, 'assets', 'big-Xy12.js.gz'))).toString()).toBe(script);
  });

  it('are sent to browsers that accept them, with the hashed file still cached for a year', async () => {
    const br = await t.app.inject({
      url: '/assets/big-Xy12.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gzip = await t.app.inject({ url: '/assets/big-Xy12.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({
      url: '/assets/big-Xy12.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('leave the app page and its APP_NAME rewrite alone', async () => {
    const page = await t.app.inject({
      url: '/',
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    });
    expect(page.statusCode).toBe(200);
    // The page (now with its metadata) may be compressed on the fly, never from a stale precompressed file.
    const text =
      page.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(page.rawPayload).toString()
        : page.headers['content-encoding'] === 'gzip'
          ? gunzipSync(page.rawPayload).toString()
          : page.body;
    expect(text).toContain('<title>Naat Stream - Islamic Audio Streaming Platform</title>');
  });
});

describe('API answers and the app page', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startApp();
  });
  afterAll(async () => {
    await api.close();
  });

  it('are compressed for clients that accept it, and left alone for those that do not', async () => {
    const plain = await api.app.inject({ url: '/api/audios?limit=20' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);

    const br = await api.app.inject({
      url: '/api/audios?limit=20',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);

    const gzip = await api.app.inject({
      url: '/api/audios?limit=20',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves small answers and audio uncompressed', async () => {
    const health = await api.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    const audio = await api.app.inject({
      url: '/Audio/demo-clip-1.mp3',
      headers: { 'accept-encoding': 'br' },
    });
    expect(audio.headers['content-encoding']).toBeUndefined();
    expect(audio.statusCode).toBe(200);
  });
});
