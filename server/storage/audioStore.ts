import type { Readable } from 'node:stream';
import { STORED_NAME_PATTERN, audioTypeOfName } from '../../contract';

/**
 * Where audio files live: a folder on this machine (the default, server/storage/localAudioStore.ts) or an
 * S3-compatible bucket (server/storage/s3AudioStore.ts). Uploads, fetch-imports, imports and renditions put
 * finished files here; `GET /Audio/<name>` reads them back (server/routes/media.ts). A file is known by its
 * name alone, a plain file name (see `isStoredName`); the database stores it as the path `/Audio/<name>`.
 */
export interface AudioStore {
  readonly kind: 'local' | 's3';
  /** Where the files are, for logs and messages (never a secret). */
  readonly description: string;
  /** At start: throws StorageUnavailable, naming the setting to fix, when the store cannot be used. */
  check(): Promise<void>;
  /**
   * Stores the finished local file `source` under `name`, moving or uploading it (streamed, never whole in
   * memory); `source` is gone afterwards. An existing file of that name is replaced.
   */
  put(name: string, source: string, contentType: string): Promise<void>;
  /** Size and validators of a stored file, or null when there is none. */
  stat(name: string): Promise<StoredFile | null>;
  /** The bytes of a stored file, whole or one inclusive range of it; null when there is no such file. */
  read(name: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes a file; a missing file is not an error. */
  delete(name: string): Promise<void>;
  /** Every stored name (orphan sweeps, tests). */
  list(): AsyncIterable<string>;
  /** The file's path on this machine (sendfile, ffmpeg), or null for a remote store. */
  localFile(name: string): string | null;
  /**
   * A remote store's URL that lets anyone GET the stored file (ranges included) for `seconds`: a presigned
   * URL. Absent for a local store. Never asked for a name that is not stored (server/routes/media.ts).
   */
  signedUrl?(name: string, seconds: number): Promise<string>;
}

export interface StoredFile {
  size: number;
  contentType: string;
  /** A strong validator, quoted as HTTP wants it. */
  etag: string;
  lastModified: Date;
}

/** First and last byte, inclusive, as in a Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/** The store cannot be reached or used (at start: the server stops with this sentence). */
export class StorageUnavailable extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StorageUnavailable';
  }
}

/** Stored paths are `/Audio/<name>` (the public URL of the file on this server). */
export const AUDIO_PATH_PREFIX = '/Audio/';

const STORED_NAME = new RegExp(`^${STORED_NAME_PATTERN}$`);

/**
 * A name the store may hold: one plain file name of letters, digits, dot, dash and underscore, not starting
 * with a dot (temporary files and anything hidden are never served), no `..`, at most 200 characters. The
 * rule lives in contract/storedNameRule.mjs, which nginx's configuration is rendered from too.
 */
export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

export const storedPath = (name: string): string => `${AUDIO_PATH_PREFIX}${name}`;

/**
 * The store name behind a stored path (`/Audio/<name>`, %-escapes decoded), or null when the path is an
 * external URL or not a plain name in the store.
 */
export function storedName(filePath: string): string | null {
  if (!filePath.startsWith(AUDIO_PATH_PREFIX)) return null;
  let name: string;
  try {
    name = decodeURIComponent(filePath.slice(AUDIO_PATH_PREFIX.length));
  } catch {
    return null;
  }
  return isStoredName(name) ? name : null;
}

/**
 * The one spelling of a path as stored in a naat row: a store path becomes `/Audio/<plain name>` with its
 * %-escapes decoded (so `/Audio/%64emo.mp3` and `/Audio/demo.mp3` are one file, counted as one when a delete
 * asks whether anyone still plays it); an external URL stays as it is; null for a store path that is not a
 * plain name in the store.
 */
export function normalisedFilePath(filePath: string): string | null {
  if (!filePath.startsWith(AUDIO_PATH_PREFIX)) return filePath;
  const name = storedName(filePath);
  return name === null ? null : storedPath(name);
}

/** The content type a stored name is served with, from its extension (the same table nginx is given). */
export function contentTypeOf(name: string): string {
  return audioTypeOfName(name) ?? 'application/octet-stream';
}
