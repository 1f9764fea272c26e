import { describe, expect, it } from 'vitest';
import { restoredState, savedPlaylistOf } from '../../../src/app/persistence';
import { naat } from '../playerFixtures';

const ids = (items: { id: number }[]) => items.map((item) => item.id);

// A reload in the middle of a list carries on through that list.
describe('the restored playlist', () => {
  const list = [naat(1), naat(2), naat(3), naat(4)];

  it('carries on where it was: Next goes to item 4, Previous to item 2', () => {
    const state = restoredState({
      queue: list,
      currentAudio: list[2],
      playbackState: { audioId: 3, isPlaying: true, currentTime: 12, volume: 1, duration: 60 },
      favorites: [],
      playlist: { items: list, index: 2, source: 'regular' },
    });
    expect(ids(state.player.playlist)).toEqual([1, 2, 3, 4]);
    expect(state.player.currentIndex).toBe(2);
    // The restore rule still holds: the current audio leaves the restored queue.
    expect(ids(state.queue.items)).toEqual([1, 2, 4]);
  });

  it('keeps the source of a favorites playlist', () => {
    const state = restoredState({
      queue: [],
      currentAudio: list[1],
      playbackState: null,
      favorites: list,
      playlist: { items: list, index: 1, source: 'favorites' },
    });
    expect(state.player).toMatchObject({ currentIndex: 1, playlistSource: 'favorites' });
  });

  it('falls back to the queue when the saved playlist does not match the current audio or is damaged', () => {
    for (const playlist of [
      { items: list, index: 0, source: 'regular' },
      { items: list, index: 9, source: 'regular' },
      { items: [...list, { id: 'x' }], index: 2, source: 'regular' },
      { items: list, index: 2, source: 'elsewhere' },
      'nonsense',
      undefined,
    ]) {
      const state = restoredState({
        queue: list,
        currentAudio: list[2],
        playbackState: null,
        favorites: [],
        playlist,
      });
      expect(ids(state.player.playlist)).toEqual([3, 1, 2, 4]);
      expect(state.player.currentIndex).toBe(0);
    }
  });

  it('saves nothing without a current audio', () => {
    const state = restoredState({ queue: list, currentAudio: null, playbackState: null, favorites: [] });
    expect(savedPlaylistOf(state)).toBeNull();
  });
});
