/**
 * Fakes for the download pipeline: an in-memory Cache Storage (bodies kept as bytes, so each match is a
 * fresh Response) and a server answer streamed in chunks. tests/sw has its own copy for the worker's
 * project; the two TypeScript projects cannot share a test file.
 */
import type { Naat } from '../../src/api/types';
import { naat as playerNaat } from './playerFixtures';

export class MemoryCache {
  readonly entries = new Map<string, { status: number; headers: [string, string][]; body: ArrayBuffer }>();
  /** Makes the next put fail with this error, as a full disk would. */
  failNextPut: unknown = null;

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    if (this.failNextPut) {
      const error: unknown = this.failNextPut;
      this.failNextPut = null;
      throw error;
    }
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => headers.push([name, value]));
    this.entries.set(String(request instanceof Request ? request.url : request), {
      status: response.status,
      headers,
      body: await response.arrayBuffer(),
    });
  }

  match(request: RequestInfo | URL): Promise<Response | undefined> {
    const entry = this.entries.get(String(request instanceof Request ? request.url : request));
    return Promise.resolve(
      entry && new Response(entry.body.slice(0), { status: entry.status, headers: entry.headers }),
    );
  }

  delete(request: RequestInfo | URL): Promise<boolean> {
    return Promise.resolve(this.entries.delete(String(request instanceof Request ? request.url : request)));
  }
}

export class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>();

  open(name: string): Promise<Cache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new MemoryCache();
      this.caches.set(name, cache);
    }
    // The pipeline uses put, match and delete only.
    return Promise.resolve(cache as unknown as Cache);
  }

  cache(name: string): MemoryCache {
    const cache = this.caches.get(name);
    if (!cache) throw new Error(`No cache named ${name}`);
    return cache;
  }
}

/** An audio answer whose body arrives in `chunks` pieces, with or without a Content-Length. */
export function audioResponse(bytes: Uint8Array, { chunks = 4, withLength = true } = {}): Response {
  const size = Math.ceil(bytes.byteLength / chunks);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let offset = 0; offset < bytes.byteLength; offset += size) {
        controller.enqueue(bytes.slice(offset, offset + size));
      }
      controller.close();
    },
  });
  const headers: Record<string, string> = { 'Content-Type': 'audio/mpeg' };
  if (withLength) headers['Content-Length'] = String(bytes.byteLength);
  return new Response(body, { status: 200, headers });
}

/** The player fixtures' naat, with the file path and reciter the download tests expect. */
export const naat = (id: number, overrides: Partial<Naat> = {}): Naat =>
  playerNaat(id, {
    filePath: `/Audio/naat-${id}.mp3`,
    naatKhawan: { id: 7, name: 'Owais Raza Qadri', image: null },
    ...overrides,
  });
