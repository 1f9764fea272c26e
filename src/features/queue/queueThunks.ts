import type { Naat } from '../../api/types';
import type { AppThunk } from '../../app/store';
import { playAudio } from '../playback/playerSlice';
import { showToast } from '../toasts/toastsSlice';
import { queueActions } from '../playback/queueSlice';
import { t } from '../../i18n/i18n';

/** Adds to the queue with its toast ('Added "{title}" to queue' or 'already in queue'); answers whether it was added. */
export const enqueue =
  (naat: Naat): AppThunk<boolean> =>
  (dispatch, getState) => {
    if (getState().queue.items.some((item) => item.id === naat.id)) {
      dispatch(showToast({ message: t('queue.alreadyIn', { title: naat.title }), type: 'info' }));
      return false;
    }
    dispatch(queueActions.addToQueue(naat));
    dispatch(showToast({ message: t('queue.added', { title: naat.title }), type: 'success' }));
    return true;
  };

/** Plays the queue from the given item, making the queue the playlist source. */
export const playFromQueue =
  (index = 0): AppThunk =>
  (dispatch, getState) => {
    const items = getState().queue.items;
    const item = items[index];
    if (item) dispatch(playAudio({ audio: item, playlist: items, source: 'queue' }));
  };
