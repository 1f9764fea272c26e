/** The real side effects behind the download pipeline and the Downloads page, in one place. */
import { clearDownloads, deleteDownload, putDownload, type DownloadRecord } from '../../../contract/db';
import { CACHE_NAMES } from '../../../contract/cacheNames';
import { browserCanPlay } from '../playback/mediaSupport';
import type { DownloadEnv } from './downloadAudio';

/** undefined in WebKit unless its StorageAPI features are on, and in any insecure context. */
const storageManager = (): StorageManager | undefined =>
  typeof navigator !== 'undefined' && 'storage' in navigator ? navigator.storage : undefined;

export function browserDownloadEnv(): DownloadEnv {
  return {
    caches: window.caches,
    fetch: (url, init) => window.fetch(url, init),
    storage: storageManager(),
    putRecord: putDownload,
    deleteRecord: deleteDownload,
    now: () => new Date(),
    baseUrl: window.location.href,
    canPlay: browserCanPlay,
    fetchLyrics: async (naatId, signal) => {
      // Loaded here, with the first download, so the app's first chunk does not even list it.
      const { lyricsPath, normalizeLyrics } = await import('../../api/lyricsApi');
      const response = await window.fetch(`/api${lyricsPath(naatId)}`, signal ? { signal } : {});
      return response.ok ? normalizeLyrics(await response.json()) : null;
    },
  };
}

export interface StorageEstimateView {
  /** Bytes used by this site (all its storage, not only downloads). */
  usage: number;
  /** Bytes this site may use in total. */
  quota: number;
}

/** The browser's storage estimate, or null where it gives none. */
export async function estimateStorage(): Promise<StorageEstimateView | null> {
  try {
    const estimate = await storageManager()?.estimate();
    if (estimate?.usage === undefined || estimate.quota === undefined) return null;
    return { usage: estimate.usage, quota: estimate.quota };
  } catch {
    return null;
  }
}

/** Deletes one download: the audio from the cache and its record. */
export async function removeDownloadedAudio(record: Pick<DownloadRecord, 'id' | 'url'>): Promise<void> {
  const cache = await window.caches.open(CACHE_NAMES.downloads);
  await Promise.all([cache.delete(record.url), deleteDownload(record.id)]);
}

/** Deletes every download. The cache holds downloads only, so dropping it whole is exact. */
export async function removeAllDownloadedAudio(): Promise<void> {
  await Promise.all([window.caches.delete(CACHE_NAMES.downloads), clearDownloads()]);
}

/**
 * Saves a copy of the file where the browser keeps downloads, under the given name, through an object URL
 * and a temporary <a download>. The URL is released a minute later: revoking it at once can cancel the
 * save in some browsers (Firefox), which read the URL after the click returns.
 */
export function saveFileCopy(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
