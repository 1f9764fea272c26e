import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers';

let t: TestApp;
let file: Buffer;
const url = '/Audio/demo-clip-1.mp3';

beforeAll(async () => {
  t = await startApp();
  file = readFileSync(path.join(t.config.dataDir, 'audio', 'demo-clip-1.mp3'));
  // Secrets next to (and inside) the data folder that no audio URL may reach.
  writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'top secret');
  mkdirSync(path.join(t.config.dataDir, 'audio', 'sub'));
  writeFileSync(path.join(t.config.dataDir, 'audio', '.hidden'), 'hidden');
});
afterAll(async () => {
  await t.close();
});

const range = (value: string) => t.app.inject({ url, headers: { range: value } });

describe('GET /Audio/{file}', () => {
  it('serves the whole file with type, length, ranges, ETag and immutable caching', async () => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-length']).toBe(String(file.length));
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBeTruthy();
    expect(response.rawPayload.equals(file)).toBe(true);
    const again = await t.app.inject({ url, headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers bytes=0-1 with the first two bytes (the Safari probe)', async () => {
    const response = await range('bytes=0-1');
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 0-1/${file.length}`);
    expect(response.headers['content-length']).toBe('2');
    expect(response.rawPayload.equals(file.subarray(0, 2))).toBe(true);
  });

  it('answers open-ended and suffix ranges', async () => {
    const open = await range('bytes=1000-');
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes 1000-${file.length - 1}/${file.length}`);
    expect(open.rawPayload.equals(file.subarray(1000))).toBe(true);
    const suffix = await range('bytes=-500');
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(
      `bytes ${file.length - 500}-${file.length - 1}/${file.length}`,
    );
    expect(suffix.rawPayload.equals(file.subarray(file.length - 500))).toBe(true);
  });

  it('answers 256 KiB chunks of a larger range request exactly', async () => {
    const end = Math.min(file.length, 262_144) - 1;
    const response = await range(`bytes=0-${end}`);
    expect(response.statusCode).toBe(206);
    expect(response.rawPayload.length).toBe(end + 1);
  });

  it('answers 416 for an unsatisfiable range', async () => {
    const response = await range(`bytes=${file.length + 10}-${file.length + 20}`);
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${file.length}`);
  });

  it('answers 404 for a missing file or a dotfile, and no listing for a folder', async () => {
    expect((await t.app.inject('/Audio/missing.mp3')).statusCode).toBe(404);
    expect((await t.app.inject('/Audio/.hidden')).statusCode).toBe(404);
    const folder = await t.app.inject('/Audio/sub/');
    expect([403, 404]).toContain(folder.statusCode);
    expect(folder.body).not.toContain('demo-clip');
  });

  it.each([
    '/Audio/../secret.txt',
    '/Audio/..%2fsecret.txt',
    '/Audio/%2e%2e%2fsecret.txt',
    '/Audio/%2e%2e/secret.txt',
    '/Audio/%252e%252e%252fsecret.txt',
    '/Audio/..%5csecret.txt',
    '/Audio/..\\secret.txt',
    '/Audio/%2e%2e%5csecret.txt',
    '/Audio/sub/..%2f..%2fsecret.txt',
    '/Audio/%2fetc%2fpasswd',
    '/Audio//etc/passwd',
    '/Audio/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/Audio/%00secret.txt',
    '/Audio/naat-stream.sqlite',
    '/Audio/../naat-stream.sqlite',
  ])('never escapes the audio folder: %s', async (attempt) => {
    const response = await t.app.inject(attempt);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain('top secret');
    expect(response.body).not.toContain('root:');
    expect(response.body).not.toContain('SQLite format');
  });

  it('serves files added after start (uploads)', async () => {
    writeFileSync(path.join(t.config.dataDir, 'audio', 'new-upload.mp3'), file.subarray(0, 100));
    const response = await t.app.inject('/Audio/new-upload.mp3');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(100);
    expect(statSync(path.join(t.config.dataDir, 'audio', 'new-upload.mp3')).size).toBe(100);
  });
});
