// @vitest-environment node
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  audioUrl,
  downloadAudio,
  DownloadError,
  type DownloadEnv,
  type DownloadProgress,
} from '../../../../src/features/downloads/downloadAudio';
import { CACHE_NAMES } from '../../../../contract/cacheNames';
import { clearDownloads, deleteDownload, getDownload, putDownload } from '../../../../contract/db';
import { audioResponse, MemoryCacheStorage, naat } from '../../downloadsFakes';

const BASE = 'https://naats.test/naat/1';
const BYTES = new Uint8Array(Array.from({ length: 1000 }, (_, index) => index % 256));
const FILE_URL = 'https://naats.test/Audio/naat-1.mp3';

function makeEnv(overrides: Partial<DownloadEnv> = {}) {
  const caches = new MemoryCacheStorage();
  const fetch = vi.fn<DownloadEnv['fetch']>(() => Promise.resolve(audioResponse(BYTES)));
  const env: DownloadEnv = {
    caches,
    fetch,
    storage: undefined,
    putRecord: putDownload,
    deleteRecord: deleteDownload,
    now: () => new Date('2026-02-03T04:05:06.000Z'),
    canPlay: () => true,
    baseUrl: BASE,
    ...overrides,
  };
  return { env, caches, fetch };
}

async function expectNothingStored(caches: MemoryCacheStorage, id = 1) {
  const downloads = caches.caches.get(CACHE_NAMES.downloads);
  expect(downloads ? [...downloads.entries.keys()] : []).toEqual([]);
  expect(await getDownload(id)).toBeUndefined();
}

async function failureOf(promise: Promise<unknown>): Promise<DownloadError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof DownloadError)) throw new Error(`Expected a DownloadError, got ${String(error)}`);
  return error;
}

beforeEach(async () => {
  await clearDownloads();
});

describe('audioUrl', () => {
  it('resolves server paths against the page and keeps absolute URLs', () => {
    expect(audioUrl('/Audio/a b.mp3', BASE)).toBe('https://naats.test/Audio/a%20b.mp3');
    expect(audioUrl('Audio/a.mp3', BASE)).toBe('https://naats.test/Audio/a.mp3');
    expect(audioUrl('https://cdn.example/x.mp3', BASE)).toBe('https://cdn.example/x.mp3');
  });
});

