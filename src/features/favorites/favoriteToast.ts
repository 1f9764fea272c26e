/**
 * The heart buttons' thunk, apart from the list-playing thunks (naats/naatThunks.ts) so that the cards of a
 * first visit do not carry those.
 */
import type { Naat } from '../../api/types';
import type { AppThunk } from '../../app/store';
import { showToast } from '../toasts/toastsSlice';
import { toggleFavorite } from './favoritesSlice';

/**
 * Toggles a favorite with the specification's toast. Naat pages add the title:
 * 'Added to favorites: {title}' / 'Removed from favorites: {title}'.
 */
export const toggleFavoriteWithToast =
  (naat: Naat, withTitle = false): AppThunk =>
  (dispatch, getState) => {
    const wasFavorite = getState().favorites.items.some((item) => item.id === naat.id);
    dispatch(toggleFavorite(naat));
    const base = wasFavorite ? 'Removed from favorites' : 'Added to favorites';
    dispatch(
      showToast({
        message: withTitle ? `${base}: ${naat.title}` : base,
        type: wasFavorite ? 'info' : 'success',
        position: 'top-right-favorites',
      }),
    );
  };
