// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchPublicApi, networkFirstApi, type ApiCacheOptions } from '../../sw/api-cache';
import { FakeCacheStorage } from './fakeCaches';

const ORIGIN = 'https://naats.test';
const OPTIONS: ApiCacheOptions = { cacheName: 'api', timeoutMs: 3000, maxEntries: 3, maxAgeMs: 60_000 };
const json = (body: unknown, status = 200) => Response.json(body, { status });
const get = (path: string) => new Request(`${ORIGIN}${path}`);

describe('matchPublicApi', () => {
  const match = (path: string, init: { method?: string; headers?: HeadersInit } = {}, sameOrigin = true) => {
    const request = new Request(`${ORIGIN}${path}`, init);
    return matchPublicApi({ request, url: new URL(request.url), sameOrigin });
  };

  it('takes public GET /api calls', () => {
    expect(match('/api/audios/popular?page=1&limit=15')).toBe(true);
    expect(match('/api/naatkhawans/3/audios')).toBe(true);
  });

  it('never takes admin, transcription, health, credentials, writes or other origins', () => {
    expect(match('/api/admin/audios')).toBe(false);
    expect(match('/api/admin')).toBe(false);
    expect(match('/api/transcribe')).toBe(false);
    expect(match('/api/health')).toBe(false);
    expect(match('/api/audios', { headers: { Authorization: 'Bearer t' } })).toBe(false);
    expect(match('/api/audios/1/play', { method: 'POST' })).toBe(false);
    expect(match('/api/audios', {}, false)).toBe(false);
    expect(match('/Audio/a.mp3')).toBe(false);
  });
});

describe('networkFirstApi', () => {
  let now = 1_000_000;
  const deps = (caches: FakeCacheStorage, fetch: (request: Request) => Promise<Response>) => ({
    caches,
    fetch,
    now: () => now,
  });

  beforeEach(() => {
    now = 1_000_000;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers from the network and keeps a copy', async () => {
    const caches = new FakeCacheStorage();
    const response = await networkFirstApi(
      get('/api/audios/1'),
      deps(caches, () => Promise.resolve(json({ id: 1 }))),
      OPTIONS,
    );
    expect(await response.json()).toEqual({ id: 1 });
    const cached = await (await caches.open('api')).match(`${ORIGIN}/api/audios/1`);
    expect(await cached?.json()).toEqual({ id: 1 });
  });

  it('answers from the cache when the network fails', async () => {
    const caches = new FakeCacheStorage();
    await networkFirstApi(
      get('/api/audios/1'),
      deps(caches, () => Promise.resolve(json({ id: 1 }))),
      OPTIONS,
    );
    const response = await networkFirstApi(
      get('/api/audios/1'),
      deps(caches, () => Promise.reject(new TypeError('Failed to fetch'))),
      OPTIONS,
    );
    expect(await response.json()).toEqual({ id: 1 });
  });

  it("answers the API's failure shape when offline with nothing cached", async () => {
    const response = await networkFirstApi(
      get('/api/audios/9'),
      deps(new FakeCacheStorage(), () => Promise.reject(new TypeError('Failed to fetch'))),
      OPTIONS,
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ success: false, data: null });
  });

  it('falls back to the cache when the network is slower than the timeout', async () => {
    const caches = new FakeCacheStorage();
    await networkFirstApi(
      get('/api/audios/1'),
      deps(caches, () => Promise.resolve(json({ id: 1, seen: 'before' }))),
      OPTIONS,
    );
    vi.useFakeTimers();
    const pending = networkFirstApi(
      get('/api/audios/1'),
      deps(caches, () => new Promise<Response>(() => undefined)),
      OPTIONS,
    );
    await vi.advanceTimersByTimeAsync(OPTIONS.timeoutMs);
    expect(await (await pending).json()).toEqual({ id: 1, seen: 'before' });
  });

  it('keeps waiting for a slow network when nothing is cached', async () => {
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => undefined;
    const pending = networkFirstApi(
      get('/api/audios/2'),
      deps(new FakeCacheStorage(), () => new Promise<Response>((resolve) => (answer = resolve))),
      OPTIONS,
    );
    await vi.advanceTimersByTimeAsync(OPTIONS.timeoutMs + 1000);
    answer(json({ id: 2 }));
    expect(await (await pending).json()).toEqual({ id: 2 });
  });

  it('does not let an error answer replace a good one', async () => {
    const caches = new FakeCacheStorage();
    await networkFirstApi(
      get('/api/audios/1'),
      deps(caches, () => Promise.resolve(json({ id: 1 }))),
      OPTIONS,
    );
    const failed = await networkFirstApi(
      get('/api/audios/1'),
      deps(caches, () => Promise.resolve(json({ error: 'x' }, 500))),
      OPTIONS,
    );
    expect(failed.status).toBe(500);
    const cached = await (await caches.open('api')).match(`${ORIGIN}/api/audios/1`);
    expect(await cached?.json()).toEqual({ id: 1 });
  });

  it('keeps at most maxEntries answers, dropping the oldest written', async () => {
    const caches = new FakeCacheStorage();
    for (const id of [1, 2, 3, 1, 4]) {
      await networkFirstApi(
        get(`/api/audios/${id}`),
        deps(caches, () => Promise.resolve(json({ id }))),
        OPTIONS,
      );
    }
    const keys = (await (await caches.open('api')).keys()).map((request) => new URL(request.url).pathname);
    expect(keys).toEqual(['/api/audios/3', '/api/audios/1', '/api/audios/4']);
  });

  it('does not serve an answer older than maxAge', async () => {
    const caches = new FakeCacheStorage();
    await networkFirstApi(
      get('/api/audios/1'),
      deps(caches, () => Promise.resolve(json({ id: 1 }))),
      OPTIONS,
    );
    now += OPTIONS.maxAgeMs + 1;
    const response = await networkFirstApi(
      get('/api/audios/1'),
      deps(caches, () => Promise.reject(new TypeError('Failed to fetch'))),
      OPTIONS,
    );
    expect(response.status).toBe(503);
    expect(await (await caches.open('api')).keys()).toHaveLength(0);
  });
});
