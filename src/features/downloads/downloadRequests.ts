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

/** The pipeline's module, or null (with the reason logged) when it could not be loaded. */
async function loadPipeline() {
  try {
    return await import('./downloadsThunks');
  } catch (error) {
    console.warn('The download code could not be loaded', error);
    return null;
  }
}

export const requestDownload =
  (naat: Naat): AppThunk<Promise<DownloadOutcome>> =>
  async (dispatch) => {
    const pipeline = await loadPipeline();
    if (pipeline) return dispatch(pipeline.downloadNaat(naat));
    dispatch(
      showToast({
        message: downloadMessages.failed(naat.title),
        type: 'error',
        duration: TOAST_DURATION.download,
      }),
    );
    return 'failed';
  };

export const requestRemoval =
  (naat: Naat): AppThunk<Promise<void>> =>
  async (dispatch) => {
    const pipeline = await loadPipeline();
    if (pipeline) await dispatch(pipeline.removeDownload(naat.id));
    else dispatch(showToast({ message: downloadMessages.removeFailed(naat.title), type: 'error' }));
  };
