import { publicApi } from '../../api/publicApi';
import type { Naat } from '../../api/types';
import type { AppThunk } from '../../app/store';
import type { ReciterSort } from '../../lib/reciterSort';
import { shuffled } from '../../lib/shuffle';
import { playAudio, type PlayContext, type PlaylistSource } from './playerSlice';
import { queueActions } from './queueSlice';
import { showToast } from '../toasts/toastsSlice';
import { t } from '../../i18n/i18n';

interface PlayListOptions {
  naats: Naat[];
  shuffle?: boolean;
  source?: PlaylistSource;
  /** What the list is, for the players' "Playing from" (a 'regular' list). */
  context?: PlayContext;
  /** The toast once playback starts. */
  message: (count: number) => string;
  /** The error toast when the list is empty. */
  emptyMessage?: string;
}

/** Plays a list from its first item (shuffled first when asked), with a toast; an empty list only warns. */
export const playList =
  ({
    naats,
    shuffle = false,
    source = 'regular',
    context,
    message,
    emptyMessage,
  }: PlayListOptions): AppThunk =>
  (dispatch) => {
    const playlist = shuffle ? shuffled(naats) : naats;
    const first = playlist[0];
    if (!first) {
      dispatch(
        showToast({
          message: emptyMessage ?? t(shuffle ? 'naats.noneToShuffle' : 'naats.noneToPlay'),
          type: 'error',
        }),
      );
      return;
    }
    dispatch(playAudio({ audio: first, playlist, source, context }));
    // Naats already queued keep their old places otherwise: the queue would not show the shuffled order.
    if (shuffle && source === 'regular') dispatch(queueActions.arrange(playlist));
    dispatch(showToast({ message: message(playlist.length), type: 'success' }));
  };

/**
 * A reciter's 'Play All': every naat of the reciter (within the letter filter), in the order shown, fetched 100
 * at a time.
 */
export const playReciterAll =
  (
    reciter: { id: number; name: string },
    initial: string | null,
    sort: ReciterSort | null = null,
  ): AppThunk<Promise<void>> =>
  async (dispatch) => {
    const naats: Naat[] = [];
    try {
      for (let page = 1; ; page += 1) {
        const request = dispatch(
          publicApi.endpoints.getReciterAudios.initiate(
            { id: reciter.id, page, limit: 100, initial, sort },
            { subscribe: false },
          ),
        );
        const result = await request.unwrap();
        naats.push(...result.items);
        if (page >= result.totalPages || result.items.length === 0) break;
      }
    } catch {
      dispatch(showToast({ message: t('naats.loadErrorToast'), type: 'error' }));
      return;
    }
    dispatch(
      playList({
        naats,
        context: { kind: 'reciter', id: reciter.id, name: reciter.name },
        message: (count) => t('naats.playingAll', { count }),
      }),
    );
  };
