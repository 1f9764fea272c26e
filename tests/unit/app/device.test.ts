import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDevice } from '../../../src/app/device';
import { makeStore, type AppStore } from '../../../src/app/store';
import { toggleFavorite } from '../../../src/features/playback/favoritesSlice';
import { playAudio } from '../../../src/features/playback/playerSlice';
import { createLazyEngine } from '../../../src/features/player/lazyEngine';
import { hasSavedState } from '../../../src/lib/savedState';
import { readKey, resetDatabaseConnection } from '../../../contract/db';
import { FakeEngine, naat } from '../playerFixtures';

const stores: AppStore[] = [];
beforeEach(() => {
  // Each test is a new device: no database at all.
  globalThis.indexedDB = new IDBFactory();
  resetDatabaseConnection();
  localStorage.clear();
});
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

/** One page load: reads what the device saved and makes the store the app makes. */
async function pageLoad(engine = new FakeEngine()) {
  const loads = vi.fn(() => Promise.resolve(engine));
  const lazy = createLazyEngine(loads);
  const device = await startDevice(lazy);
  const store = makeStore(device.preloadedState, [device.effect]);
  stores.push(store);
  return { store, engine, loads, preloaded: device.preloadedState };
}

describe('whether the device has saved state', () => {
  it('is unknown, so assumed, where the browser cannot list its databases', async () => {
    expect(await hasSavedState(null)).toBe(true);
    expect(await hasSavedState({})).toBe(true);
    expect(await hasSavedState({ databases: () => Promise.reject(new Error('blocked')) })).toBe(true);
  });

  it('is no on a new device, and yes once the app has written', async () => {
    expect(await hasSavedState()).toBe(false);
    const { store } = await pageLoad();
    store.dispatch(toggleFavorite(naat(1)));
    await vi.waitFor(async () => expect(await hasSavedState()).toBe(true));
  });
});

describe('a first visit', () => {
  it('starts with nothing read, knows nothing is downloaded, and creates no database by itself', async () => {
    const { store, loads, preloaded } = await pageLoad();
    expect(preloaded).toEqual({});
    expect(store.getState().downloads.status).toBe('loaded');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await hasSavedState()).toBe(false);
    expect(loads).not.toHaveBeenCalled();
  });

  it('writes the first change once its storage code is there, and the next page load restores it', async () => {
    const first = await pageLoad();
    first.store.dispatch(toggleFavorite(naat(3)));
    await vi.waitFor(async () => expect(await readKey('favorites')).toEqual([naat(3)]));

    const second = await pageLoad();
    expect(second.store.getState().favorites.items).toEqual([naat(3)]);
  });

  it('plays the first naat: the engine loads with the wiring, and is told to load and play it', async () => {
    const { store, engine, loads } = await pageLoad();
    store.dispatch(playAudio({ audio: naat(5) }));
    await vi.waitFor(() => expect(engine.calls).toContainEqual(['play']));
    expect(loads).toHaveBeenCalledTimes(1);
    expect(engine.calls[0]).toEqual(['load', '/Audio/5.mp3']);
    // And what plays is kept for the next page load.
    await vi.waitFor(async () => expect(await readKey('currentAudio')).toEqual(naat(5)));
  });

  it('left before its storage code arrived, keeps its changes in localStorage for the next load to save', async () => {
    const first = await pageLoad();
    first.store.dispatch(toggleFavorite(naat(2)));
    // The page goes at once, before the code that writes IndexedDB has run.
    window.dispatchEvent(new Event('pagehide'));
    first.store.dispose();
    expect(localStorage.getItem('naat-unsaved')).not.toBeNull();
    expect(await hasSavedState()).toBe(false);

    const second = await pageLoad();
    expect(second.store.getState().favorites.items).toEqual([naat(2)]);
    await vi.waitFor(async () => expect(await readKey('favorites')).toEqual([naat(2)]));
    expect(localStorage.getItem('naat-unsaved')).toBeNull();
  });

  it('left while its last writes may be cut short, starts the next load from what it left', async () => {
    const first = await pageLoad();
    first.store.dispatch(toggleFavorite(naat(4)));
    await vi.waitFor(async () => expect(await readKey('favorites')).toEqual([naat(4)]));
    first.store.dispatch(toggleFavorite(naat(6)));
    window.dispatchEvent(new Event('pagehide'));
    first.store.dispose();

    const second = await pageLoad();
    expect(second.store.getState().favorites.items).toEqual([naat(6), naat(4)]);
    expect(localStorage.getItem('naat-unsaved')).toBeNull();
    // A load that restored saves as it goes, so the one after reads IndexedDB alone.
    await vi.waitFor(async () => expect(await readKey('favorites')).toEqual([naat(6), naat(4)]));
    expect((await pageLoad()).store.getState().favorites.items).toEqual([naat(6), naat(4)]);
  });
});
