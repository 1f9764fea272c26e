/**
 * The downloads as the store knows them at start-up, read once per page load, and which naats are downloaded.
 * Kept apart from the download pipeline (downloads/downloadsThunks.ts), which loads only with the first
 * download or delete, and below the features: the play order skips what is not downloaded when offline, and
 * the offline wiring reads the records at start-up. The downloads slice (downloads/downloadsSlice.ts) handles
 * these actions.
 */
import { createAction, createSelector } from '@reduxjs/toolkit';
import type { AppThunk } from '../../app/store';
import { CACHE_NAMES } from '../../../contract/cacheNames';
import { deleteDownload, listDownloads, type DownloadRecord } from '../../../contract/db';

export const recordsLoading = createAction('downloads/recordsLoading');
export const recordsLoaded = createAction<DownloadRecord[]>('downloads/recordsLoaded');
export const recordsFailed = createAction('downloads/recordsFailed');

/** The part of the downloads state the lower layer reads (the slice holds the rest). */
export interface DownloadedRecords {
  downloads: { records: Record<number, DownloadRecord> };
}

export const selectDownloadedIds = createSelector(
  [(state: DownloadedRecords) => state.downloads.records],
  (records): ReadonlySet<number> => new Set(Object.values(records).map((record) => record.id)),
);

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
