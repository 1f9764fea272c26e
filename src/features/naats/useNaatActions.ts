import { useMemo } from 'react';
import type { Naat } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import { playAudio, type PlayContext } from '../playback/playerSlice';
import { enqueue } from '../queue/queueThunks';
import { toggleFavoriteWithToast } from '../playback/favoriteToast';

/** How a naat plays: through which list (the naat alone by default), named how, from where in it. */
export interface PlayHow {
  playlist?: Naat[] | undefined;
  source?: 'regular' | 'favorites' | undefined;
  /** The list's name for "Playing from"; the naat itself by default. */
  context?: PlayContext | undefined;
  /** Seconds to start from. */
  startAt?: number | undefined;
}

/** What a naat's buttons do: play (toggling the current one), queue, play next, favorite. Components only dispatch. */
export function useNaatActions() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      play: (naat: Naat, how: PlayHow = {}) =>
        dispatch(
          playAudio({
            audio: naat,
            playlist: how.playlist ?? [naat],
            source: how.source ?? 'regular',
            context: how.context ?? { kind: 'naat', id: naat.id, title: naat.title },
            startAt: how.startAt,
          }),
        ),
      enqueue: (naat: Naat) => dispatch(enqueue(naat)),
      // Its code waits for the first press: first-visit pages carry only the button.
      playNext: (naat: Naat) =>
        void import('../queue/queueEdits').then(({ playNextWithToast }) => dispatch(playNextWithToast(naat))),
      toggleFavorite: (naat: Naat, withTitle = false) => dispatch(toggleFavoriteWithToast(naat, withTitle)),
    }),
    [dispatch],
  );
}
