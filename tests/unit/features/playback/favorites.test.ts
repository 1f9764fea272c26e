import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../../src/app/store';
import {
  addFavorite,
  clearFavorites,
  removeFavorite,
  selectFavorites,
  selectFavoritesCount,
  selectIsFavorite,
  toggleFavorite,
} from '../../../../src/features/playback/favoritesSlice';
import { playAudio } from '../../../../src/features/playback/playerSlice';
import { next } from '../../../../src/features/playback/navigation';
import { naat } from '../../playerFixtures';
import { toggleFavoriteWithToast } from '../../../../src/features/playback/favoriteToast';
import { selectToasts } from '../../../../src/features/toasts/toastsSlice';
import { selectPlayOrder, selectUpNext } from '../../../../src/features/playback/playOrder';

const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

describe('favorites', () => {
  it('toggle adds to the front or removes, keeping whole records', () => {
    const store = makeStore();
    store.dispatch(toggleFavorite(naat(1)));
    store.dispatch(toggleFavorite(naat(2, { title: 'Second' })));
    expect(ids(selectFavorites(store.getState()))).toEqual([2, 1]);
    expect(selectFavorites(store.getState())[0]?.title).toBe('Second');
    store.dispatch(toggleFavorite(naat(1)));
    expect(ids(selectFavorites(store.getState()))).toEqual([2]);
    expect(selectIsFavorite(store.getState(), 2)).toBe(true);
    expect(selectIsFavorite(store.getState(), 1)).toBe(false);
  });

  it("a removal's toast offers Undo, which puts the naat back in its place", () => {
    const store = makeStore();
    for (const id of [3, 2, 1]) store.dispatch(toggleFavorite(naat(id)));
    store.dispatch(toggleFavoriteWithToast(naat(2)));
    expect(ids(selectFavorites(store.getState()))).toEqual([1, 3]);
    const toast = selectToasts(store.getState()).at(-1);
    expect(toast?.message).toBe('Removed from favorites');
    expect(toast?.action?.label).toBe('Undo');
    if (toast?.action) store.dispatch(toast.action.intent);
    expect(ids(selectFavorites(store.getState()))).toEqual([1, 2, 3]);
    // Adding has nothing to take back.
    store.dispatch(toggleFavoriteWithToast(naat(4)));
    expect(selectToasts(store.getState()).at(-1)?.action).toBeUndefined();
  });

  it('add rejects duplicate ids; remove, clear and count', () => {
    const store = makeStore();
    store.dispatch(addFavorite(naat(1)));
    store.dispatch(addFavorite(naat(1)));
    store.dispatch(addFavorite(naat(3)));
    expect(selectFavoritesCount(store.getState())).toBe(2);
    store.dispatch(removeFavorite(1));
    expect(ids(selectFavorites(store.getState()))).toEqual([3]);
    store.dispatch(clearFavorites());
    expect(selectFavoritesCount(store.getState())).toBe(0);
  });

  it('playing a favorite starts a favorites playlist that follows the favorites', () => {
    const store = makeStore();
    store.dispatch(toggleFavorite(naat(1)));
    store.dispatch(toggleFavorite(naat(2)));
    const favorites = selectFavorites(store.getState());
    store.dispatch(playAudio({ audio: naat(2), playlist: favorites, source: 'favorites' }));
    expect(store.getState().queue.items).toEqual([]);
    store.dispatch(toggleFavorite(naat(3)));
    expect(ids(selectPlayOrder(store.getState()).list)).toEqual([3, 2, 1]);
    expect(selectUpNext(store.getState())?.id).toBe(1);
    store.dispatch(next());
    expect(store.getState().player.currentAudio?.id).toBe(1);
    // Unfavoriting the playing naat keeps it playing; Next plays the one that took its place.
    store.dispatch(toggleFavorite(naat(1)));
    expect(store.getState().player.currentAudio?.id).toBe(1);
    expect(selectUpNext(store.getState())).toBeNull();
    expect(selectPlayOrder(store.getState()).list.map((item) => item.id)).toEqual([3, 2]);
    store.dispose();
  });
});
