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
});
