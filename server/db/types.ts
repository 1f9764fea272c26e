/** The catalogue as the API answers it (API.md "Shapes"). */
export interface NaatKhawanRef {
  id: number;
  name: string;
  image: string | null;
}

export interface Naat {
  id: number;
  title: string;
  urduTitle: string | null;
  /** '/Audio/<file>' on this server, or an absolute URL. */
  filePath: string;
  /** Seconds. */
  duration: number;
  playCount: number;
  category: string | null;
  language: string | null;
  description: string | null;
  lyrics: string | null;
  /** ISO 8601. */
  createdAt: string;
  naatKhawanId: number;
  /** The uploaded artwork's URL (`/og/naat/{id}-art-256.png?v=...`), null when none was uploaded. */
  image: string | null;
  naatKhawan: NaatKhawanRef;
  /** The files it plays from: the original always, the data-saver rendition once made (docs/data-saver.md). */
  sources: AudioSource[];
  /** The original's integrated loudness (EBU R128, LUFS) once measured; the player evens volume with it. */
  loudnessLufs: number | null;
  /** Where its audio is in the ingest pipeline; null for external URLs (never processed). */
  audio: AudioProcessing | null;
}

/** One file a naat can be played from (API.md: `sources`). */
export interface AudioSource {
  quality: 'original' | 'data-saver';
  url: string;
  /** The media type, with its codecs for the renditions (`audio/webm; codecs="opus"`): what canPlayType asks. */
  type: string;
  /** Average bit rate; null when not measured yet (the original before its job ran, external URLs). */
  kbps: number | null;
}

export interface AudioProcessing {
  state: 'queued' | 'working' | 'ready' | 'failed';
  /** 0..1 */
  progress: number;
  /** Why the last run failed (admin table). */
  error: string | null;
  /**
   * The Opus rendition (docs/data-saver.md): queued (with the rest, or for the backfill of an original made
   * before it), working (a backfill run: `progress` is its own), ready, failed (with ffmpeg's reason; the AAC
   * rendition stays) or not-kept (not smaller than the original by enough).
   */
  opus: { state: 'queued' | 'working' | 'ready' | 'failed' | 'not-kept'; error: string | null };
}

export interface NaatKhawan {
  id: number;
  name: string;
  urduName: string | null;
  bio: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  birthPlace: string | null;
  audioCount: number;
  image: string | null;
}

/** What a caller may set when creating a naat; omitted optional fields become null / 0 / now. */
export interface NaatInput {
  title: string;
  urduTitle?: string | null;
  filePath: string;
  duration?: number;
  playCount?: number;
  category?: string | null;
  language?: string | null;
  description?: string | null;
  lyrics?: string | null;
  naatKhawanId: number;
  /** ISO 8601; defaults to now. */
  createdAt?: string;
}

export interface NaatKhawanInput {
  name: string;
  urduName?: string | null;
  bio?: string | null;
  birthDate?: string | null;
  birthPlace?: string | null;
  image?: string | null;
}

/** A slice of a longer list, with the size of the whole list. */
export interface Slice<T> {
  items: T[];
  total: number;
}

/** Where a list starts and how long the slice is (both already validated and clamped). */
export interface Window {
  offset: number;
  limit: number;
}
