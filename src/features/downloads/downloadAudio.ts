/**
 * The download pipeline: check the free space, ask for persistent storage on the first download, fetch the
 * audio with progress and the naat's lyrics, keep the whole file in the downloads cache (which the service
 * worker answers from offline, with Range support) and write its record, lyrics included, to IndexedDB. Either both are stored or neither: any
 * failure removes what was written. Every side effect comes in through `DownloadEnv`, so tests use fakes.
 */
import type { Naat } from '../../api/types';
import { isAbortError, isQuotaError } from '../../lib/storageErrors';
import { audioUrl as playerAudioUrl } from '../playback/audioUrl';
import { chooseSource, type AudioQuality, type CanPlay } from '../playback/sourceChoice';
import { CACHE_NAMES } from '../../../contract/cacheNames';
import type { DownloadRecord } from '../../../contract/db';
import type { Lyrics } from '../../../contract/lyrics/lyrics';
import { downloadMessages } from './downloadMessages';

export interface DownloadProgress {
  /** Bytes received so far. */
  loaded: number;
  /** Content-Length, or null when the server did not say. */
  total: number | null;
  /** 0 to 100, or null when the total is unknown. */
  percent: number | null;
}

export interface DownloadEnv {
  caches: Pick<CacheStorage, 'open'>;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** navigator.storage; undefined where the browser has none (WebKit without the StorageAPI feature). */
  storage: Partial<Pick<StorageManager, 'estimate' | 'persist' | 'persisted'>> | undefined;
  putRecord: (record: DownloadRecord) => Promise<void>;
  deleteRecord: (id: number) => Promise<void>;
  now: () => Date;
  /** What relative file paths are resolved against (the page's origin). */
  baseUrl: string;
  /** Which media types the browser plays: a data-saver download is the smallest rendition it plays. */
  canPlay: CanPlay;
  /**
   * The naat's lyrics from the server, kept with the download so the lyrics view works offline; null when
   * the server has none to give. A failure leaves the download without them (the view then shows the naat's
   * plain text), so it may throw.
   */
  fetchLyrics?: (naatId: number, signal?: AbortSignal) => Promise<Lyrics | null>;
}

export interface DownloadOptions {
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
  /** Ask for persistent storage first (the first download on this device). */
  askPersistence?: boolean;
  /** The quality wanted (the "Data saver" setting); the original when the naat has no such file yet. */
  quality?: AudioQuality;
  /**
   * The download this one replaces (the same naat in the other quality): kept until the new file is stored,
   * then its file is removed from the cache.
   */
  replaces?: Pick<DownloadRecord, 'url'>;
}

export type DownloadFailure = 'quota' | 'aborted' | 'failed';

export class DownloadError extends Error {
  constructor(
    readonly kind: DownloadFailure,
    title: string,
    options?: { cause?: unknown },
  ) {
    super(kind === 'quota' ? downloadMessages.quota(title) : downloadMessages.failed(title), options);
    this.name = 'DownloadError';
  }
}

/**
 * The audio's absolute URL: the download's key in the cache. It must be exactly the URL the player asks
 * for, so it starts from the player's own choice of URL and resolves it as the media element will.
 */
export function audioUrl(filePath: string, baseUrl: string): string {
  return new URL(playerAudioUrl({ filePath }), baseUrl).href;
}

/** Bytes this site may still store, or null when the browser cannot tell. */
async function freeSpace(storage: DownloadEnv['storage']): Promise<number | null> {
  try {
    const estimate = await storage?.estimate?.();
    if (estimate?.quota === undefined || estimate.usage === undefined) return null;
    return estimate.quota - estimate.usage;
  } catch {
    return null;
  }
}

/**
 * Persistent storage keeps downloads from being evicted under pressure. Browsers may refuse (headless
 * Chromium always answers false) or not offer it at all; the download goes ahead either way.
 */
async function askForPersistence(storage: DownloadEnv['storage']): Promise<void> {
  try {
    if (!storage?.persist) return;
    if (await storage.persisted?.()) return;
    await storage.persist();
  } catch {
    // A refusal is not a failure of the download.
  }
}

