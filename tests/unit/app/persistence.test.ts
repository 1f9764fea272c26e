import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  indexedDbStorage,
  loadPersistedState,
  playbackStateChanged,
  restoredState,
  wirePersistence,
  type KeyStorage,
  type PersistedKey,
} from '../../../src/app/persistence';
import { makeStore, type AppStore } from '../../../src/app/store';
import { toggleFavorite } from '../../../src/features/playback/favoritesSlice';
import {
  cycleRepeat,
  playAudio,
  setPlaybackRate,
  setVolume,
  stop,
  timeUpdated,
  togglePlay,
} from '../../../src/features/playback/playerSlice';
import { enqueue } from '../../../src/features/queue/queueThunks';
import { deleteKey, readKey, resetDatabaseConnection, writeKey } from '../../../contract/db';
import { naat } from '../playerFixtures';

let store: AppStore | null = null;

beforeEach(async () => {
  // Start each test with none of the four keys saved (the connection stays open across tests).
  for (const key of [
    'queue',
    'currentAudio',
    'playbackState',
    'favorites',
    'playlist',
    'playerSettings',
  ] as const)
    await deleteKey(key);
});
afterEach(() => {
  store?.dispose();
  store = null;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const ids = (items: { id: number }[]) => items.map((item) => item.id);

function persistedStore(storage: KeyStorage = indexedDbStorage) {
  store = makeStore(undefined, [wirePersistence({ storage })]);
  return store;
}

/** Writes finish asynchronously; wait until the key holds what the test expects. */
async function eventually(key: PersistedKey, check: (value: unknown) => boolean): Promise<unknown> {
  return vi.waitFor(async () => {
    const value = await readKey(key);
    if (!check(value)) throw new Error(`${key} has not reached the expected value yet`);
    return value;
  });
}

describe('writing the four keys', () => {
  it('mirrors the queue, current audio, playback state and favorites (whole records)', async () => {
    const s = persistedStore();
    s.dispatch(enqueue(naat(2)));
    s.dispatch(playAudio({ audio: naat(1) }));
    s.dispatch(toggleFavorite(naat(5, { title: 'Loved' })));
    s.dispatch(setVolume(0.4));
    await eventually('queue', (value) => Array.isArray(value) && value.length === 2);
    expect(ids((await readKey('queue')) as { id: number }[])).toEqual([2, 1]);
    expect(await readKey('currentAudio')).toMatchObject({ id: 1, title: 'Naat 1' });
    expect(await readKey('favorites')).toEqual([naat(5, { title: 'Loved' })]);
    expect(
      await eventually(
        'playbackState',
        (value) => (value as { volume?: number } | undefined)?.volume === 0.4,
      ),
    ).toEqual({
      isPlaying: true,
      currentTime: 0,
      volume: 0.4,
      duration: 60,
      audioId: 1,
    });
  });

  it('writes the playback time only on even whole seconds', () => {
    const at = (second: number) => ({
      isPlaying: true,
      currentTime: second,
      volume: 1,
      duration: 60,
      audioId: 1,
    });
    expect(playbackStateChanged(at(0), at(0.75))).toBe(false);
    expect(playbackStateChanged(at(0.75), at(1.25))).toBe(false);
    expect(playbackStateChanged(at(1.75), at(2.0))).toBe(true);
    expect(playbackStateChanged(at(2.0), at(2.5))).toBe(false);
    expect(playbackStateChanged(at(2.5), at(3.5))).toBe(false);
    expect(playbackStateChanged(at(3.75), at(4.25))).toBe(true);
    expect(playbackStateChanged(at(3), { ...at(3), isPlaying: false })).toBe(true);
    expect(playbackStateChanged(null, at(0))).toBe(true);
  });

  it('saves the time reached on an even second, and stop clears the current audio and playback state', async () => {
    const s = persistedStore();
    s.dispatch(playAudio({ audio: naat(1) }));
    s.dispatch(timeUpdated(3.5));
    s.dispatch(timeUpdated(4.25));
    s.dispatch(timeUpdated(5.5));
    await eventually(
      'playbackState',
      (value) => (value as { currentTime?: number } | undefined)?.currentTime === 4.25,
    );
    s.dispatch(stop());
    await eventually('playbackState', (value) => value === null);
    expect(await readKey('currentAudio')).toBeNull();
  });
});

describe('writing at once', () => {
  it('starts the write of a favorite or a queue edit in the same task, with no timer to wait for', async () => {
    const writes: [PersistedKey, unknown][] = [];
    const storage: KeyStorage = {
      read: () => Promise.resolve(undefined),
      write: (key, value) => {
        writes.push([key, value]);
        return Promise.resolve();
      },
    };
    vi.useFakeTimers();
    const s = persistedStore(storage);
    s.dispatch(toggleFavorite(naat(5)));
    s.dispatch(enqueue(naat(6)));
    await Promise.resolve();
    // No timer ran: a page left right after the tap has already asked IndexedDB to store it.
    expect(writes.map(([key]) => key).sort()).toEqual(['favorites', 'queue']);
    expect(ids(writes.find(([key]) => key === 'favorites')?.[1] as { id: number }[])).toEqual([5]);
  });
});

describe('restoring what can be read', () => {
  it('leaves out damaged records, keeps the rest, and says so once', () => {
    const state = restoredState({
      queue: [naat(1), { id: 'x' }, 'junk', naat(2)],
      currentAudio: { id: 5, title: 'no reciter' },
      playbackState: { audioId: 5, currentTime: 'soon' },
      favorites: [naat(3), { title: 'half a naat' }],
      playlist: { items: 'nonsense', index: -4, source: 'radio' },
    });
    expect(ids(state.queue.items)).toEqual([1, 2]);
    expect(ids(state.favorites.items)).toEqual([3]);
    // Nothing in the player: the bar shows minimized, never an empty player.
    expect(state.player).toMatchObject({ currentAudio: null, isMinimized: true });
    expect(state.toasts.items.map((toast) => toast.message)).toEqual([
      '4 saved naats could not be read and were left out.',
    ]);
    expect(
      restoredState({ queue: [naat(1)], currentAudio: null, playbackState: null, favorites: [] }).toasts
        .items,
    ).toEqual([]);
  });
});

describe('restoring', () => {
  it('restores the position when the audio matches, resumes if it was playing, drops it from the queue', async () => {
    await writeKey('queue', [naat(1), naat(2), naat(3)]);
    await writeKey('currentAudio', naat(2));
    await writeKey('playbackState', {
      isPlaying: true,
      currentTime: 24,
      volume: 0.6,
      duration: 58,
      audioId: 2,
    });
    await writeKey('favorites', [naat(9)]);
    const state = await loadPersistedState();
    expect(ids(state.queue.items)).toEqual([1, 3]);
    expect(state.player).toMatchObject({
      currentTime: 24,
      isPlaying: true,
      volume: 0.6,
      duration: 58,
      currentIndex: 0,
      isMinimized: false,
      // No spinner on a disabled Play button: some browsers fetch nothing before a tap.
      isLoading: false,
    });
    expect(state.player.currentAudio?.id).toBe(2);
    expect(ids(state.player.playlist)).toEqual([2, 1, 3]);
    expect(ids(state.favorites.items)).toEqual([9]);
  });

  it('ignores a saved position of another audio or of 0 seconds', async () => {
    await writeKey('currentAudio', naat(2));
    await writeKey('playbackState', {
      isPlaying: true,
      currentTime: 24,
      volume: 0.5,
      duration: 58,
      audioId: 7,
    });
    let state = await loadPersistedState();
    expect(state.player).toMatchObject({ currentTime: 0, isPlaying: false, volume: 0.5, duration: 60 });
    await writeKey('playbackState', {
      isPlaying: false,
      currentTime: 0,
      volume: 1,
      duration: 58,
      audioId: 2,
    });
    state = await loadPersistedState();
    expect(state.player.currentTime).toBe(0);
  });

  it('starts empty with volume 1 when nothing is saved, and skips malformed records', async () => {
    let state = await loadPersistedState();
    expect(state.player.currentAudio).toBeNull();
    expect(state.player.volume).toBe(1);
    expect(state.queue.items).toEqual([]);
    await writeKey('queue', [naat(1), { id: 'x' }, 'junk', naat(1)]);
    await writeKey('favorites', 'not a list');
    await writeKey('currentAudio', { id: 3 });
    state = await loadPersistedState();
    expect(ids(state.queue.items)).toEqual([1]);
    expect(state.favorites.items).toEqual([]);
    expect(state.player.currentAudio).toBeNull();
  });

  it('survives a round trip: what one store writes, the next one starts with', async () => {
    const s = persistedStore();
    s.dispatch(playAudio({ audio: naat(1), playlist: [naat(1), naat(2)] }));
    s.dispatch(timeUpdated(6.1));
    s.dispatch(togglePlay());
    s.dispatch(toggleFavorite(naat(2)));
    await eventually(
      'playbackState',
      (value) => (value as { isPlaying?: boolean } | undefined)?.isPlaying === false,
    );
    await eventually('favorites', (value) => Array.isArray(value) && value.length === 1);
    const state = await loadPersistedState();
    expect(state.player).toMatchObject({ currentTime: 6.1, isPlaying: false });
    expect(ids(state.queue.items)).toEqual([2]);
    expect(ids(state.favorites.items)).toEqual([2]);
  });
});

describe('speed and repeat', () => {
  it('are kept across a reload, even with nothing in the player', async () => {
    const s = persistedStore();
    s.dispatch(setPlaybackRate(1.5));
    s.dispatch(cycleRepeat());
    s.dispatch(cycleRepeat());
    await eventually(
      'playerSettings',
      (value) => (value as { repeat?: string } | undefined)?.repeat === 'one',
    );
    expect(await readKey('playerSettings')).toEqual({ playbackRate: 1.5, repeat: 'one' });
    const state = await loadPersistedState();
    expect(state.player).toMatchObject({ playbackRate: 1.5, repeat: 'one', currentAudio: null });
  });

  it('a saved speed outside the range is clamped; anything else falls back to 1x and no repeat', async () => {
    await writeKey('playerSettings', { playbackRate: 9, repeat: 'all' });
    expect((await loadPersistedState()).player).toMatchObject({ playbackRate: 2, repeat: 'all' });
    await writeKey('playerSettings', { playbackRate: 'fast', repeat: 'forever' });
    expect((await loadPersistedState()).player).toMatchObject({ playbackRate: 1, repeat: 'off' });
    await writeKey('playerSettings', null);
    expect((await loadPersistedState()).player).toMatchObject({ playbackRate: 1, repeat: 'off' });
  });
});

describe('storage failures', () => {
  const failing: KeyStorage = {
    read: () => Promise.reject(new Error('QuotaExceededError')),
    write: () => Promise.reject(new Error('QuotaExceededError')),
  };

  it('a failing read logs a warning and falls back to defaults', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const state = await loadPersistedState(failing);
    expect(state.player.currentAudio).toBeNull();
    expect(state.player.volume).toBe(1);
    expect(state.queue.items).toEqual([]);
    expect(state.favorites.items).toEqual([]);
    // One per key: the four public ones, the playlist and the speed and repeat.
    expect(warn).toHaveBeenCalledTimes(6);
  });

  it('a hung store gives up after the timeout with defaults', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hung: KeyStorage = { read: () => new Promise(() => undefined), write: () => Promise.resolve() };
    const state = await loadPersistedState(hung, 20);
    expect(state.queue.items).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('a failing write only warns; the app state is untouched', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const s = persistedStore(failing);
    s.dispatch(enqueue(naat(1)));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(ids(s.getState().queue.items)).toEqual([1]);
  });

  it('the real module falls back too when IndexedDB itself rejects', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const open = vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    resetDatabaseConnection();
    const state = await loadPersistedState();
    expect(open).toHaveBeenCalled();
    expect(state.player.currentAudio).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
