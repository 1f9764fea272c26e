/** Starting Naats Radio (radio.ts), apart so that the home page's first visit does not carry it. */
import { publicApi, RADIO_SIZE } from '../../api/publicApi';
import type { Naat } from '../../api/types';
import { shuffled } from '../../lib/shuffle';
import { isOnline } from '../offline/onlineStatus';
import type { AppThunk } from '../../app/store';
import { playAudio } from '../player/playerSlice';
import { showToast, TOAST_DURATION } from '../toasts/toastsSlice';
import { rememberRadio } from './radio';

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
  rememberRadio(naats.map((naat) => naat.id));
  dispatch(playAudio({ audio: first, playlist: naats }));
  dispatch(showToast({ message: `Starting Naats Radio with ${naats.length} naats`, type: 'success' }));
};
