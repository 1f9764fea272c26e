import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../../src/app/store';
import {
  continueList,
  isUnfinished,
  MAX_SAVED,
  parseHistory,
  withEntry,
  wireListeningHistory,
  type HistoryStorage,
  type ListeningEntry,
} from '../../../../src/features/player/listeningHistory';
import {
  playAudio,
  seek,
  stop,
  timeUpdated,
  togglePlay,
} from '../../../../src/features/playback/playerSlice';
import { next } from '../../../../src/features/playback/navigation';
import { naat } from '../../playerFixtures';

const entry = (id: number, position: number, duration = 300): ListeningEntry => ({
  naat: naat(id, { duration }),
  position,
  duration,
});
const summary = (entries: ListeningEntry[]) => entries.map((item) => [item.naat.id, item.position]);

/** A storage that keeps what was written, starting from `saved`. */
function memoryStorage(saved?: unknown) {
  const storage = {
    value: saved,
    writes: 0,
    read: () => Promise.resolve(storage.value),
    write: (value: ListeningEntry[]) => {
      storage.writes += 1;
      storage.value = structuredClone(value);
      return Promise.resolve();
    },
  };
  return storage;
}

describe('listening history (pure)', () => {
  it('reads only whole entries, one per naat, at most MAX_SAVED', () => {
    expect(parseHistory('junk')).toEqual([]);
    const saved = [
      entry(1, 30),
      { naat: { id: 'x' }, position: 3 },
      'junk',
      { naat: naat(1), position: 99, duration: 300 },
      { naat: naat(2), position: -4, duration: Number.NaN },
    ];
    expect(parseHistory(saved)).toEqual([entry(1, 30), { naat: naat(2), position: 0, duration: 0 }]);
    const many = Array.from({ length: MAX_SAVED + 3 }, (_, index) => entry(index + 1, 30));
    expect(parseHistory(many)).toHaveLength(MAX_SAVED);
  });

  it('keeps the newest first, one entry per naat, at most MAX_SAVED', () => {
    let history: ListeningEntry[] = [];
    for (let id = 1; id <= MAX_SAVED + 2; id += 1) history = withEntry(history, entry(id, 20));
    expect(history).toHaveLength(MAX_SAVED);
    expect(history[0]?.naat.id).toBe(MAX_SAVED + 2);
    history = withEntry(history, entry(5, 80));
    expect(summary(history.slice(0, 2))).toEqual([
      [5, 80],
      [MAX_SAVED + 2, 20],
    ]);
    expect(history.filter((item) => item.naat.id === 5)).toHaveLength(1);
  });

  it('offers naats started for real and not at their end, the one in the player first as it is now', () => {
    expect(isUnfinished(entry(1, 4))).toBe(false);
    expect(isUnfinished(entry(1, 5))).toBe(true);
    expect(isUnfinished(entry(1, 289))).toBe(true);
    expect(isUnfinished(entry(1, 290))).toBe(false);
    expect(isUnfinished({ ...entry(1, 600), duration: 0 })).toBe(true);
    const saved = [entry(1, 40), entry(2, 299), entry(3, 2), entry(4, 100)];
    expect(summary(continueList(saved, null))).toEqual([
      [1, 40],
      [4, 100],
    ]);
    expect(summary(continueList(saved, entry(4, 130)))).toEqual([
      [4, 130],
      [1, 40],
    ]);
    expect(continueList(saved, entry(1, 296))).toHaveLength(1);
    expect(continueList(saved, null, 1)).toHaveLength(1);
  });
});

describe('listening history (wired)', () => {
  it('keeps where the naat left behind was, and follows the one playing', async () => {
    const storage = memoryStorage([entry(9, 50)]);
    const store = makeStore(undefined, [wireListeningHistory({ storage })]);
    const saved = () => summary(parseHistory(storage.value));
    store.dispatch(playAudio({ audio: naat(1, { duration: 300 }), playlist: [naat(1), naat(2)] }));
    store.dispatch(timeUpdated(41.5));
    store.dispatch(timeUpdated(42.25));
    await vi.waitFor(() =>
      expect(saved()).toEqual([
        [1, 42.25],
        [9, 50],
      ]),
    );
    store.dispatch(timeUpdated(43.1));
    store.dispatch(next());
    await vi.waitFor(() =>
      expect(saved()).toEqual([
        [2, 0],
        [1, 43.1],
        [9, 50],
      ]),
    );
    store.dispatch(seek(30));
    store.dispatch(togglePlay());
    await vi.waitFor(() => expect(saved()[0]).toEqual([2, 30]));
    store.dispatch(stop());
    store.dispose();
    await vi.waitFor(() =>
      expect(saved()).toEqual([
        [2, 30],
        [1, 43.1],
        [9, 50],
      ]),
    );
  });

  it('writes on even seconds only while the time moves on its own', async () => {
    const storage = memoryStorage();
    const store = makeStore(undefined, [wireListeningHistory({ storage })]);
    store.dispatch(playAudio({ audio: naat(1) }));
    await vi.waitFor(() => expect(storage.writes).toBe(1));
    for (const time of [0.3, 0.8, 1.3, 1.8]) store.dispatch(timeUpdated(time));
    store.dispatch(timeUpdated(2.1));
    await vi.waitFor(() => expect(storage.writes).toBe(2));
    store.dispatch(timeUpdated(2.6));
    store.dispatch(timeUpdated(3.1));
    store.dispatch(timeUpdated(4.05));
    // Saves run in order: once 4 s is saved, 2.6 and 3.1 would have been too.
    await vi.waitFor(() => expect(summary(parseHistory(storage.value))).toEqual([[1, 4.05]]));
    expect(storage.writes).toBe(3);
    store.dispose();
  });

  it('a failing store only warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing: HistoryStorage = {
      read: () => Promise.reject(new Error('blocked')),
      write: () => Promise.reject(new Error('QuotaExceededError')),
    };
    const store = makeStore(undefined, [wireListeningHistory({ storage: failing })]);
    store.dispatch(playAudio({ audio: naat(1) }));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(store.getState().player.currentAudio?.id).toBe(1);
    store.dispose();
    warn.mockRestore();
  });
});
