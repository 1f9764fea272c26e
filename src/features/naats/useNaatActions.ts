import { useMemo } from 'react';
import type { Naat } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import { playAudio } from '../player/playerSlice';
import { enqueue } from '../queue/queueThunks';
import { toggleFavoriteWithToast } from './naatThunks';

/** What a naat's buttons do: play (toggling the current one), queue, favorite. Components only dispatch. */
export function useNaatActions() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      play: (naat: Naat, playlist?: Naat[], source: 'regular' | 'favorites' = 'regular', startAt?: number) =>
        dispatch(playAudio({ audio: naat, playlist: playlist ?? [naat], source, startAt })),
      enqueue: (naat: Naat) => dispatch(enqueue(naat)),
      toggleFavorite: (naat: Naat, withTitle = false) => dispatch(toggleFavoriteWithToast(naat, withTitle)),
    }),
    [dispatch],
  );
}
