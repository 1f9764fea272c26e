import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageUnavailableMessage, wirePersistence, type KeyStorage } from '../../../src/app/persistence';
import { makeStore, type AppStore } from '../../../src/app/store';
import { enqueue } from '../../../src/features/queue/queueThunks';
import { naat } from '../playerFixtures';

let store: AppStore | null = null;
afterEach(() => {
  store?.dispose();
  store = null;
  vi.restoreAllMocks();
});

const notices = (s: AppStore) =>
  s.getState().toasts.items.filter((toast) => toast.message === storageUnavailableMessage());

function storeOn(storage: KeyStorage): AppStore {
  store = makeStore(undefined, [wirePersistence({ storage })]);
  return store;
}

describe('the storage notice', () => {
  it('tells the listener once, as an error toast, when storage cannot be read at start', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const s = storeOn({
      read: () => Promise.reject(new DOMException('blocked', 'SecurityError')),
      write: () => Promise.reject(new DOMException('blocked', 'SecurityError')),
    });
    await vi.waitFor(() => expect(notices(s)).toHaveLength(1));
    expect(notices(s)[0]?.type).toBe('error');
    s.dispatch(enqueue(naat(1)));
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalledTimes(1));
    s.dispatch(enqueue(naat(2)));
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalledTimes(2));
    expect(notices(s)).toHaveLength(1);
    // Nothing else stops: the queue works from memory.
    expect(s.getState().queue.items.map((item) => item.id)).toEqual([1, 2]);
  });

  it('tells the listener when writes start failing later (a full disk)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const s = storeOn({
      read: () => Promise.resolve(undefined),
      write: () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
    });
    await Promise.resolve();
    expect(notices(s)).toHaveLength(0);
    s.dispatch(enqueue(naat(3)));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(notices(s)).toHaveLength(1);
  });

  it('says nothing while storage works', async () => {
    const written: string[] = [];
    const s = storeOn({
      read: () => Promise.resolve(undefined),
      write: (key) => {
        written.push(key);
        return Promise.resolve();
      },
    });
    s.dispatch(enqueue(naat(4)));
    await vi.waitFor(() => expect(written).toContain('queue'));
    expect(s.getState().toasts.items.filter((t) => t.type === 'error')).toEqual([]);
  });
});
