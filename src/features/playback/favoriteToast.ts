/**
 * The heart buttons' thunk, apart from the list-playing thunks (naatThunks.ts) so that the cards of a
 * first visit do not carry those.
 */
import type { Naat } from '../../api/types';
import type { AppThunk } from '../../app/store';
import { t } from '../../i18n/i18n';
import { showToast } from '../toasts/toastsSlice';
import { restoreFavorite, toggleFavorite } from './favoritesSlice';

/**
 * Toggles a favorite with its toast ('Added to favorites' / 'Removed from favorites'). Naat pages add the title:
 * 'Added to favorites: {title}' / 'Removed from favorites: {title}'.
 */
export const toggleFavoriteWithToast =
  (naat: Naat, withTitle = false): AppThunk =>
  (dispatch, getState) => {
    const at = getState().favorites.items.findIndex((item) => item.id === naat.id);
    const wasFavorite = at >= 0;
    dispatch(toggleFavorite(naat));
    const { title } = naat;
    const message = wasFavorite
      ? withTitle
        ? t('favorites.removedTitle', { title })
        : t('favorites.removed')
      : withTitle
        ? t('favorites.addedTitle', { title })
        : t('favorites.added');
    dispatch(
      showToast({
        message,
        type: wasFavorite ? 'info' : 'success',
        position: 'top-right-favorites',
        // A removal can be taken back from its toast.
        ...(wasFavorite ? { action: { label: t('toast.undo'), intent: restoreFavorite({ naat, at }) } } : {}),
      }),
    );
  };
