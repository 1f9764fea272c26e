/**
 * Which file of a naat to play or download, and at what gain: pure functions, so the choice is unit tested and
 * the engine (audioEngine.ts) only applies it. The server lists a naat's files in `sources`
 * (docs/data-saver.md): the original always, the data-saver renditions once made (AAC, and Opus in MP4 and
 * WebM), each with its full media type.
 */

import type { AudioQuality, AudioSourceInfo } from '../../api/types';
import { t } from '../../i18n/i18n';

export type { AudioQuality, AudioSourceInfo };

/** Whether the browser can play a media type (mediaSupport.ts asks the browser; tests pass their own). */
export type CanPlay = (type: string) => boolean;

/** The listener's setting: "Auto" picks data saver on a metered or slow connection. */
export type QualityPreference = 'auto' | 'data-saver' | 'high';

/** What the browser tells about the connection (navigator.connection, where it exists). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** The loudness renditions are normalised to (LUFS); originals are attenuated towards it. */
export const TARGET_LUFS = -16;

/** The quality the preference asks for on this connection. */
export function wantedQuality(
  preference: QualityPreference,
  connection: ConnectionHints | null,
): AudioQuality {
  if (preference === 'high') return 'original';
  if (preference === 'data-saver') return 'data-saver';
  if (connection?.saveData === true) return 'data-saver';
  const type = connection?.effectiveType;
  return type === 'slow-2g' || type === '2g' || type === '3g' ? 'data-saver' : 'original';
}

/**
 * The source to use: of the wanted quality's files, the smallest this browser can play (Opus where it plays
 * Opus, else AAC; the first listed on a tie); else the original (no rendition ready yet, none this browser
 * plays, or the original is already small); the naat's plain `filePath` when the server sent no sources.
 */
export function chooseSource(
  sources: readonly AudioSourceInfo[] | undefined,
  filePath: string,
  wanted: AudioQuality,
  canPlay: CanPlay,
): AudioSourceInfo {
  const list = sources ?? [];
  const size = (source: AudioSourceInfo) => source.kbps ?? Number.POSITIVE_INFINITY;
  const playable = list.filter((source) => source.quality === wanted && canPlay(source.type));
  const smallest = playable.reduce<AudioSourceInfo | undefined>(
    (best, source) => (best === undefined || size(source) < size(best) ? source : best),
    undefined,
  );
  return (
    smallest ??
    list.find((source) => source.quality === 'original') ?? {
      quality: 'original',
      url: filePath,
      type: 'audio/mpeg',
      kbps: null,
    }
  );
}

/**
 * The volume factor that evens out an original's loudness: attenuate a loud original down to the target; a
 * quiet one stays as it is (a media element cannot amplify past 1). The rendition is already at the target.
 */
export function loudnessGain(source: AudioSourceInfo, loudnessLufs: number | null | undefined): number {
  if (source.quality !== 'original' || loudnessLufs === null || loudnessLufs === undefined) return 1;
  if (!Number.isFinite(loudnessLufs)) return 1;
  const db = Math.min(0, TARGET_LUFS - loudnessLufs);
  return 10 ** (db / 20);
}

/** What a download on this device holds (contract/db.ts DownloadRecord). */
export interface DownloadedFile {
  url: string;
  /** Absent on records written before data saver existed: those hold the original. */
  quality?: AudioQuality;
}

export interface PlaybackChoice {
  url: string;
  quality: AudioQuality;
  /** The volume factor for even loudness (loudnessGain). */
  gain: number;
  /** Where it comes from: a download on this device, or the network. */
  downloaded: boolean;
  kbps: number | null;
}

/**
 * What the player loads for a naat. A downloaded file always wins, whatever its quality: it plays offline and
 * costs no data. Otherwise the source the setting asks for on this connection, or the original while the
 * rendition is not ready.
 */
export function playbackChoice(
  naat: { filePath: string; sources?: readonly AudioSourceInfo[]; loudnessLufs?: number | null },
  download: DownloadedFile | undefined,
  preference: QualityPreference,
  connection: ConnectionHints | null,
  canPlay: CanPlay,
): PlaybackChoice {
  if (download) {
    const quality = download.quality ?? 'original';
    // The file kept on the device, by its URL (a data-saver download may be AAC or Opus).
    const kbps =
      naat.sources?.find((source) => download.url.endsWith(source.url))?.kbps ??
      naat.sources?.find((source) => source.quality === quality)?.kbps ??
      null;
    const source: AudioSourceInfo = { quality, url: download.url, type: '', kbps };
    return {
      url: download.url,
      quality,
      gain: loudnessGain(source, naat.loudnessLufs),
      downloaded: true,
      kbps,
    };
  }
  const source = chooseSource(naat.sources, naat.filePath, wantedQuality(preference, connection), canPlay);
  return {
    url: source.url,
    quality: source.quality,
    gain: loudnessGain(source, naat.loudnessLufs),
    downloaded: false,
    kbps: source.kbps,
  };
}

/** How a quality is named to the listener. */
export function qualityLabel(quality: AudioQuality): string {
  return quality === 'data-saver' ? t('quality.dataSaver') : t('quality.original');
}
