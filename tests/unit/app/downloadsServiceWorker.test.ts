import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A stand-in for workbox-window's Workbox: records its listeners and what the page asked of it.
const fake = vi.hoisted(() => {
  const listeners = new Map<string, () => void>();
  return {
    listeners,
    messageSkipWaiting: vi.fn<() => void>(),
    register: vi.fn(() => Promise.resolve(undefined)),
    fire: (type: string) => listeners.get(type)?.(),
  };
});
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      fake.listeners.set(type, listener);
    }
    messageSkipWaiting = fake.messageSkipWaiting;
    register = fake.register;
  },
}));

let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.resetModules();
  fake.listeners.clear();
  fake.messageSkipWaiting.mockReset();
  vi.stubEnv('PROD', true);
  // A visit a worker already controls (the first-visit path has its own test below).
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { controller: { postMessage: vi.fn() } },
    configurable: true,
  });
  reload = vi.fn();
  vi.stubGlobal('location', { href: window.location.href, reload });
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('registerServiceWorker and the update', () => {
  it('registers a first visit with the browser itself, without loading workbox-window', async () => {
    const register = vi.fn(() => Promise.resolve({}));
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { controller: null, register },
      configurable: true,
    });
    fake.register.mockClear();
    const sw = await import('../../../src/app/serviceWorker');
    await sw.registerServiceWorker();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(fake.register).not.toHaveBeenCalled();
  });

  it('registers once in production and reports a waiting version', async () => {
    const sw = await import('../../../src/app/serviceWorker');
    await sw.registerServiceWorker();
    expect(fake.register).toHaveBeenCalled();
    expect(sw.isUpdateWaiting()).toBe(false);
    fake.fire('waiting');
    expect(sw.isUpdateWaiting()).toBe(true);
  });

  it('reloads only after the listener applied the update and the new worker took over', async () => {
    const sw = await import('../../../src/app/serviceWorker');
    await sw.registerServiceWorker();
    fake.fire('waiting');
    // Another tab's update taking control does not reload this page.
    fake.fire('controlling');
    expect(reload).not.toHaveBeenCalled();

    sw.applyUpdate();
    expect(fake.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    fake.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks the worker to send queued plays when the connection or the server comes back', async () => {
    const postMessage = vi.fn();
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { controller: { postMessage } },
      configurable: true,
    });
    const sw = await import('../../../src/app/serviceWorker');
    const reachability = await import('../../../src/features/offline/serverReachability');
    await sw.registerServiceWorker();

    window.dispatchEvent(new Event('online'));
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'REPLAY_PLAYS' });

    postMessage.mockClear();
    await reachability.probeServer(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(postMessage).not.toHaveBeenCalled();
    await reachability.probeServer(() => Promise.resolve(new Response(null, { status: 200 })));
    expect(postMessage).toHaveBeenCalledWith({ type: 'REPLAY_PLAYS' });
  });

  it('does nothing outside production builds', async () => {
    vi.stubEnv('PROD', false);
    fake.register.mockClear();
    const sw = await import('../../../src/app/serviceWorker');
    await sw.registerServiceWorker();
    expect(fake.register).not.toHaveBeenCalled();
  });
});
