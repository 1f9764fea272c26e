/**
 * Whether the app's own server answers. navigator.onLine stays true on a network with no internet, behind a
 * captive portal, or when only the server is down; WebKit's test driver has no offline switch at all (its
 * suite stops the server instead). A small probe of /api/health, which the service worker never answers from
 * a cache, runs at start, when the browser says it is back online, when the page becomes visible again, and
 * every RETRY_MS while it fails. Any HTTP answer counts as reachable; only a network failure or a probe that
 * hangs longer than PROBE_TIMEOUT_MS counts as unreachable.
 */

export const RETRY_MS = 15_000;
export const PROBE_TIMEOUT_MS = 5_000;
const HEALTH_URL = '/api/health';

let reachable = true;
const listeners = new Set<() => void>();

export function isServerReachable(): boolean {
  return reachable;
}

export function subscribeServerReachable(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

function setReachable(value: boolean): void {
  if (value === reachable) return;
  reachable = value;
  for (const listener of listeners) listener();
}

export type ProbeFetch = (url: string, init: RequestInit) => Promise<unknown>;

/** One probe; answers (and records) whether the server answered at all. */
export async function probeServer(fetchFn: ProbeFetch = (url, init) => fetch(url, init)): Promise<boolean> {
  try {
    await fetchFn(HEALTH_URL, { cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    setReachable(true);
  } catch {
    setReachable(false);
  }
  return reachable;
}

/** Starts probing (see above); answers a function that stops it. */
export function watchServerReachability(fetchFn?: ProbeFetch): () => void {
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const check = async () => {
    clearTimeout(retry);
    const ok = await probeServer(fetchFn);
    if (!ok && !stopped) retry = setTimeout(() => void check(), RETRY_MS);
  };
  const onOnline = () => void check();
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  void check();
  return () => {
    stopped = true;
    clearTimeout(retry);
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** For tests: back to the initial state. */
export function resetServerReachability(): void {
  reachable = true;
  listeners.clear();
}