describe('downloadAudio', () => {
  it("keeps the naat's lyrics with the download, so they show offline", async () => {
    const lyrics = {
      synced: true,
      lines: [{ start: 1000, text: 'سطر', roman: 'Satar', translation: 'Line' }],
    };
    const fetchLyrics = vi.fn<NonNullable<DownloadEnv['fetchLyrics']>>(() => Promise.resolve(lyrics));
    const { env } = makeEnv({ fetchLyrics });
    const { record } = await downloadAudio(naat(1), {}, env);
    expect(fetchLyrics).toHaveBeenCalledWith(1, undefined);
    expect(record.lyrics).toEqual(lyrics);
    expect((await getDownload(1))?.lyrics).toEqual(lyrics);
  });

  it('downloads without lyrics when the server has none or they fail, but stops when cancelled', async () => {
    const none = makeEnv({ fetchLyrics: () => Promise.resolve(null) });
    expect((await downloadAudio(naat(1), {}, none.env)).record).not.toHaveProperty('lyrics');
    const failing = makeEnv({ fetchLyrics: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect((await downloadAudio(naat(2), {}, failing.env)).record.lyrics).toBeUndefined();
    expect(await getDownload(2)).toBeDefined();

    const cancelled = makeEnv({
      fetchLyrics: () => Promise.reject(new DOMException('The user aborted a request.', 'AbortError')),
    });
    expect((await failureOf(downloadAudio(naat(3), {}, cancelled.env))).kind).toBe('aborted');
    await expectNothingStored(cancelled.caches, 3);
  });

  it('stores the whole file with its type and length, and the record with the naat', async () => {
    const { env, caches, fetch } = makeEnv();
    const progress: DownloadProgress[] = [];
    const { record, blob } = await downloadAudio(naat(1), { onProgress: (p) => progress.push(p) }, env);

    expect(fetch).toHaveBeenCalledWith(FILE_URL, {});
    const stored = await caches.cache(CACHE_NAMES.downloads).match(FILE_URL);
    expect(stored?.status).toBe(200);
    expect(stored?.headers.get('content-type')).toBe('audio/mpeg');
    expect(stored?.headers.get('content-length')).toBe('1000');
    expect(new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(BYTES);

    expect(record).toEqual({
      id: 1,
      naat: naat(1),
      url: FILE_URL,
      size: 1000,
      downloadedAt: '2026-02-03T04:05:06.000Z',
      quality: 'original',
    });
    expect(await getDownload(1)).toEqual(record);
    expect(blob.size).toBe(1000);

    expect(progress[0]).toEqual({ loaded: 0, total: 1000, percent: 0 });
    expect(progress.at(-1)).toEqual({ loaded: 1000, total: 1000, percent: 100 });
    expect(progress.map((p) => p.loaded)).toEqual([0, 250, 500, 750, 1000]);
  });

  it('reports bytes without a percent when the server sends no Content-Length', async () => {
    const { env } = makeEnv({ fetch: () => Promise.resolve(audioResponse(BYTES, { withLength: false })) });
    const progress: DownloadProgress[] = [];
    const { record } = await downloadAudio(naat(1), { onProgress: (p) => progress.push(p) }, env);
    expect(record.size).toBe(1000);
    expect(progress.at(-1)).toEqual({ loaded: 1000, total: null, percent: null });
  });

  it('asks for persistent storage on the first download, and goes on when refused', async () => {
    const persist = vi.fn(() => Promise.resolve(false));
    const { env } = makeEnv({
      storage: { persist, persisted: () => Promise.resolve(false), estimate: () => Promise.resolve({}) },
    });
    await downloadAudio(naat(1), { askPersistence: true }, env);
    expect(persist).toHaveBeenCalledTimes(1);
    expect(await getDownload(1)).toBeDefined();
  });

  it('does not ask again when storage is already persistent, or when not the first download', async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    const { env } = makeEnv({ storage: { persist, persisted: () => Promise.resolve(true) } });
    await downloadAudio(naat(1), { askPersistence: true }, env);
    await downloadAudio(naat(2, { filePath: '/Audio/naat-2.mp3' }), {}, env);
    expect(persist).not.toHaveBeenCalled();
  });

  it('works where navigator.storage does not exist (WebKit)', async () => {
    const { env } = makeEnv({ storage: undefined });
    await downloadAudio(naat(1), { askPersistence: true }, env);
    expect(await getDownload(1)).toBeDefined();
  });

  it('refuses a file larger than the free space before reading it, with the storage message', async () => {
    const { env, caches } = makeEnv({
      storage: { estimate: () => Promise.resolve({ quota: 10_500, usage: 10_000 }) },
    });
    const error = await failureOf(downloadAudio(naat(1, { title: 'Burda' }), {}, env));
    expect(error.kind).toBe('quota');
    expect(error.message).toBe(
      'Not enough storage space to download "Burda". Free some space and try again.',
    );
    await expectNothingStored(caches);
  });

  it('leaves nothing half-stored when the cache runs out of space', async () => {
    const { env, caches } = makeEnv();
    await caches.open(CACHE_NAMES.downloads);
    caches.cache(CACHE_NAMES.downloads).failNextPut = new DOMException('full', 'QuotaExceededError');
    const error = await failureOf(downloadAudio(naat(1, { title: 'Burda' }), {}, env));
    expect(error.kind).toBe('quota');
    expect(error.message).toBe(
      'Not enough storage space to download "Burda". Free some space and try again.',
    );
    await expectNothingStored(caches);
  });

  it('removes the cached file when the record cannot be written', async () => {
    const { env, caches } = makeEnv({ putRecord: () => Promise.reject(new Error('IndexedDB is closed')) });
    const error = await failureOf(downloadAudio(naat(1, { title: 'Burda' }), {}, env));
    expect(error.kind).toBe('failed');
    expect(error.message).toBe('Failed to download "Burda". Please try again.');
    await expectNothingStored(caches);
  });

  it('fails cleanly on a failing put that is not about space', async () => {
    const { env, caches } = makeEnv();
    await caches.open(CACHE_NAMES.downloads);
    caches.cache(CACHE_NAMES.downloads).failNextPut = new TypeError('Network error');
    expect((await failureOf(downloadAudio(naat(1), {}, env))).kind).toBe('failed');
    await expectNothingStored(caches);
  });

  it('fails on a server error and on a cut-off body, storing nothing', async () => {
    const notFound = makeEnv({ fetch: () => Promise.resolve(new Response('gone', { status: 404 })) });
    expect((await failureOf(downloadAudio(naat(1), {}, notFound.env))).kind).toBe('failed');
    await expectNothingStored(notFound.caches);

    const short = audioResponse(BYTES.slice(0, 600), { withLength: false });
    const headers = new Headers(short.headers);
    headers.set('Content-Length', '1000');
    const cut = makeEnv({ fetch: () => Promise.resolve(new Response(short.body, { status: 200, headers })) });
    expect((await failureOf(downloadAudio(naat(1), {}, cut.env))).kind).toBe('failed');
    await expectNothingStored(cut.caches);
  });

  it('fails when the network is down', async () => {
    const { env, caches } = makeEnv({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect((await failureOf(downloadAudio(naat(1), {}, env))).kind).toBe('failed');
    await expectNothingStored(caches);
  });

  it('reports a cancelled download as aborted', async () => {
    const controller = new AbortController();
    const { env, caches } = makeEnv({
      fetch: (_url, init) => {
        controller.abort();
        return init.signal?.aborted
          ? Promise.reject(new DOMException('The user aborted a request.', 'AbortError'))
          : Promise.resolve(audioResponse(BYTES));
      },
    });
    expect((await failureOf(downloadAudio(naat(1), { signal: controller.signal }, env))).kind).toBe(
      'aborted',
    );
    await expectNothingStored(caches);
  });

  it('downloads the data-saver file when asked and the naat has it, and remembers the quality', async () => {
    const { env, caches, fetch } = makeEnv();
    const withSaver = naat(1, {
      sources: [
        { quality: 'original', url: '/Audio/naat-1.mp3', type: 'audio/mpeg', kbps: 192 },
        { quality: 'data-saver', url: '/Audio/naat-1.mp3.ds.m4a', type: 'audio/mp4', kbps: 48 },
      ],
    });
    const saverUrl = 'https://naats.test/Audio/naat-1.mp3.ds.m4a';
    const { record } = await downloadAudio(withSaver, { quality: 'data-saver' }, env);
    expect(fetch).toHaveBeenCalledWith(saverUrl, {});
    expect(record).toMatchObject({ url: saverUrl, quality: 'data-saver' });
    expect(await caches.cache(CACHE_NAMES.downloads).match(saverUrl)).toBeDefined();
    // Not ready yet: the original instead, recorded as such.
    const { record: plain } = await downloadAudio(naat(2), { quality: 'data-saver' }, env);
    expect(plain).toMatchObject({ url: 'https://naats.test/Audio/naat-2.mp3', quality: 'original' });
  });

  it('a download in the other quality replaces the old file only once the new one is stored', async () => {
    const { env, caches } = makeEnv();
    const withSaver = naat(1, {
      sources: [
        { quality: 'original', url: '/Audio/naat-1.mp3', type: 'audio/mpeg', kbps: 192 },
        { quality: 'data-saver', url: '/Audio/naat-1.mp3.ds.m4a', type: 'audio/mp4', kbps: 48 },
      ],
    });
    const { record: first } = await downloadAudio(withSaver, {}, env);
    const cache = caches.cache(CACHE_NAMES.downloads);
    // A failed replacement keeps the old download whole.
    cache.failNextPut = new TypeError('Network error');
    await failureOf(downloadAudio(withSaver, { quality: 'data-saver', replaces: first }, env));
    expect(await getDownload(1)).toEqual(first);
    expect(await cache.match(FILE_URL)).toBeDefined();

    const { record } = await downloadAudio(withSaver, { quality: 'data-saver', replaces: first }, env);
    expect(await getDownload(1)).toEqual(record);
    expect(record.quality).toBe('data-saver');
    expect([...cache.entries.keys()]).toEqual(['https://naats.test/Audio/naat-1.mp3.ds.m4a']);
  });
});
