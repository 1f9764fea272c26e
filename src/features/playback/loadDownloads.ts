/**
 * Reads the download records once per page load (at start-up on a device with saved state, else with the first
 * download, delete or offline play), keeping only those whose audio is still in the cache.
 */
import type { AppThunk } from '../../app/store';
import { CACHE_NAMES } from '../../../contract/cacheNames';
import { deleteDownload, listDownloads, type DownloadRecord } from '../../../contract/db';
import { recordsFailed, recordsLoaded, recordsLoading } from './downloadRecords';

/**
 * The downloads whose audio is really in the cache. A browser may evict the cache (or the listener clears
 * site data) while IndexedDB survives; such records are removed so nothing shows as downloaded that is not.
 */
export async function loadDownloadRecords(): Promise<DownloadRecord[]> {
  const [records, cache] = await Promise.all([listDownloads(), window.caches.open(CACHE_NAMES.downloads)]);
  const stored = new Set((await cache.keys()).map((request) => request.url));
  const kept: DownloadRecord[] = [];
  for (const record of records) {
    if (stored.has(record.url)) kept.push(record);
    else await deleteDownload(record.id);
  }
  return kept;
}

/** Reads the download records once per page load; a failure only logs a warning. */
export const ensureDownloadsLoaded =
  (
    load: () => Promise<Awaited<ReturnType<typeof loadDownloadRecords>>> = loadDownloadRecords,
  ): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    if (getState().downloads.status !== 'idle') return;
    dispatch(recordsLoading());
    try {
      dispatch(recordsLoaded(await load()));
    } catch (error) {
      console.warn('Could not read the downloaded naats', error);
      dispatch(recordsFailed());
    }
  };
