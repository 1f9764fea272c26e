/**
 * The downloads as the store knows them, and which naats are downloaded. Kept apart from the download pipeline
 * (downloads/downloadsThunks.ts), which loads only with the first download or delete, and below the features:
 * the play order skips what is not downloaded when offline. Reading the records (loadDownloads.ts, with the
 * storage code) is a module of its own, so a first visit, which has none, does not download it. The downloads
 * slice (downloads/downloadsSlice.ts) handles these actions.
 */
import { createAction, createSelector } from '@reduxjs/toolkit';
import type { DownloadRecord } from '../../../contract/db';

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
