import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Naat } from '../../api/types';

export interface FavoritesState {
  /** Whole naat records, newest first, so the page works offline. */
  items: Naat[];
}

const initialState: FavoritesState = { items: [] };

const favoritesSlice = createSlice({
  name: 'favorites',
  initialState,
  reducers: {
    /** Adds to the front, or removes when already a favorite. */
    toggleFavorite(state, action: PayloadAction<Naat>) {
      const index = state.items.findIndex((item) => item.id === action.payload.id);
      if (index >= 0) state.items.splice(index, 1);
      else state.items.unshift(action.payload);
    },
    addFavorite(state, action: PayloadAction<Naat>) {
      if (!state.items.some((item) => item.id === action.payload.id)) state.items.unshift(action.payload);
    },
    /** Undo of a removal: the naat back where it was (or at the end, should the list have shrunk). */
    restoreFavorite(state, action: PayloadAction<{ naat: Naat; at: number }>) {
      const { naat, at } = action.payload;
      if (!state.items.some((item) => item.id === naat.id)) state.items.splice(at, 0, naat);
    },
    removeFavorite(state, action: PayloadAction<number>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    clearFavorites(state) {
      state.items = [];
    },
  },
  selectors: {
    selectFavorites: (state) => state.items,
    selectFavoritesCount: (state) => state.items.length,
    selectIsFavorite: (state, id: number) => state.items.some((item) => item.id === id),
  },
});

export const { toggleFavorite, addFavorite, restoreFavorite, removeFavorite, clearFavorites } =
  favoritesSlice.actions;
export const { selectFavorites, selectFavoritesCount, selectIsFavorite } = favoritesSlice.selectors;
export default favoritesSlice;
