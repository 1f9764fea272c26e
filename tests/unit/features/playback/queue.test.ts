import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../../src/app/store';
import { playAudio, timeUpdated } from '../../../../src/features/playback/playerSlice';
import { next } from '../../../../src/features/playback/navigation';
import {
  playNext,
  queueActions,
  selectIsQueued,
  selectQueueCount,
} from '../../../../src/features/playback/queueSlice';
import { clearQueue, removeQueueItem } from '../../../../src/features/queue/queueEdits';
import { enqueue, playFromQueue } from '../../../../src/features/queue/queueThunks';
import { naat } from '../../playerFixtures';
import { selectPlayOrder, selectUpNext } from '../../../../src/features/playback/playOrder';

describe('queue', () => {
  it('rejects a duplicate id with the already-in-queue toast', () => {
    const store = makeStore();
    expect(store.dispatch(enqueue(naat(1)))).toBe(true);
    expect(store.dispatch(enqueue(naat(1)))).toBe(false);
    expect(store.getState().queue.items.map((item) => item.id)).toEqual([1]);
    expect(store.getState().toasts.items.map((toast) => toast.message)).toEqual([
      'Added "Naat 1" to queue',
      '"Naat 1" is already in queue',
    ]);
  });

  it('playing from a page appends the audio and its playlist to the queue', () => {
    const store = makeStore();
    store.dispatch(playAudio({ audio: naat(2), playlist: [naat(1), naat(2), naat(3)] }));
    expect(store.getState().queue.items.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(store.getState().player.currentIndex).toBe(1);
  });

  it('removing the playing item plays the item now at its index, and an empty queue stops', () => {
    const store = makeStore();
    store.dispatch(playAudio({ audio: naat(1), playlist: [naat(1), naat(2)] }));
    store.dispatch(removeQueueItem(0));
    expect(store.getState().player.currentAudio?.id).toBe(2);
    expect(store.getState().player.playlistSource).toBe('queue');
    store.dispatch(removeQueueItem(0));
    expect(store.getState().player.currentAudio).toBeNull();
  });

  it('clear empties the queue and the player', () => {
    const store = makeStore();
    store.dispatch(playAudio({ audio: naat(1) }));
    store.dispatch(clearQueue());
    expect(store.getState().queue.items).toEqual([]);
    expect(store.getState().player.currentAudio).toBeNull();
  });
});

const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

describe('queue, more transitions', () => {
  it('removing the last item while it plays moves to the item now last', () => {
    const store = makeStore();
    store.dispatch(playAudio({ audio: naat(3), playlist: [naat(1), naat(2), naat(3)] }));
    // Queue is [1, 2, 3]; play 3 (the last) from the queue, then remove it.
    store.dispatch(playFromQueue(2));
    store.dispatch(removeQueueItem(2));
    expect(store.getState().player.currentAudio?.id).toBe(2);
    expect(ids(store.getState().player.playlist)).toEqual([1, 2]);
    expect(selectPlayOrder(store.getState()).index).toBe(1);
  });

  it('removing another item keeps the current track; a bad index does nothing', () => {
    const store = makeStore();
    store.dispatch(playAudio({ audio: naat(1), playlist: [naat(1), naat(2)] }));
    store.dispatch(removeQueueItem(1));
    store.dispatch(removeQueueItem(9));
    expect(store.getState().player.currentAudio?.id).toBe(1);
    expect(ids(store.getState().queue.items)).toEqual([1]);
  });

  it('play-next puts the item at the front, moving it if queued', () => {
    const store = makeStore();
    store.dispatch(enqueue(naat(1)));
    store.dispatch(enqueue(naat(2)));
    store.dispatch(playNext(naat(3)));
    expect(ids(store.getState().queue.items)).toEqual([3, 1, 2]);
    store.dispatch(playNext(naat(2)));
    expect(ids(store.getState().queue.items)).toEqual([2, 3, 1]);
  });

  it('playing from the queue makes the queue the playlist without adding to it', () => {
    const store = makeStore();
    store.dispatch(enqueue(naat(1)));
    store.dispatch(enqueue(naat(2)));
    store.dispatch(playFromQueue(1));
    const player = store.getState().player;
    expect(player.playlistSource).toBe('queue');
    expect(player.currentIndex).toBe(1);
    expect(selectQueueCount(store.getState())).toBe(2);
    expect(selectIsQueued(store.getState(), 2)).toBe(true);
    store.dispatch(playFromQueue(5));
    expect(store.getState().player.currentAudio?.id).toBe(2);
  });

  it('while the queue is the playlist, a naat added to the queue is reachable with next', () => {
    const store = makeStore();
    store.dispatch(enqueue(naat(1)));
    store.dispatch(playFromQueue(0));
    store.dispatch(enqueue(naat(2)));
    expect(ids(selectPlayOrder(store.getState()).list)).toEqual([1, 2]);
    expect(selectUpNext(store.getState())?.id).toBe(2);
    store.dispatch(next());
    expect(store.getState().player.currentAudio?.id).toBe(2);
    store.dispatch(queueActions.clear());
    expect(store.getState().player.currentAudio?.id).toBe(2);
    store.dispose();
  });
});

describe('reordering and undo', () => {
  const toastOf = (store: ReturnType<typeof makeStore>, message: string) =>
    store.getState().toasts.items.find((toast) => toast.message === message);

  it('moves an item from one place to another; Up next follows a reordered queue', () => {
    const store = makeStore();
    for (const id of [1, 2, 3, 4]) store.dispatch(enqueue(naat(id)));
    store.dispatch(playFromQueue(0));
    store.dispatch(queueActions.move({ from: 3, to: 1 }));
    expect(ids(store.getState().queue.items)).toEqual([1, 4, 2, 3]);
    expect(selectUpNext(store.getState())?.id).toBe(4);
    store.dispatch(queueActions.move({ from: 0, to: 9 }));
    expect(ids(store.getState().queue.items)).toEqual([4, 2, 3, 1]);
  });

  it('a removal offers Undo, which puts the naat back in its place', () => {
    const store = makeStore();
    for (const id of [1, 2, 3]) store.dispatch(enqueue(naat(id)));
    store.dispatch(removeQueueItem(1));
    const toast = toastOf(store, 'Removed "Naat 2" from queue');
    expect(toast?.action?.label).toBe('Undo');
    store.dispatch(enqueue(naat(9)));
    if (toast?.action) store.dispatch(toast.action.intent);
    expect(ids(store.getState().queue.items)).toEqual([1, 2, 3, 9]);
    // Undo twice changes nothing more.
    if (toast?.action) store.dispatch(toast.action.intent);
    expect(ids(store.getState().queue.items)).toEqual([1, 2, 3, 9]);
  });

  it('Clear queue offers Undo: the queue and the naat that was playing, paused where it was', () => {
    const store = makeStore();
    store.dispatch(
      playAudio({ audio: naat(2), playlist: [naat(1), naat(2), naat(3)], context: { kind: 'popular' } }),
    );
    store.dispatch(timeUpdated(17));
    store.dispatch(clearQueue());
    expect(store.getState().player.currentAudio).toBeNull();
    const toast = toastOf(store, 'Queue cleared');
    if (!toast?.action) throw new Error('no Undo');
    store.dispatch(toast.action.intent);
    const { player, queue } = store.getState();
    expect(ids(queue.items)).toEqual([1, 2, 3]);
    expect(player).toMatchObject({ isPlaying: false, currentTime: 17, playlistContext: { kind: 'popular' } });
    expect(player.currentAudio?.id).toBe(2);
    expect(selectUpNext(store.getState())?.id).toBe(3);
  });
});
