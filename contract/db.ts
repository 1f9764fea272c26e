/**
 * Everything the app keeps in IndexedDB, behind this one module (the only importer of idb):
 * - store `keyval`: the four public keys (queue, currentAudio, playbackState, favorites)
 *   and the admin session (key adminSession: token, expiry and last login; never a password);
 * - store `downloads`: one record per downloaded naat (the audio itself is in the downloads cache).
 * Callers handle failures: a read or write failure only logs a warning and falls back to defaults, never a crash.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ClientNaat as Naat } from './clientNaat';
import type { AudioQuality } from './schemas';
import type { Lyrics } from './lyrics/lyrics';
import { DB_NAME } from './dbName';

export const DB_VERSION = 1;

export interface DownloadRecord {
  /** The naat id. */
  id: number;
  /** The whole naat with its reciter, so the Downloads page works with no network. */
  naat: Naat;
  /** The absolute URL of the audio, which is also its key in the downloads cache. */
  url: string;
  /** Bytes. */
  size: number;
  /** ISO 8601. */
  downloadedAt: string;
  /** Which file was downloaded; records written before data saver existed have none and are the original. */
  quality?: AudioQuality;
  /**
   * The naat's lyrics as the server had them (times, transliteration, translation), so the lyrics view works
   * offline; absent on records written before lyrics were saved, or when the server gave none.
   */
  lyrics?: Lyrics;
}

export type KeyvalKey =
  | 'queue'
  | 'currentAudio'
  | 'playbackState'
  | 'favorites'
  | 'adminSession'
  // Our addition: the playlist and its index, so Next and Previous carry on after a reload.
  | 'playlist'
  // The player's "Data saver" setting (src/features/player/qualitySetting.ts).
  | 'audioQuality'
  // The listener's speed and repeat mode (src/app/persistence.ts).
  | 'playerSettings'
  // The last naats listened to and where each was left, for Home's "Continue Listening"
  // (src/features/player/listeningHistory.ts).
  | 'listeningHistory'
  // Whether the lyrics view shows transliterations and translations (src/features/lyrics/lyricsDisplay.ts).
  | 'lyricsDisplay';

interface NaatDB extends DBSchema {
  keyval: { key: KeyvalKey; value: unknown };
  downloads: { key: number; value: DownloadRecord; indexes: { byDate: string } };
}

export type NaatDatabase = IDBPDatabase<NaatDB>;

let opening: Promise<NaatDatabase> | null = null;

/** Opens (once) and upgrades the database. */
export function openDatabase(): Promise<NaatDatabase> {
  opening ??= openDB<NaatDB>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      db.createObjectStore('keyval');
      db.createObjectStore('downloads', { keyPath: 'id' }).createIndex('byDate', 'downloadedAt');
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** For tests: forget the open connection so the next call opens afresh. */
export function resetDatabaseConnection(): void {
  opening = null;
}

export async function readKey(key: KeyvalKey): Promise<unknown> {
  return (await openDatabase()).get('keyval', key);
}

export async function writeKey(key: KeyvalKey, value: unknown): Promise<void> {
  await (await openDatabase()).put('keyval', value, key);
}

export async function deleteKey(key: KeyvalKey): Promise<void> {
  await (await openDatabase()).delete('keyval', key);
}

export async function listDownloads(): Promise<DownloadRecord[]> {
  return (await openDatabase()).getAllFromIndex('downloads', 'byDate');
}

export async function getDownload(id: number): Promise<DownloadRecord | undefined> {
  return (await openDatabase()).get('downloads', id);
}

export async function putDownload(record: DownloadRecord): Promise<void> {
  await (await openDatabase()).put('downloads', record);
}

export async function deleteDownload(id: number): Promise<void> {
  await (await openDatabase()).delete('downloads', id);
}

export async function clearDownloads(): Promise<void> {
  await (await openDatabase()).clear('downloads');
}
