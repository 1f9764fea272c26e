/**
 * What a download button dispatches. The pipeline behind it (downloadsThunks.ts, downloadAudio.ts) is
 * loaded with the first download or delete, not with the first page: most visits never download. When it
 * cannot be loaded (the connection dropped before it was cached), the listener is told, as for any failure.
 */
import type { Naat } from '../../api/types';
import type { AppThunk } from '../../app/store';
import { showToast, TOAST_DURATION } from '../toasts/toastsSlice';
import { downloadMessages } from './downloadMessages';
import type { DownloadOutcome } from './downloadsThunks';

const pipeline = () => import('./downloadsThunks');

export const requestDownload =
  (naat: Naat): AppThunk<Promise<DownloadOutcome>> =>
  async (dispatch) => {
    try {
      const { downloadNaat } = await pipeline();
      return await dispatch(downloadNaat(naat));
    } catch (error) {
      console.warn('The download code could not be loaded', error);
      dispatch(
        showToast({
          message: downloadMessages.failed(naat.title),
          type: 'error',
          duration: TOAST_DURATION.download,
        }),
      );
      return 'failed';
    }
  };

export const requestRemoval =
  (naat: Naat): AppThunk<Promise<void>> =>
  async (dispatch) => {
    try {
      const { removeDownload } = await pipeline();
      await dispatch(removeDownload(naat.id));
    } catch (error) {
      console.warn('The download code could not be loaded', error);
      dispatch(showToast({ message: downloadMessages.removeFailed(naat.title), type: 'error' }));
    }
  };
