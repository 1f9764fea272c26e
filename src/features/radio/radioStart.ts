/** Starting Naats Radio (radio.ts), apart so that the pages' first visit does not carry it. */
import { publicApi, RADIO_SIZE, type RandomArgs } from '../../api/publicApi';
import type { Naat } from '../../api/types';
import { shuffled } from '../../lib/shuffle';
import { isOnline } from '../offline/onlineStatus';
import type { AppThunk } from '../../app/store';
import { playAudio, type PlayContext } from '../playback/playerSlice';
import { showToast, TOAST_DURATION } from '../toasts/toastsSlice';
import { t } from '../../i18n/i18n';

/** The home page's radio, or a radio of one reciter or around one naat (their pages' "Radio" buttons). */
export type RadioFrom = NonNullable<Extract<PlayContext, { kind: 'radio' }>['from']>;

/**
 * Offline, or when the random naats cannot be fetched, the radio plays the downloaded naats in a random
 * order (of the reciter, for a reciter's radio) rather than failing while there is something to play.
 */
export const startRadio =
  (from?: RadioFrom): AppThunk<Promise<void>> =>
  async (dispatch) => {
    dispatch(showToast({ message: t('radio.starting'), type: 'info', duration: TOAST_DURATION.radio }));
    let naats: Naat[] | null = null;
    if (isOnline()) {
      const args: RandomArgs = { limit: RADIO_SIZE };
      if (from?.kind === 'reciter') args.naatKhawanId = from.id;
      if (from?.kind === 'naat') args.naatId = from.id;
      try {
        naats = await dispatch(
          publicApi.endpoints.getRandom.initiate(args, { subscribe: false, forceRefetch: true }),
        ).unwrap();
      } catch {
        naats = null;
      }
    }
    if (naats === null) {
      // Loaded only here: most visits never need it (the worker precaches it for offline use).
      const { downloadedNaats } = await import('../downloads/offlinePlay');
      const downloaded = (await dispatch(downloadedNaats())).filter(
        (naat) => from?.kind !== 'reciter' || naat.naatKhawanId === from.id,
      );
      const picked = shuffled(downloaded).slice(0, RADIO_SIZE);
      if (picked.length === 0) {
        dispatch(showToast({ message: t('naats.loadError'), type: 'error' }));
        return;
      }
      naats = picked;
    }
    const first = naats[0];
    if (!first) {
      dispatch(showToast({ message: t('naats.noneToPlay'), type: 'error' }));
      return;
    }
    dispatch(
      playAudio({
        audio: first,
        playlist: naats,
        context: from ? { kind: 'radio', from } : { kind: 'radio' },
      }),
    );
    dispatch(showToast({ message: t('radio.started', { count: naats.length }), type: 'success' }));
  };
