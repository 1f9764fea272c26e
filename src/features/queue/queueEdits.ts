/**
 * The queue's edits beyond adding (queueThunks.ts): remove, clear and "Play next". They load with the queue
 * panel or the first "Play next" press, so first-visit pages carry none of them.
 */
import type { Naat } from '../../api/types';
import type { AppThunk } from '../../app/store';
import { playAudio, replacePlaylist, stop } from '../playback/playerSlice';
import { selectPlayOrder } from '../playback/playOrder';
import { showToast } from '../toasts/toastsSlice';
import { playNext, queueActions } from '../playback/queueSlice';
import { queueRestored, type PlayerSnapshot, type QueueUndo } from '../playback/queueRestored';
import { t } from '../../i18n/i18n';

/** How long a toast offering Undo stays: time to read it and reach the button. */
export const UNDO_TOAST_MS = 6000;

const undoToast = (message: string, undo: QueueUndo) =>
  showToast({
    message,
    type: 'info',
    duration: UNDO_TOAST_MS,
    position: 'bottom-right',
    action: { label: t('toast.undo'), intent: queueRestored(undo) },
  });

/**
 * Removing the playing item plays the item now at that index (or the last one) with the queue as the
 * playlist; an emptied queue stops playback. A toast offers Undo (the queue as it was).
 */
export const removeQueueItem =
  (index: number): AppThunk =>
  (dispatch, getState) => {
    const removed = getState().queue.items[index];
    if (!removed) return;
    dispatch(queueActions.removeAt(index));
    dispatch(
      undoToast(t('queue.removed', { title: removed.title }), { kind: 'removed', naat: removed, at: index }),
    );
    if (getState().player.currentAudio?.id !== removed.id) return;
    const items = getState().queue.items;
    const nextItem = items[Math.min(index, items.length - 1)];
    if (nextItem) dispatch(playAudio({ audio: nextItem, playlist: items, source: 'queue' }));
    else dispatch(stop());
  };

/**
 * Clearing the queue empties everything: the queue, the playlist and the current audio. A toast offers Undo:
 * the queue, and the naat that was playing, paused where it was.
 */
export const clearQueue = (): AppThunk => (dispatch, getState) => {
  const { queue, player } = getState();
  if (queue.items.length === 0 && !player.currentAudio) return;
  dispatch(queueActions.clear());
  dispatch(stop());
  const snapshot: PlayerSnapshot | undefined = player.currentAudio
    ? {
        currentAudio: player.currentAudio,
        playlist: player.playlist,
        currentIndex: player.currentIndex,
        playlistSource: player.playlistSource,
        playlistContext: player.playlistContext,
        currentTime: player.currentTime,
        duration: player.duration,
      }
    : undefined;
  dispatch(
    undoToast(t('queue.cleared'), {
      kind: 'cleared',
      items: queue.items,
      ...(snapshot ? { player: snapshot } : {}),
    }),
  );
};

/** The playlist with `naat` right after the item at `currentIndex` (moved there if it was elsewhere). */
export function playlistWithNext(playlist: readonly Naat[], currentIndex: number, naat: Naat): Naat[] {
  const currentId = playlist[currentIndex]?.id;
  const rest = playlist.filter((item) => item.id !== naat.id);
  const at = rest.findIndex((item) => item.id === currentId) + 1;
  return [...rest.slice(0, at), naat, ...rest.slice(at)];
}

/**
 * "Play next" on a card or a naat page: the naat plays right after the current one. The queue takes it at
 * its front, which, when the playing naat is queued, means right after that naat, so the queue
 * panel shows what Next will play.
 */
export const playNextWithToast =
  (naat: Naat): AppThunk =>
  (dispatch, getState) => {
    const { player, queue } = getState();
    const current = player.currentAudio;
    if (current?.id === naat.id) {
      dispatch(showToast({ message: t('queue.playingNow', { title: naat.title }), type: 'info' }));
      return;
    }
    const currentQueued = current !== null && queue.items.some((item) => item.id === current.id);
    dispatch(playNext(naat, currentQueued ? current.id : undefined));
    // A queue playlist is the queue (playback/playOrder.ts); a page's list takes the naat after the current one.
    // A favorites playlist becomes a list of its own that way (still named My Favorites): the favorites
    // themselves do not hold the naat.
    if (current && player.playlistSource !== 'queue') {
      const order = selectPlayOrder(getState());
      dispatch(
        replacePlaylist({
          playlist: playlistWithNext(order.list, order.place, naat),
          context: player.playlistSource === 'favorites' ? { kind: 'favorites' } : player.playlistContext,
        }),
      );
    }
    dispatch(showToast({ message: t('queue.willPlayNext', { title: naat.title }), type: 'success' }));
  };
