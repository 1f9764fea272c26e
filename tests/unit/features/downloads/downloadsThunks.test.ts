// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../../src/app/store';
import type { DownloadEnv } from '../../../../src/features/downloads/downloadAudio';
import { initialDownloadsState, selectBulkFraction } from '../../../../src/features/downloads/downloadsSlice';
import {
  cancelDownloadAll,
  downloadAll,
  downloadNaat,
  DOWNLOADED_INDICATOR_MS,
  removeDownload,
} from '../../../../src/features/downloads/downloadsThunks';
import { CACHE_NAMES } from '../../../../contract/cacheNames';
import { clearDownloads, deleteDownload, putDownload } from '../../../../contract/db';
import { audioResponse, MemoryCacheStorage, naat } from '../../downloadsFakes';

const BYTES = new Uint8Array(64);

function setup(overrides: Partial<DownloadEnv> = {}) {
  const caches = new MemoryCacheStorage();
  const env: DownloadEnv = {
    caches,
    fetch: () => Promise.resolve(audioResponse(BYTES)),
    storage: undefined,
    putRecord: putDownload,
    deleteRecord: deleteDownload,
    now: () => new Date('2026-02-03T04:05:06.000Z'),
    canPlay: () => true,
    baseUrl: 'https://naats.test/',
    ...overrides,
  };
  // The records were read already (the app reads them at start); these tests start with none.
  const store = makeStore({ downloads: { ...initialDownloadsState, status: 'loaded' } });
  return { store, env, caches };
}

const toasts = (store: ReturnType<typeof makeStore>) =>
  store.getState().toasts.items.map(({ message, type, duration }) => ({ message, type, duration }));

