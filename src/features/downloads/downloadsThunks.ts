/**
 * What the download buttons and the Downloads page dispatch. The pipeline (downloadAudio.ts) does the work;
 * these thunks keep the slice, the toasts and the 3-second 'Downloaded!' in step with it.
 */
import type { Naat } from '../../api/types';
import type { AppThunk } from '../../app/store';
import { downloadFileName } from '../../lib/fileName';
import { publicApi } from '../../api/publicApi';
import { readConnectionHints } from '../playback/connectionHints';
import { wantedQuality, type AudioQuality } from '../playback/sourceChoice';
import { showToast, TOAST_DURATION } from '../toasts/toastsSlice';
import { t } from '../../i18n/i18n';
import {
  browserDownloadEnv,
  removeAllDownloadedAudio,
  removeDownloadedAudio,
  saveFileCopy,
} from './browserEnv';
import {
  downloadAudio,
  DownloadError,
  type DownloadEnv,
  type DownloadFailure,
  type DownloadProgress,
} from './downloadAudio';
import {
  allDownloadsRemoved,
  bulkEnded,
  bulkItemFinished,
  bulkItemProgressed,
  bulkItemStarted,
  bulkPrepared,
  bulkStarted,
  downloadProgressed,
  downloadRemoved,
  downloadSettled,
  downloadStarted,
  downloadSucceeded,
} from './downloadsSlice';
import { downloadMessages } from './downloadMessages';
import { ensureDownloadsLoaded } from '../playback/loadDownloads';

/** The 'Downloaded!' indicator lasts 3 s before the button goes back to idle. */
export const DOWNLOADED_INDICATOR_MS = 3000;

export interface DownloadNaatOptions {
  signal?: AbortSignal;
  /** Save a copy as '{title} - {artist}.mp3' too (single downloads; not 'Download all'). */
  saveCopy?: boolean;
  /** Toast 'Downloaded "{title}" successfully!' (single downloads). Failures always toast. */
  toastSuccess?: boolean;
  /** 0 to 1 for the current file, for 'Download all's overall progress. */
  onFraction?: (fraction: number) => void;
  env?: DownloadEnv;
  saveFile?: (blob: Blob, fileName: string) => void;
  /**
   * The quality to download; by default what the "Data saver" setting asks for on this connection. A naat
   * already downloaded in another quality is then downloaded again in this one (replacing it).
   */
  quality?: AudioQuality;
}

export type DownloadOutcome = 'downloaded' | 'already' | 'busy' | DownloadFailure;

const artist = (naat: Naat) => naat.naatKhawan.name || t('downloads.fileUnknownArtist');

/** Redux hears about progress once per whole percent (or per 256 KB when the size is unknown), not per chunk. */
function throttleProgress(report: (progress: DownloadProgress) => void) {
  let last = -1;
  return (progress: DownloadProgress) => {
    const step = progress.percent ?? Math.floor(progress.loaded / (256 * 1024));
    if (step === last) return;
    last = step;
    report(progress);
  };
}

export const downloadNaat =
  (naat: Naat, options: DownloadNaatOptions = {}): AppThunk<Promise<DownloadOutcome>> =>
  async (dispatch, getState) => {
    const { saveCopy = true, toastSuccess = true } = options;
    if (getState().downloads.active[naat.id]?.phase === 'downloading') return 'busy';
    // The button shows progress from the click on, even while the records are still being read.
    dispatch(downloadStarted(naat.id));
    await dispatch(ensureDownloadsLoaded());
    const existing = getState().downloads.records[naat.id];
    if (existing && (options.quality === undefined || (existing.quality ?? 'original') === options.quality)) {
      dispatch(downloadSettled(naat.id));
      return 'already';
    }
    const quality =
      options.quality ?? wantedQuality(getState().audioQuality.preference, readConnectionHints());
    const askPersistence = Object.keys(getState().downloads.records).length === 0;
    try {
      const { record, blob } = await downloadAudio(
        naat,
        {
          askPersistence,
          quality,
          ...(existing ? { replaces: existing } : {}),
          ...(options.signal ? { signal: options.signal } : {}),
          onProgress: throttleProgress((progress) => {
            dispatch(downloadProgressed({ id: naat.id, progress }));
            if (progress.percent !== null) options.onFraction?.(progress.percent / 100);
          }),
        },
        options.env ?? browserDownloadEnv(),
      );
      dispatch(downloadSucceeded(record));
      setTimeout(() => dispatch(downloadSettled(naat.id)), DOWNLOADED_INDICATOR_MS);
      if (toastSuccess) {
        dispatch(
          showToast({
            message: downloadMessages.success(naat.title),
            type: 'success',
            duration: TOAST_DURATION.download,
          }),
        );
      }
      if (saveCopy) {
        try {
          const extension = record.quality === 'data-saver' ? renditionExtension(record.url) : 'mp3';
          (options.saveFile ?? saveFileCopy)(blob, downloadFileName(naat.title, artist(naat), extension));
        } catch (error) {
          // The naat is stored and plays offline; only the copy outside the browser is missing.
          console.warn('Could not save a copy of the file', error);
        }
      }
      return 'downloaded';
    } catch (error) {
      dispatch(downloadSettled(naat.id));
      const failure =
        error instanceof DownloadError ? error : new DownloadError('failed', naat.title, { cause: error });
      if (failure.kind !== 'aborted') {
        dispatch(showToast({ message: failure.message, type: 'error', duration: TOAST_DURATION.download }));
      }
      return failure.kind;
    }
  };

