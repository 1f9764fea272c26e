import { publicApi, RADIO_SIZE } from '../../api/publicApi';
import type { Naat } from '../../api/types';
import { shuffled } from '../../lib/shuffle';
import { isOnline } from '../offline/onlineStatus';
import type { AppThunk, RootState } from '../../app/store';
import { playAudio } from '../player/playerSlice';
import { showToast, TOAST_DURATION } from '../toasts/toastsSlice';

/**
 * Naats Radio: 20 random naats played as the playlist. The ids of the last radio playlist are remembered
 * here so the home page can tell whether the player is still on the radio ('Pause') or not.
 */
let radioIds: readonly number[] = [];

export const isRadioPlaylist = (state: RootState): boolean =>
  radioIds.length > 0 &&
  state.player.playlist.length === radioIds.length &&
  state.player.playlist.every((naat, index) => naat.id === radioIds[index]);

/**
 * Offline, or when the random naats cannot be fetched, the radio plays the downloaded naats in a random
 * order (issue #17) rather than failing while there is something to play.
 */
export const startRadio = (): AppThunk<Promise<void>> => async (dispatch) => {
  dispatch(showToast({ message: 'Starting Naats Radio...', type: 'info', duration: TOAST_DURATION.radio }));
  let naats: Naat[] | null = null;
  if (isOnline()) {
    try {
      naats = await dispatch(
        publicApi.endpoints.getRandom.initiate(RADIO_SIZE, { subscribe: false, forceRefetch: true }),
      ).unwrap();
    } catch {
      naats = null;
    }
  }
  if (naats === null) {
    // Loaded only here: most visits never need it (the worker precaches it for offline use).
    const { downloadedNaats } = await import('../downloads/offlinePlay');
    const downloaded = shuffled(await dispatch(downloadedNaats())).slice(0, RADIO_SIZE);
    if (downloaded.length === 0) {
      dispatch(showToast({ message: 'Unable to load naats. Please try again.', type: 'error' }));
      return;
    }
    naats = downloaded;
  }
  const first = naats[0];
  if (!first) {
    dispatch(showToast({ message: 'No naats available to play', type: 'error' }));
    return;
  }
  radioIds = naats.map((naat) => naat.id);
  dispatch(playAudio({ audio: first, playlist: naats }));
  dispatch(showToast({ message: `Starting Naats Radio with ${naats.length} naats`, type: 'success' }));
};