beforeEach(async () => {
  await clearDownloads();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('downloadNaat', () => {
  it("goes downloading -> 'Downloaded!' for 3 s -> idle, toasts success and saves a named copy", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { store, env } = setup();
    const saveFile = vi.fn();
    const item = naat(1, {
      title: 'Tajdar-e-Haram!',
      naatKhawan: { id: 7, name: 'Atif Aslam', image: null },
    });

    const pending = store.dispatch(downloadNaat(item, { env, saveFile }));
    expect(store.getState().downloads.active[1]?.phase).toBe('downloading');
    expect(await pending).toBe('downloaded');

    expect(store.getState().downloads.active[1]).toEqual({ phase: 'done' });
    expect(store.getState().downloads.records[1]?.size).toBe(64);
    expect(toasts(store)).toEqual([
      { message: 'Downloaded "Tajdar-e-Haram!" successfully!', type: 'success', duration: 4000 },
    ]);
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'Tajdar-e-Haram - Atif Aslam.mp3');

    vi.advanceTimersByTime(DOWNLOADED_INDICATOR_MS - 1);
    expect(store.getState().downloads.active[1]).toEqual({ phase: 'done' });
    vi.advanceTimersByTime(1);
    expect(store.getState().downloads.active[1]).toBeUndefined();
    expect(store.getState().downloads.records[1]).toBeDefined();
  });

  it('toasts the failure for 4 s and goes back to idle with nothing stored', async () => {
    const { store, env, caches } = setup({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    const saveFile = vi.fn();
    expect(await store.dispatch(downloadNaat(naat(1, { title: 'Burda' }), { env, saveFile }))).toBe('failed');
    expect(toasts(store)).toEqual([
      { message: 'Failed to download "Burda". Please try again.', type: 'error', duration: 4000 },
    ]);
    expect(store.getState().downloads.active[1]).toBeUndefined();
    expect(store.getState().downloads.records[1]).toBeUndefined();
    expect(caches.caches.get(CACHE_NAMES.downloads)?.entries.size ?? 0).toBe(0);
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('toasts the storage message on a quota error', async () => {
    const { store, env } = setup({
      storage: { estimate: () => Promise.resolve({ quota: 100, usage: 90 }) },
    });
    expect(await store.dispatch(downloadNaat(naat(1, { title: 'Burda' }), { env, saveFile: vi.fn() }))).toBe(
      'quota',
    );
    expect(toasts(store)).toEqual([
      {
        message: 'Not enough storage space to download "Burda". Free some space and try again.',
        type: 'error',
        duration: 4000,
      },
    ]);
  });

  it('asks for persistent storage only on the first download', async () => {
    const persist = vi.fn(() => Promise.resolve(false));
    const { store, env } = setup({ storage: { persist, persisted: () => Promise.resolve(false) } });
    await store.dispatch(downloadNaat(naat(1), { env, saveFile: vi.fn() }));
    await store.dispatch(downloadNaat(naat(2), { env, saveFile: vi.fn() }));
    expect(persist).toHaveBeenCalledTimes(1);
  });
});

describe('removeDownload', () => {
  it('removes the record from the slice after the storage is cleared', async () => {
    const { store, env } = setup();
    await store.dispatch(downloadNaat(naat(1), { env, saveFile: vi.fn() }));
    const remove = vi.fn(() => Promise.resolve());
    await store.dispatch(removeDownload(1, remove));
    expect(remove).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1, url: 'https://naats.test/Audio/naat-1.mp3' }),
    );
    expect(store.getState().downloads.records[1]).toBeUndefined();
  });
});

describe('downloadAll', () => {
  it('downloads what is missing one by one, quietly, and reports overall progress', async () => {
    const { store, env } = setup();
    await store.dispatch(downloadNaat(naat(2), { env, saveFile: vi.fn() }));
    const fractions: number[] = [];
    const unsubscribe = store.subscribe(() => fractions.push(selectBulkFraction(store.getState())));
    await store.dispatch(
      downloadAll('Naats by Owais Raza Qadri', () => Promise.resolve([naat(1), naat(2), naat(3)]), { env }),
    );
    unsubscribe();

    expect(store.getState().downloads.bulk).toMatchObject({
      label: 'Naats by Owais Raza Qadri',
      phase: 'finished',
      total: 2,
      completed: 2,
      failed: 0,
      skipped: 1,
    });
    expect(Object.keys(store.getState().downloads.records).sort()).toEqual(['1', '2', '3']);
    // Only the single download toasted; the bulk run is quiet on success.
    expect(toasts(store)).toHaveLength(1);
    expect(fractions.at(-1)).toBe(1);
    // Overall progress never goes backwards between files.
    expect(fractions.every((value, index) => value >= (fractions[index - 1] ?? 0))).toBe(true);
  });

  it('stops when cancelled and keeps what finished', async () => {
    let calls = 0;
    const { store, env } = setup({
      fetch: (_url, init) => {
        calls += 1;
        if (calls === 2) {
          cancelDownloadAll();
          return Promise.reject(new DOMException(`aborted: ${String(init.signal?.aborted)}`, 'AbortError'));
        }
        return Promise.resolve(audioResponse(BYTES));
      },
    });
    await store.dispatch(
      downloadAll('My Favorites', () => Promise.resolve([naat(1), naat(2), naat(3)]), { env }),
    );
    expect(store.getState().downloads.bulk).toMatchObject({ phase: 'cancelled', completed: 1 });
    expect(Object.keys(store.getState().downloads.records)).toEqual(['1']);
    expect(calls).toBe(2);
    expect(toasts(store)).toEqual([]);
  });

  it('stops at the first quota error', async () => {
    let calls = 0;
    const { store, env } = setup({
      fetch: () => {
        calls += 1;
        return Promise.resolve(audioResponse(BYTES));
      },
      putRecord: () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
    });
    await store.dispatch(downloadAll('My Favorites', () => Promise.resolve([naat(1), naat(2)]), { env }));
    expect(store.getState().downloads.bulk).toMatchObject({ phase: 'failed', completed: 1, failed: 1 });
    expect(calls).toBe(1);
  });

  it('reports a failure to load the list', async () => {
    const { store, env } = setup();
    await store.dispatch(
      downloadAll('Naats by X', () => Promise.reject(new TypeError('Failed to fetch')), { env }),
    );
    expect(store.getState().downloads.bulk?.phase).toBe('failed');
  });
});