/** A data-saver copy keeps its own kind of file: .m4a (AAC), .mp4 or .webm (Opus). */
function renditionExtension(url: string): string {
  return /\.(m4a|mp4|webm)$/i.exec(url.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase() ?? 'm4a';
}

/**
 * Downloads a naat again in the other quality (the Downloads page), from the naat as the server knows it
 * now: the rendition may have been made since the first download. The old file stays until the new one is in.
 */
export const redownloadNaat =
  (
    id: number,
    quality: AudioQuality,
    options: Pick<DownloadNaatOptions, 'env'> = {},
  ): AppThunk<Promise<DownloadOutcome>> =>
  async (dispatch, getState) => {
    const record = getState().downloads.records[id];
    if (!record) return 'failed';
    const query = dispatch(publicApi.endpoints.getNaat.initiate(id, { forceRefetch: true }));
    const answer = await query;
    query.unsubscribe();
    const naat = answer.data ?? record.naat;
    const available = quality === 'original' || naat.sources?.some((source) => source.quality === quality);
    // Only a data-saver copy can be missing: every naat has its original.
    if (!available) {
      dispatch(
        showToast({
          message: t('downloads.dataSaverNotReady', { title: naat.title }),
          type: 'error',
        }),
      );
      return 'failed';
    }
    return dispatch(
      downloadNaat(naat, { quality, saveCopy: false, ...(options.env ? { env: options.env } : {}) }),
    );
  };

export const removeDownload =
  (id: number, remove: typeof removeDownloadedAudio = removeDownloadedAudio): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const record = getState().downloads.records[id];
    if (!record) return;
    try {
      await remove(record);
      dispatch(downloadRemoved(id));
    } catch (error) {
      console.warn('Could not delete a download', error);
      dispatch(showToast({ message: downloadMessages.removeFailed(record.naat.title), type: 'error' }));
    }
  };

export const removeAllDownloads =
  (removeAll: typeof removeAllDownloadedAudio = removeAllDownloadedAudio): AppThunk<Promise<void>> =>
  async (dispatch) => {
    try {
      await removeAll();
      dispatch(allDownloadsRemoved());
    } catch (error) {
      console.warn('Could not delete the downloads', error);
      dispatch(showToast({ message: t('downloads.toastRemoveAllFailed'), type: 'error' }));
    }
  };

/** The running 'Download all', so Cancel can stop it; one runs at a time. */
let bulkController: AbortController | null = null;

/**
 * Downloads a list one file at a time (a phone's connection shared by parallel downloads finishes none of
 * them sooner), skipping what is already downloaded. Each success is quiet and saves no file copy (a save
 * per naat would flood the device's download folder); each failure toasts; running out of space stops it.
 */
export const downloadAll =
  (
    label: string,
    loadNaats: (signal: AbortSignal) => Promise<Naat[]>,
    options: Pick<DownloadNaatOptions, 'env'> = {},
  ): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    if (bulkController) return;
    const controller = new AbortController();
    bulkController = controller;
    const { signal } = controller;
    dispatch(bulkStarted(label));
    try {
      await dispatch(ensureDownloadsLoaded());
      const naats = await loadNaats(signal);
      const { records } = getState().downloads;
      const todo = naats.filter((naat) => !records[naat.id]);
      dispatch(bulkPrepared({ total: todo.length, skipped: naats.length - todo.length }));
      for (const naat of todo) {
        if (signal.aborted) break;
        dispatch(bulkItemStarted(naat.title));
        const outcome = await dispatch(
          downloadNaat(naat, {
            signal,
            saveCopy: false,
            toastSuccess: false,
            onFraction: (fraction) => dispatch(bulkItemProgressed(fraction)),
            ...(options.env ? { env: options.env } : {}),
          }),
        );
        if (outcome === 'aborted') break;
        dispatch(bulkItemFinished({ ok: outcome === 'downloaded' || outcome === 'already' }));
        if (outcome === 'quota') {
          dispatch(bulkEnded('failed'));
          return;
        }
      }
      dispatch(bulkEnded(signal.aborted ? 'cancelled' : 'finished'));
    } catch (error) {
      if (!signal.aborted) console.warn('Download all stopped', error);
      dispatch(bulkEnded(signal.aborted ? 'cancelled' : 'failed'));
    } finally {
      if (bulkController === controller) bulkController = null;
    }
  };

export function cancelDownloadAll(): void {
  bulkController?.abort();
}
