import { useMemo } from 'react';
import type { Naat } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import { playAudio } from '../player/playerSlice';
import { enqueue } from '../queue/queueThunks';
import { toggleFavoriteWithToast } from '../favorites/favoriteToast';

/** What a naat's buttons do: play (toggling the current one), queue, play next, favorite. Components only dispatch. */
export function useNaatActions() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      play: (naat: Naat, playlist?: Naat[], source: 'regular' | 'favorites' = 'regular', startAt?: number) =>
        dispatch(playAudio({ audio: naat, playlist: playlist ?? [naat], source, startAt })),
      enqueue: (naat: Naat) => dispatch(enqueue(naat)),
      // Its code waits for the first press: first-visit pages carry only the button.
      playNext: (naat: Naat) =>
        void import('../queue/queueEdits').then(({ playNextWithToast }) => dispatch(playNextWithToast(naat))),
      toggleFavorite: (naat: Naat, withTitle = false) => dispatch(toggleFavoriteWithToast(naat, withTitle)),
    }),
    [dispatch],
  );
}
