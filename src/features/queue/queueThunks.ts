import type { Naat } from '../../api/types';
import type { AppThunk } from '../../app/store';
import { playAudio, stop } from '../player/playerSlice';
import { showToast } from '../toasts/toastsSlice';
import { queueActions } from './queueSlice';

/** Adds to the queue with the specification's toasts; answers whether it was added. */
export const enqueue =
  (naat: Naat): AppThunk<boolean> =>
  (dispatch, getState) => {
    if (getState().queue.items.some((item) => item.id === naat.id)) {
      dispatch(showToast({ message: `"${naat.title}" is already in queue`, type: 'info' }));
      return false;
    }
    dispatch(queueActions.addToQueue(naat));
    dispatch(showToast({ message: `Added "${naat.title}" to queue`, type: 'success' }));
    return true;
  };

/**
 * Removing the playing item plays the item now at that index (or the last one) with the queue as the
 * playlist; an emptied queue stops playback.
 */
export const removeQueueItem =
  (index: number): AppThunk =>
  (dispatch, getState) => {
    const removed = getState().queue.items[index];
    if (!removed) return;
    dispatch(queueActions.removeAt(index));
    if (getState().player.currentAudio?.id !== removed.id) return;
    const items = getState().queue.items;
    const nextItem = items[Math.min(index, items.length - 1)];
    if (nextItem) dispatch(playAudio({ audio: nextItem, playlist: items, source: 'queue' }));
    else dispatch(stop());
  };

/** Clearing the queue empties everything: the queue, the playlist and the current audio. */
export const clearQueue = (): AppThunk => (dispatch) => {
  dispatch(queueActions.clear());
  dispatch(stop());
};

/** Plays the queue from the given item, making the queue the playlist source. */
export const playFromQueue =
  (index = 0): AppThunk =>
  (dispatch, getState) => {
    const items = getState().queue.items;
    const item = items[index];
    if (item) dispatch(playAudio({ audio: item, playlist: items, source: 'queue' }));
  };
