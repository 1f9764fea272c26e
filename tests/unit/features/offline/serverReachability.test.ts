import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOnline, subscribeOnline } from '../../../../src/features/offline/onlineStatus';
import {
  RETRY_MS,
  isServerReachable,
  probeServer,
  resetServerReachability,
  watchServerReachability,
} from '../../../../src/features/offline/serverReachability';

const answers = () => vi.fn(() => Promise.resolve(new Response('{}', { status: 200 })));
const fails = () => vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));

afterEach(() => {
  resetServerReachability();
  vi.useRealTimers();
});

describe('server reachability', () => {
  it('a network failure makes the app offline even though navigator.onLine says online', async () => {
    const changed = vi.fn();
    const stop = subscribeOnline(changed);
    expect(await probeServer(fails())).toBe(false);
    expect(isServerReachable()).toBe(false);
    expect(navigator.onLine).toBe(true);
    expect(isOnline()).toBe(false);
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
  });

  it('any HTTP answer, even an error status, counts as reachable', async () => {
    await probeServer(fails());
    const fetchFn = vi.fn(() => Promise.resolve(new Response('', { status: 503 })));
    expect(await probeServer(fetchFn)).toBe(true);
    expect(isOnline()).toBe(true);
    expect(fetchFn).toHaveBeenCalledWith('/api/health', expect.objectContaining({ cache: 'no-store' }));
  });

  it('probes at start, retries while unreachable and stops retrying once the server answers', async () => {
    vi.useFakeTimers();
    let up = false;
    const fetchFn = vi.fn(() =>
      up ? Promise.resolve(new Response('{}')) : Promise.reject(new TypeError('Failed to fetch')),
    );
    const stop = watchServerReachability(fetchFn);
    await vi.advanceTimersByTimeAsync(0);
    expect(isServerReachable()).toBe(false);
    up = true;
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(isServerReachable()).toBe(true);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_MS * 3);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    stop();
  });

  it('probes again when the browser reports it is back online', async () => {
    const fetchFn = answers();
    const stop = watchServerReachability(fetchFn);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(fetchFn).toHaveBeenCalledTimes(2));
    stop();
    window.dispatchEvent(new Event('online'));
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });
});
