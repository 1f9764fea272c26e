/**
 * A tiny in-memory Cache Storage for the worker's handlers: entries keyed by URL in the order they were last
 * written (as the real Cache.keys() lists them), bodies kept as bytes so every match gives a fresh Response.
 */
interface Entry {
  request: Request;
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
}

const keyOf = (request: RequestInfo | URL): string =>
  request instanceof Request ? request.url : new URL(String(request)).href;

export class FakeCache implements Cache {
  readonly entries = new Map<string, Entry>();
  /** Makes the next put fail with this error, as a full disk would. */
  failNextPut: Error | null = null;

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    if (this.failNextPut) {
      const error = this.failNextPut;
      this.failNextPut = null;
      throw error;
    }
    const key = keyOf(request);
    const body = await response.arrayBuffer();
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => headers.push([name, value]));
    this.entries.delete(key);
    this.entries.set(key, {
      request: request instanceof Request ? request : new Request(key),
      status: response.status,
      statusText: response.statusText,
      headers,
      body,
    });
  }

  match(request: RequestInfo | URL): Promise<Response | undefined> {
    if (request instanceof Request && request.method !== 'GET') return Promise.resolve(undefined);
    const entry = this.entries.get(keyOf(request));
    return Promise.resolve(
      entry &&
        new Response(entry.body.slice(0), {
          status: entry.status,
          statusText: entry.statusText,
          headers: entry.headers,
        }),
    );
  }

  async matchAll(request?: RequestInfo | URL): Promise<readonly Response[]> {
    const keys = request === undefined ? [...this.entries.keys()] : [keyOf(request)];
    const found = await Promise.all(keys.map((key) => this.match(key)));
    return found.filter((response) => response !== undefined);
  }

  delete(request: RequestInfo | URL): Promise<boolean> {
    return Promise.resolve(this.entries.delete(keyOf(request)));
  }

  keys(): Promise<readonly Request[]> {
    return Promise.resolve([...this.entries.values()].map((entry) => entry.request));
  }

  add(): Promise<void> {
    return Promise.reject(new Error('FakeCache.add is not used by the worker'));
  }

  addAll(): Promise<void> {
    return Promise.reject(new Error('FakeCache.addAll is not used by the worker'));
  }
}

export class FakeCacheStorage implements CacheStorage {
  readonly caches = new Map<string, FakeCache>();

  open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new FakeCache();
      this.caches.set(name, cache);
    }
    return Promise.resolve(cache);
  }

  has(name: string): Promise<boolean> {
    return Promise.resolve(this.caches.has(name));
  }

  delete(name: string): Promise<boolean> {
    return Promise.resolve(this.caches.delete(name));
  }

  keys(): Promise<string[]> {
    return Promise.resolve([...this.caches.keys()]);
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    for (const cache of this.caches.values()) {
      const found = await cache.match(request);
      if (found) return found;
    }
    return undefined;
  }
}
