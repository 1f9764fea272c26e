/**
 * Public GET /api answers, network-first with a short timeout, into their own cache, so pages seen online
 * open offline and a slow network falls back to what was seen before. Admin calls, transcription and
 * anything sent with credentials never enter the cache.
 */

export interface ApiCacheOptions {
  cacheName: string;
  /** How long the network has before a cached answer is used instead (the network may still win later). */
  timeoutMs: number;
  /** Oldest-written entries beyond this many are deleted, so the cache cannot grow without bound. */
  maxEntries: number;
  /** An entry older than this is not served (nor kept). */
  maxAgeMs: number;
}

export interface ApiDeps {
  caches: Pick<CacheStorage, 'open'>;
  fetch: (request: Request) => Promise<Response>;
  now: () => number;
}

export interface ApiCandidate {
  request: Pick<Request, 'method' | 'headers'>;
  url: URL;
  sameOrigin: boolean;
}

/** Private or per-user calls: admin (tokens, personal data), transcription (a POST in practice), health. */
const NEVER_CACHED = [/^\/api\/admin(?:\/|$)/, /^\/api\/transcribe(?:\/|$)/, /^\/api\/health$/];

export function matchPublicApi({ request, url, sameOrigin }: ApiCandidate): boolean {
  if (!sameOrigin || request.method !== 'GET' || !url.pathname.startsWith('/api/')) return false;
  if (request.headers.has('authorization')) return false;
  return !NEVER_CACHED.some((pattern) => pattern.test(url.pathname));
}

/** When the answer was stored; the Date header of the server cannot be trusted to exist or be right. */
const STORED_AT = 'x-naat-stored-at';

/** What a page gets for an API call that is neither reachable nor cached: the API's own failure shape. */
export function offlineApiResponse(): Response {
  return Response.json(
    { success: false, data: null, error: 'You are offline and this page was not saved for offline use.' },
    { status: 503, statusText: 'Offline' },
  );
}

async function store(
  cache: Cache,
  request: Request,
  response: Response,
  deps: ApiDeps,
  options: ApiCacheOptions,
) {
  const headers = new Headers(response.headers);
  headers.set(STORED_AT, String(deps.now()));
  const stamped = new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
  await cache.put(request, stamped);
  // Cache.keys() lists entries in the order they were last written, so the oldest come first.
  const keys = await cache.keys();
  const excess = keys.slice(0, Math.max(0, keys.length - options.maxEntries));
  await Promise.all(excess.map((key) => cache.delete(key)));
}

async function readFresh(cache: Cache, request: Request, deps: ApiDeps, options: ApiCacheOptions) {
  const cached = await cache.match(request);
  if (!cached) return undefined;
  const storedAt = Number(cached.headers.get(STORED_AT));
  if (!Number.isFinite(storedAt) || deps.now() - storedAt > options.maxAgeMs) {
    await cache.delete(request);
    return undefined;
  }
  return cached;
}

const TIMED_OUT = Symbol('timed out');

export async function networkFirstApi(
  request: Request,
  deps: ApiDeps,
  options: ApiCacheOptions,
): Promise<Response> {
  const cache = await deps.caches.open(options.cacheName);
  const network = deps.fetch(request.clone()).then(async (response) => {
    // Only complete successes: a 404 or a 500 must not replace a good answer seen before.
    if (response.status === 200) await store(cache, request, response.clone(), deps, options);
    return response;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), options.timeoutMs);
  });
  let networkFailed = false;
  try {
    const first = await Promise.race([network, timeout]);
    if (first !== TIMED_OUT) return first;
  } catch {
    networkFailed = true;
  } finally {
    clearTimeout(timer);
  }
  const cached = await readFresh(cache, request, deps, options);
  if (cached) return cached;
  // Slow but alive: with nothing cached, waiting for the network beats failing.
  if (!networkFailed) return network.catch(() => offlineApiResponse());
  return offlineApiResponse();
}