async function readBody(
  response: Response,
  total: number | null,
  onProgress: DownloadOptions['onProgress'],
): Promise<Uint8Array<ArrayBuffer>[]> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  const report = () =>
    onProgress?.({
      loaded,
      total,
      percent: total ? Math.min(100, Math.floor((loaded / total) * 100)) : null,
    });
  report();
  if (!response.body) {
    const whole = new Uint8Array(await response.arrayBuffer());
    chunks.push(whole);
    loaded = whole.byteLength;
    report();
    return chunks;
  }
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    report();
  }
  return chunks;
}

function classify(error: unknown, title: string): DownloadError {
  if (error instanceof DownloadError) return error;
  if (isAbortError(error)) return new DownloadError('aborted', title, { cause: error });
  if (isQuotaError(error)) return new DownloadError('quota', title, { cause: error });
  return new DownloadError('failed', title, { cause: error });
}

export interface DownloadResult {
  record: DownloadRecord;
  /** The file itself, for saving a copy outside the browser. */
  blob: Blob;
}

export async function downloadAudio(
  naat: Naat,
  options: DownloadOptions,
  env: DownloadEnv,
): Promise<DownloadResult> {
  const { title } = naat;
  const source = chooseSource(naat.sources, naat.filePath, options.quality ?? 'original', env.canPlay);
  const url = audioUrl(source.url, env.baseUrl);
  let blob: Blob;
  let lyrics: Lyrics | null | undefined;
  try {
    const free = await freeSpace(env.storage);
    if (free !== null && free <= 0) throw new DownloadError('quota', title);
    if (options.askPersistence) await askForPersistence(env.storage);

    const response = await env.fetch(url, options.signal ? { signal: options.signal } : {});
    if (response.status !== 200) throw new Error(`The server answered ${response.status} for ${url}`);
    const length = Number(response.headers.get('content-length'));
    const total = Number.isFinite(length) && length > 0 ? length : null;
    // Known size: refuse before spending the listener's data on a file that cannot be kept.
    if (total !== null && free !== null && total > free) throw new DownloadError('quota', title);

    const chunks = await readBody(response, total, options.onProgress);
    const type = response.headers.get('content-type') ?? 'audio/mpeg';
    blob = new Blob(chunks, { type });
    if (total !== null && blob.size !== total) {
      throw new Error(`The download of ${url} stopped at ${blob.size} of ${total} bytes`);
    }
    lyrics = await env.fetchLyrics?.(naat.id, options.signal).catch((error: unknown) => {
      if (isAbortError(error)) throw error;
      return null;
    });
  } catch (error) {
    throw classify(error, title);
  }

  const record: DownloadRecord = {
    id: naat.id,
    naat,
    url,
    size: blob.size,
    downloadedAt: env.now().toISOString(),
    quality: source.quality,
    ...(lyrics ? { lyrics } : {}),
  };
  let cache: Cache | undefined;
  try {
    cache = await env.caches.open(CACHE_NAMES.downloads);
    // A plain 200 with its type and length, so the worker can answer ranges of it and players see its size.
    await cache.put(
      url,
      new Response(blob, {
        status: 200,
        headers: { 'Content-Type': blob.type, 'Content-Length': String(blob.size) },
      }),
    );
    await env.putRecord(record);
  } catch (error) {
    // Nothing half-stored: a file without a record (or the reverse) would show wrong or waste space. A
    // replacement leaves the download it replaces as it was.
    await Promise.allSettled([
      url === options.replaces?.url ? undefined : cache?.delete(url),
      options.replaces ? undefined : env.deleteRecord(naat.id),
    ]);
    throw classify(error, title);
  }
  if (options.replaces && options.replaces.url !== url) {
    // The record now points at the new file; the old one is only wasted space (a failure here is harmless).
    await cache.delete(options.replaces.url).catch((error: unknown) => {
      console.warn('Could not remove the replaced download', error);
    });
  }
  return { record, blob };
}
