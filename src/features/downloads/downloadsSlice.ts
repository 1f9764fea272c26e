import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DownloadRecord } from '../../../contract/db';
import type { DownloadProgress } from './downloadAudio';
import { recordsFailed, recordsLoaded, recordsLoading } from '../playback/downloadRecords';

/** One naat's download, while it runs and for the 3 s 'Downloaded!' after it. */
export type ActiveDownload = ({ phase: 'downloading' } & DownloadProgress) | { phase: 'done' };

/** 'Download all' (a reciter's naats or the favorites): one at a time, with overall progress and cancel. */
export interface BulkDownload {
  /** Which list is being downloaded ('reciter:12', 'favorites'), whatever the interface language. */
  label: string;
  phase: 'preparing' | 'running' | 'finished' | 'cancelled' | 'failed';
  total: number;
  /** Finished, successfully or not, so far. */
  completed: number;
  failed: number;
  /** Already downloaded before this run, so skipped. */
  skipped: number;
  currentTitle: string | null;
  /** 0 to 1: how far the current file is. */
  currentFraction: number;
}

export interface DownloadsState {
  /** The records are read from IndexedDB once per page load. */
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  records: Record<number, DownloadRecord>;
  active: Record<number, ActiveDownload>;
  bulk: BulkDownload | null;
}

/** The record without one naat's key (the slice keys everything by naat id). */
function without<T>(record: Record<number, T>, id: number): Record<number, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => Number(key) !== id));
}

export const initialDownloadsState: DownloadsState = { status: 'idle', records: {}, active: {}, bulk: null };

const downloadsSlice = createSlice({
  name: 'downloads',
  initialState: initialDownloadsState,
  reducers: {
    downloadStarted(state, action: PayloadAction<number>) {
      state.active[action.payload] = { phase: 'downloading', loaded: 0, total: null, percent: null };
    },
    downloadProgressed(state, action: PayloadAction<{ id: number; progress: DownloadProgress }>) {
      const active = state.active[action.payload.id];
      if (active?.phase === 'downloading') Object.assign(active, action.payload.progress);
    },
    downloadSucceeded(state, action: PayloadAction<DownloadRecord>) {
      state.records[action.payload.id] = action.payload;
      state.active[action.payload.id] = { phase: 'done' };
    },
    /** After the 3 s of 'Downloaded!' (or a failure): back to idle, which shows the stored state. */
    downloadSettled(state, action: PayloadAction<number>) {
      state.active = without(state.active, action.payload);
    },
    downloadRemoved(state, action: PayloadAction<number>) {
      state.records = without(state.records, action.payload);
    },
    allDownloadsRemoved(state) {
      state.records = {};
    },
    bulkStarted(state, action: PayloadAction<string>) {
      state.bulk = {
        label: action.payload,
        phase: 'preparing',
        total: 0,
        completed: 0,
        failed: 0,
        skipped: 0,
        currentTitle: null,
        currentFraction: 0,
      };
    },
    bulkPrepared(state, action: PayloadAction<{ total: number; skipped: number }>) {
      if (!state.bulk) return;
      state.bulk.phase = 'running';
      state.bulk.total = action.payload.total;
      state.bulk.skipped = action.payload.skipped;
    },
    bulkItemStarted(state, action: PayloadAction<string>) {
      if (!state.bulk) return;
      state.bulk.currentTitle = action.payload;
      state.bulk.currentFraction = 0;
    },
    bulkItemProgressed(state, action: PayloadAction<number>) {
      if (state.bulk) state.bulk.currentFraction = Math.min(1, Math.max(0, action.payload));
    },
    bulkItemFinished(state, action: PayloadAction<{ ok: boolean }>) {
      if (!state.bulk) return;
      state.bulk.completed += 1;
      if (!action.payload.ok) state.bulk.failed += 1;
      state.bulk.currentTitle = null;
      state.bulk.currentFraction = 0;
    },
    bulkEnded(state, action: PayloadAction<'finished' | 'cancelled' | 'failed'>) {
      if (!state.bulk) return;
      state.bulk.phase = action.payload;
      state.bulk.currentTitle = null;
    },
    bulkDismissed(state) {
      state.bulk = null;
    },
  },
  // Reading the records at start-up is defined below the features (playback/downloadRecords.ts).
  extraReducers: (builder) => {
    builder
      .addCase(recordsLoading, (state) => {
        state.status = 'loading';
      })
      .addCase(recordsLoaded, (state, action) => {
        state.status = 'loaded';
        state.records = Object.fromEntries(action.payload.map((record) => [record.id, record]));
      })
      .addCase(recordsFailed, (state) => {
        state.status = 'failed';
      });
  },
  selectors: {
    selectDownloadsStatus: (state) => state.status,
    selectDownloadRecord: (state, id: number): DownloadRecord | undefined => state.records[id],
    selectActiveDownload: (state, id: number): ActiveDownload | undefined => state.active[id],
    selectBulkDownload: (state) => state.bulk,
    selectIsBulkRunning: (state) => state.bulk?.phase === 'preparing' || state.bulk?.phase === 'running',
  },
});

export const {
  downloadStarted,
  downloadProgressed,
  downloadSucceeded,
  downloadSettled,
  downloadRemoved,
  allDownloadsRemoved,
  bulkStarted,
  bulkPrepared,
  bulkItemStarted,
  bulkItemProgressed,
  bulkItemFinished,
  bulkEnded,
  bulkDismissed,
} = downloadsSlice.actions;

export const {
  selectDownloadsStatus,
  selectDownloadRecord,
  selectActiveDownload,
  selectBulkDownload,
  selectIsBulkRunning,
} = downloadsSlice.selectors;

const selectRecords = (state: { downloads: DownloadsState }) => state.downloads.records;

/** Newest first, as the Downloads page lists them. */
export const selectDownloadList = createSelector([selectRecords], (records) =>
  Object.values(records).sort((a, b) => b.downloadedAt.localeCompare(a.downloadedAt)),
);

export const selectDownloadedBytes = createSelector([selectRecords], (records) =>
  Object.values(records).reduce((sum, record) => sum + record.size, 0),
);

/** 0 to 1 across the whole 'Download all', counting the file in progress by how far it got. */
export const selectBulkFraction = createSelector(
  [(state: { downloads: DownloadsState }) => state.downloads.bulk],
  (bulk) => (bulk && bulk.total > 0 ? Math.min(1, (bulk.completed + bulk.currentFraction) / bulk.total) : 0),
);

export default downloadsSlice;
