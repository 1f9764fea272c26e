import type { Naat } from '../../api/types';
import type { AppThunk } from '../../app/store';
import { t } from '../../i18n/i18n';
import { playList } from '../playback/naatThunks';
import { ensureDownloadsLoaded, loadDownloadRecords } from '../playback/loadDownloads';

/**
 * The downloaded naats, the only ones that play with no network. Read from the store once the records are
 * loaded; while the start-up read is still running, read them directly rather than answer "none".
 */
export const downloadedNaats = (): AppThunk<Promise<Naat[]>> => async (dispatch, getState) => {
  await dispatch(ensureDownloadsLoaded());
  if (getState().downloads.status === 'loaded') {
    return Object.values(getState().downloads.records).map((record) => record.naat);
  }
  try {
    return (await loadDownloadRecords()).map((record) => record.naat);
  } catch {
    return [];
  }
};

/** Offline Shuffle: the downloaded naats in a random order, limited to `only` when given. */
export const shuffleDownloads =
  (only?: ReadonlySet<number>): AppThunk<Promise<void>> =>
  async (dispatch) => {
    const naats = (await dispatch(downloadedNaats())).filter((naat) => !only || only.has(naat.id));
    dispatch(
      playList({
        naats,
        shuffle: true,
        context: { kind: 'downloads' },
        message: (count) => t('downloads.shuffling', { count }),
        emptyMessage: t('downloads.shuffleEmpty'),
      }),
    );
  };
