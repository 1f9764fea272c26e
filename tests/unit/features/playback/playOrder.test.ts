import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { restoredState, savedPlaylistOf } from '../../../../src/app/persistence';
import { makeStore, type AppStore } from '../../../../src/app/store';
import { toggleFavorite } from '../../../../src/features/playback/favoritesSlice';
import { connectivityChanged } from '../../../../src/features/offline/connectivitySlice';
import { next, previous, trackEnded } from '../../../../src/features/playback/navigation';
import {
  indexAfterEnd,
  nextIndex,
  playOrderOf,
  previousIndex,
  selectCanGoNext,
  selectPlayOrder,
  selectPreviousNaat,
  selectUpNext,
} from '../../../../src/features/playback/playOrder';
import { playingFrom } from '../../../../src/features/playback/playContext';
import { playAudio, setRepeat, stop } from '../../../../src/features/playback/playerSlice';
import { clearQueue, playNextWithToast, removeQueueItem } from '../../../../src/features/queue/queueEdits';
import { enqueue, playFromQueue } from '../../../../src/features/queue/queueThunks';
import { naat } from '../../playerFixtures';

const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);
const list = (...values: number[]) => values.map((id) => naat(id));
const always = () => true;

describe('the order, as a pure function', () => {
  const base = { playlist: list(1, 2, 3), queue: list(4, 5, 6), favorites: list(7, 8) };

  it('moves through the page for a regular source, the queue or the favorites for theirs', () => {
    expect(ids(playOrderOf({ ...base, source: 'regular', currentId: 2, currentIndex: 1 }).list)).toEqual([
      1, 2, 3,
    ]);
    expect(ids(playOrderOf({ ...base, source: 'queue', currentId: 5, currentIndex: 1 }).list)).toEqual([
      4, 5, 6,
    ]);
    expect(ids(playOrderOf({ ...base, source: 'favorites', currentId: 8, currentIndex: 1 }).list)).toEqual([
      7, 8,
    ]);
  });

  it('next and previous are the neighbours; none at the ends', () => {
    const order = playOrderOf({ ...base, source: 'regular', currentId: 1, currentIndex: 0 });
    expect(nextIndex(order, always)).toBe(1);
    expect(previousIndex(order, always)).toBe(-1);
    const last = playOrderOf({ ...base, source: 'regular', currentId: 3, currentIndex: 2 });
    expect(nextIndex(last, always)).toBe(-1);
    expect(indexAfterEnd(last, 'off', always)).toBe(-1);
    expect(indexAfterEnd(last, 'all', always)).toBe(0);
  });

  it('a naat that left its list: next is the one that took its place, previous the one before', () => {
    // The current naat 5 was at index 1 of the queue and was removed on load.
    const order = playOrderOf({ ...base, queue: list(4, 6), source: 'queue', currentId: 5, currentIndex: 1 });
    expect(order.index).toBe(-1);
    expect(nextIndex(order, always)).toBe(1);
    expect(previousIndex(order, always)).toBe(0);
  });

  it('skips what cannot play', () => {
    const order = playOrderOf({ ...base, source: 'regular', currentId: 1, currentIndex: 0 });
    expect(nextIndex(order, (item) => item.id === 3)).toBe(2);
    expect(nextIndex(order, () => false)).toBe(-1);
  });
});

