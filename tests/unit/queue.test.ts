import { describe, expect, it } from 'vitest';
import type { Naat } from '../../src/api/types';
import { makeStore } from '../../src/app/store';
import { playAudio } from '../../src/features/player/playerSlice';
import { clearQueue, enqueue, removeQueueItem } from '../../src/features/queue/queueThunks';

const naat = (id: number): Naat => ({
  id,
  title: `Naat ${id}`,
  urduTitle: null,
  filePath: `/Audio/${id}.mp3`,
  duration: 60,
  playCount: 0,
  category: null,
  language: null,
  description: null,
  lyrics: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  naatKhawanId: 1,
  naatKhawan: { id: 1, name: 'Reciter', image: null },
});

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
    expect(store.getState().queue.items.map((item) => item.id)).toEqual([2, 1, 3]);
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
