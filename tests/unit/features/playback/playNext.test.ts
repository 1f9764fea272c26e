import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../../src/app/store';
import { playAudio } from '../../../../src/features/playback/playerSlice';
import { next } from '../../../../src/features/playback/navigation';
import { playlistWithNext, playNextWithToast } from '../../../../src/features/queue/queueEdits';
import { playNext } from '../../../../src/features/playback/queueSlice';
import { playFromQueue } from '../../../../src/features/queue/queueThunks';
import { naat } from '../../playerFixtures';

const ids = (items: { id: number }[]) => items.map((item) => item.id);
const toasts = (store: ReturnType<typeof makeStore>) =>
  store.getState().toasts.items.map((toast) => toast.message);

describe('play next', () => {
  it('puts a naat right after the current item of a playlist, moving it from elsewhere', () => {
    const list = [naat(1), naat(2), naat(3), naat(4)];
    expect(ids(playlistWithNext(list, 1, naat(9)))).toEqual([1, 2, 9, 3, 4]);
    expect(ids(playlistWithNext(list, 2, naat(1)))).toEqual([2, 3, 1, 4]);
    expect(ids(playlistWithNext(list, 0, naat(4)))).toEqual([1, 4, 2, 3]);
    expect(ids(playlistWithNext([], -1, naat(5)))).toEqual([5]);
  });

  it('the queue reducer puts it at the front, or right after a queued naat', () => {
    const store = makeStore();
    store.dispatch(playNext(naat(1)));
    store.dispatch(playNext(naat(2)));
    expect(ids(store.getState().queue.items)).toEqual([2, 1]);
    store.dispatch(playNext(naat(3), 2));
    expect(ids(store.getState().queue.items)).toEqual([2, 3, 1]);
    // An unknown `after` is the front again.
    store.dispatch(playNext(naat(1), 99));
    expect(ids(store.getState().queue.items)).toEqual([1, 2, 3]);
  });

  it('while a page playlist plays, Next plays the naat, and the queue shows it after the current one', () => {
    const store = makeStore();
    store.dispatch(playAudio({ audio: naat(2), playlist: [naat(1), naat(2), naat(3)] }));
    store.dispatch(playNextWithToast(naat(7)));
    expect(ids(store.getState().queue.items)).toEqual([1, 2, 7, 3]);
    expect(ids(store.getState().player.playlist)).toEqual([1, 2, 7, 3]);
    expect(toasts(store)).toContain('"Naat 7" will play next');
    store.dispatch(next());
    expect(store.getState().player.currentAudio?.id).toBe(7);
    store.dispatch(next());
    expect(store.getState().player.currentAudio?.id).toBe(3);
  });

  it('while the queue is the playlist, the naat goes right after the playing item', () => {
    const store = makeStore();
    store.dispatch(playNext(naat(1)));
    store.dispatch(playNext(naat(2), 1));
    store.dispatch(playNext(naat(3), 2));
    store.dispatch(playFromQueue(1));
    store.dispatch(playNextWithToast(naat(1)));
    expect(ids(store.getState().queue.items)).toEqual([2, 1, 3]);
    store.dispatch(next());
    expect(store.getState().player.currentAudio?.id).toBe(1);
  });

  it('a favorites playlist becomes a list of its own with the naat next', () => {
    const store = makeStore();
    store.dispatch(playAudio({ audio: naat(1), playlist: [naat(1), naat(2)], source: 'favorites' }));
    store.dispatch(playNextWithToast(naat(5)));
    expect(store.getState().player.playlistSource).toBe('regular');
    store.dispatch(next());
    expect(store.getState().player.currentAudio?.id).toBe(5);
  });

  it('with nothing playing it is first in the queue; the playing naat itself only tells so', () => {
    const store = makeStore();
    store.dispatch(playNext(naat(1)));
    store.dispatch(playNextWithToast(naat(4)));
    expect(ids(store.getState().queue.items)).toEqual([4, 1]);
    expect(store.getState().player.currentAudio).toBeNull();
    store.dispatch(playFromQueue(0));
    store.dispatch(playNextWithToast(naat(4)));
    expect(ids(store.getState().queue.items)).toEqual([4, 1]);
    expect(toasts(store).at(-1)).toBe('"Naat 4" is playing now');
  });
});