describe('"Up next" is what Next plays', () => {
  it('for the Popular page with two naats queued before: the page, not the queue', () => {
    const store = makeStore();
    store.dispatch(enqueue(naat(90)));
    store.dispatch(enqueue(naat(91)));
    const page = list(1, 2, 3, 4, 5);
    store.dispatch(playAudio({ audio: naat(3), playlist: page, context: { kind: 'popular' } }));
    // The queue gets the page in its order, after what was queued.
    expect(ids(store.getState().queue.items)).toEqual([90, 91, 1, 2, 3, 4, 5]);
    expect(playingFrom(store.getState().player)).toEqual({ label: 'Popular Naats', href: '/popular' });
    for (const expected of [4, 5]) {
      expect(selectUpNext(store.getState())?.id).toBe(expected);
      store.dispatch(next());
      expect(store.getState().player.currentAudio?.id).toBe(expected);
    }
    expect(selectUpNext(store.getState())).toBeNull();
    expect(selectCanGoNext(store.getState())).toBe(false);
  });

  it('for the queue: edits show at once', () => {
    const store = makeStore();
    for (const id of [1, 2, 3]) store.dispatch(enqueue(naat(id)));
    store.dispatch(playFromQueue(0));
    expect(playingFrom(store.getState().player)).toEqual({ label: 'Queue' });
    expect(selectUpNext(store.getState())?.id).toBe(2);
    store.dispatch(playNextWithToast(naat(9)));
    expect(selectUpNext(store.getState())?.id).toBe(9);
    store.dispatch(removeQueueItem(1));
    expect(selectUpNext(store.getState())?.id).toBe(2);
    store.dispatch(next());
    expect(store.getState().player.currentAudio?.id).toBe(2);
    expect(selectPreviousNaat(store.getState())?.id).toBe(1);
  });

  it('after a reload with the queue playing: the current naat left the queue, Next is the one after it', () => {
    const queue = list(1, 2, 3, 4);
    const store = makeStore();
    for (const item of queue) store.dispatch(enqueue(item));
    store.dispatch(playFromQueue(2));
    const saved = savedPlaylistOf(store.getState());
    const restored = makeStore(
      restoredState({
        queue: store.getState().queue.items,
        currentAudio: naat(3),
        playbackState: null,
        favorites: [],
        playlist: saved,
      }),
    );
    expect(ids(restored.getState().queue.items)).toEqual([1, 2, 4]);
    expect(selectUpNext(restored.getState())?.id).toBe(4);
    expect(selectPreviousNaat(restored.getState())?.id).toBe(2);
    restored.dispatch(next());
    expect(restored.getState().player.currentAudio?.id).toBe(4);
  });

  it('after a reload with a page playing: the page and its name carry on', () => {
    const store = makeStore();
    store.dispatch(
      playAudio({
        audio: naat(2),
        playlist: list(1, 2, 3),
        context: { kind: 'reciter', id: 7, name: 'Reciter Seven' },
      }),
    );
    const restored = makeStore(
      restoredState({
        queue: store.getState().queue.items,
        currentAudio: naat(2),
        playbackState: null,
        favorites: [],
        playlist: JSON.parse(JSON.stringify(savedPlaylistOf(store.getState()))) as unknown,
      }),
    );
    expect(playingFrom(restored.getState().player)).toEqual({
      label: 'Reciter Seven',
      href: '/naatkhawan/7',
    });
    expect(selectUpNext(restored.getState())?.id).toBe(3);
  });

  it('repeat all: the end of the last naat goes back to the first, while Next stays disabled there', () => {
    const store = makeStore();
    store.dispatch(playAudio({ audio: naat(2), playlist: list(1, 2) }));
    store.dispatch(setRepeat('all'));
    expect(selectUpNext(store.getState())).toBeNull();
    store.dispatch(trackEnded());
    expect(store.getState().player.currentAudio?.id).toBe(1);
  });

  it('stop and clear leave nothing up next', () => {
    const store = makeStore();
    store.dispatch(playAudio({ audio: naat(1), playlist: list(1, 2) }));
    store.dispatch(stop());
    expect(selectUpNext(store.getState())).toBeNull();
    store.dispatch(playAudio({ audio: naat(1), playlist: list(1, 2) }));
    store.dispatch(clearQueue());
    expect(selectUpNext(store.getState())).toBeNull();
    expect(selectPlayOrder(store.getState()).list).toEqual([]);
  });

  // Whatever the listener does, the naat named "Up next" is the one Next then plays, and Previous goes to the
  // one the order names before.
  it("holds after any sequence of the listener's actions", () => {
    const id = fc.integer({ min: 1, max: 8 });
    const action = fc.oneof(
      fc.record({
        kind: fc.constant('page' as const),
        ids: fc.uniqueArray(id, { minLength: 1, maxLength: 6 }),
        pick: fc.nat(),
      }),
      fc.record({ kind: fc.constant('enqueue' as const), id }),
      fc.record({ kind: fc.constant('playNext' as const), id }),
      fc.record({ kind: fc.constant('fromQueue' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('favorite' as const), id }),
      fc.record({ kind: fc.constant('fromFavorites' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('next' as const) }),
      fc.record({ kind: fc.constant('previous' as const) }),
      fc.record({ kind: fc.constant('ended' as const) }),
      fc.record({ kind: fc.constant('online' as const), online: fc.boolean() }),
    );
    type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;
    const apply = (store: AppStore, step: Action) => {
      const state = store.getState();
      switch (step.kind) {
        case 'page': {
          const page = step.ids.map((value) => naat(value));
          const audio = page[step.pick % page.length];
          if (audio) store.dispatch(playAudio({ audio, playlist: page, context: { kind: 'popular' } }));
          return;
        }
        case 'enqueue':
          store.dispatch(enqueue(naat(step.id)));
          return;
        case 'playNext':
          store.dispatch(playNextWithToast(naat(step.id)));
          return;
        case 'fromQueue':
          if (state.queue.items.length > 0) store.dispatch(playFromQueue(step.at % state.queue.items.length));
          return;
        case 'remove':
          if (state.queue.items.length > 0)
            store.dispatch(removeQueueItem(step.at % state.queue.items.length));
          return;
        case 'favorite':
          store.dispatch(toggleFavorite(naat(step.id)));
          return;
        case 'fromFavorites': {
          const favorites = state.favorites.items;
          const audio = favorites[step.at % Math.max(1, favorites.length)];
          if (audio) store.dispatch(playAudio({ audio, playlist: favorites, source: 'favorites' }));
          return;
        }
        case 'next':
          store.dispatch(next());
          return;
        case 'previous':
          store.dispatch(previous());
          return;
        case 'ended':
          store.dispatch(trackEnded());
          return;
        case 'online':
          store.dispatch(connectivityChanged(step.online));
      }
    };
    fc.assert(
      fc.property(fc.array(action, { maxLength: 20 }), (steps) => {
        const store = makeStore();
        for (const step of steps) {
          apply(store, step);
          const upNext = selectUpNext(store.getState());
          const before = selectPreviousNaat(store.getState());
          const probe = makeStore(store.getState());
          probe.dispatch(next());
          if (upNext) expect(probe.getState().player.currentAudio?.id).toBe(upNext.id);
          else expect(probe.getState().player.isPlaying).toBe(false);
          const back = makeStore(store.getState());
          const current = store.getState().player.currentAudio?.id;
          back.dispatch(previous());
          expect(back.getState().player.currentAudio?.id).toBe(before ? before.id : current);
          probe.dispose();
          back.dispose();
        }
        store.dispose();
      }),
      { seed: 20261127, numRuns: 100 },
    );
    // Thousands of small stores: slower than the default five seconds on a busy machine.
  }, 30_000);
});
