/** The one shape every component sees; src/api/normalize.ts turns the server's variants into these. */
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
  naatKhawan: NaatKhawanRef;
  /**
   * The admin's uploaded picture, as its artwork URL (src/lib/artwork.ts); null or absent when none.
   * Absent from naats saved on the device before it existed.
   */
  image?: string | null;
  /**
   * The files it plays from: the original always, the data-saver rendition once made (docs/data-saver.md).
   * Optional because naats saved on the device before this existed have none; the player then plays filePath.
   */
  sources?: AudioSourceInfo[];
  /** The original's measured loudness (LUFS), or null before it is measured. */
  loudnessLufs?: number | null;
  /** Where its audio is in the server's ingest pipeline (admin table); null for external URLs. */
  audio?: AudioProcessing | null;
}

export type AudioQuality = 'original' | 'data-saver';

export interface AudioSourceInfo {
  quality: AudioQuality;
  url: string;
  type: string;
  /** Average bit rate, or null when not measured yet. */
  kbps: number | null;
}

export interface AudioProcessing {
  state: 'queued' | 'working' | 'ready' | 'failed';
  /** 0..1 */
  progress: number;
  /** Why the last run failed. */
  error: string | null;
  /**
   * The Opus data-saver rendition: made with the rest for a new upload, or by the backfill for one made before
   * (then `working` carries `progress`); failed with ffmpeg's reason, or not kept. Absent from older servers.
   */
  opus?: { state: OpusState; error: string | null };
}

export type OpusState = 'queued' | 'working' | 'ready' | 'failed' | 'not-kept';

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
