// @vitest-environment node
import './workerGlobals';
import { describe, expect, it, vi } from 'vitest';
import { answerAudio, matchAudio } from '../../sw/audio-cache';
import { CACHE_NAMES } from '../../contract/cacheNames';
import { FakeCacheStorage } from './fakeCaches';

const ORIGIN = 'https://naats.test';
const FILE_URL = `${ORIGIN}/Audio/burda.mp3`;
const BYTES = new Uint8Array(Array.from({ length: 100 }, (_, index) => index));

async function withDownloadedFile() {
  const caches = new FakeCacheStorage();
  const downloads = await caches.open(CACHE_NAMES.downloads);
  await downloads.put(
    FILE_URL,
    new Response(BYTES, { headers: { 'Content-Type': 'audio/mpeg', 'Content-Length': '100' } }),
  );
  return caches;
}

describe('matchAudio', () => {
  const url = (href: string) => new URL(href, ORIGIN);

  it('takes same-origin /Audio/ GETs, whatever asked for them', () => {
    expect(
      matchAudio({ request: { method: 'GET', destination: '' }, url: url('/Audio/a.mp3'), sameOrigin: true }),
    ).toBe(true);
  });

  it('takes media element requests on other hosts (downloaded naats with absolute URLs)', () => {
    const other = new URL('https://cdn.example/x.mp3');
    expect(
      matchAudio({ request: { method: 'GET', destination: 'audio' }, url: other, sameOrigin: false }),
    ).toBe(true);
    expect(matchAudio({ request: { method: 'GET', destination: '' }, url: other, sameOrigin: false })).toBe(
      false,
    );
  });

  it('leaves other paths and methods alone', () => {
    expect(
      matchAudio({ request: { method: 'GET', destination: '' }, url: url('/api/audios'), sameOrigin: true }),
    ).toBe(false);
    expect(
      matchAudio({
        request: { method: 'POST', destination: '' },
        url: url('/Audio/a.mp3'),
        sameOrigin: true,
      }),
    ).toBe(false);
  });
});

describe('answerAudio', () => {
  it('answers a downloaded file whole when no range is asked for', async () => {
    const caches = await withDownloadedFile();
    const fetch = vi.fn<(request: Request) => Promise<Response>>();
    const response = await answerAudio(new Request(FILE_URL), { caches, fetch });
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(BYTES);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("answers Safari's bytes=0-1 probe with a 206 of two bytes", async () => {
    const caches = await withDownloadedFile();
    const request = new Request(FILE_URL, { headers: { Range: 'bytes=0-1' } });
    const response = await answerAudio(request, { caches, fetch: vi.fn() });
    expect(response.status).toBe(206);
    expect(response.headers.get('Content-Range')).toBe('bytes 0-1/100');
    expect(response.headers.get('Content-Length')).toBe('2');
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([0, 1]);
  });

  it('answers a seek (open-ended range) with the rest of the file', async () => {
    const caches = await withDownloadedFile();
    const request = new Request(FILE_URL, { headers: { Range: 'bytes=90-' } });
    const response = await answerAudio(request, { caches, fetch: vi.fn() });
    expect(response.status).toBe(206);
    expect(response.headers.get('Content-Range')).toBe('bytes 90-99/100');
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([
      90, 91, 92, 93, 94, 95, 96, 97, 98, 99,
    ]);
  });

  it('answers a range past the end with 416', async () => {
    const caches = await withDownloadedFile();
    const request = new Request(FILE_URL, { headers: { Range: 'bytes=500-600' } });
    const response = await answerAudio(request, { caches, fetch: vi.fn() });
    expect(response.status).toBe(416);
  });

  it('streams a file that was not downloaded from the network and never stores it', async () => {
    const caches = new FakeCacheStorage();
    const streamed = new Response(BYTES, { status: 200, headers: { 'Content-Type': 'audio/mpeg' } });
    const fetch = vi.fn((request: Request) => {
      expect(request.url).toBe(FILE_URL);
      return Promise.resolve(streamed);
    });
    const response = await answerAudio(new Request(FILE_URL), { caches, fetch });
    expect(response).toBe(streamed);
    expect(fetch).toHaveBeenCalledTimes(1);
    const downloads = await caches.open(CACHE_NAMES.downloads);
    expect(await downloads.keys()).toHaveLength(0);
    expect([...caches.caches.keys()]).toEqual([CACHE_NAMES.downloads]);
  });

  it('passes the Range header of a streamed request to the network untouched', async () => {
    const caches = new FakeCacheStorage();
    const fetch = vi.fn((request: Request) => {
      expect(request.headers.get('range')).toBe('bytes=1000-');
      return Promise.resolve(new Response(null, { status: 206 }));
    });
    const response = await answerAudio(new Request(FILE_URL, { headers: { Range: 'bytes=1000-' } }), {
      caches,
      fetch,
    });
    expect(response.status).toBe(206);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
