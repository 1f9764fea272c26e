/**
 * What a bulk upload (POST /api/admin/uploads, the tus protocol) must say about its file before any byte is
 * accepted: a title, a reciter, and a file name whose extension, if it has one, is an audio one; optionally
 * what the admin chose for a reciter name like an existing one's (`reciterId` or `reciterMatch`). The content
 * itself is checked once the last byte is in (server/upload/incomingAudio.ts), as for every other upload.
 */
import { NOT_AUDIO_MESSAGE } from './incomingAudio';
import { controlCharMessage, hasRefusedControl } from '../common/textPolicy';

export const TITLE_MAX = 300;
export const RECITER_MAX = 200;

/** Extensions of the formats content sniffing accepts (server/upload/sniff.ts), as browsers name them. */
const AUDIO_EXTENSIONS = new Set([
  'mp3',
  'm4a',
  'mp4',
  'aac',
  'ogg',
  'oga',
  'opus',
  'wav',
  'flac',
  'webm',
  'weba',
  'mka',
]);

/**
 * What to do when `reciter` is no reciter's name but is like one's (server/upload/reciterMatch.ts):
 * attach the file to the closest such reciter (`existing`, the default, as a folder import's) or create a
 * reciter of that name (`new`).
 */
export type BulkReciterMatch = 'existing' | 'new';

export interface BulkMetadata {
  title: string;
  /** A reciter's name: matched (trimmed, case-insensitive) against the reciters, created when missing. */
  reciter: string;
  fileName: string;
  /** The reciter the admin chose to attach the file to (`reciterId`), whatever `reciter` says. */
  reciterId: number | null;
  reciterMatch: BulkReciterMatch;
}

export const BULK_MESSAGES = {
  title: 'Give the naat a title (at most 300 characters).',
  reciter: 'Name the reciter (at most 200 characters).',
  notAudio: NOT_AUDIO_MESSAGE,
  reciterId: 'reciterId must be the id of a NaatKhawan (a whole number from 1).',
  reciterMatch: 'reciterMatch must be "existing" or "new".',
  both: 'Send either reciterId (attach to that NaatKhawan) or reciterMatch "new" (create one), not both.',
} as const;

/** Ids are positive 32-bit integers on both engines. */
const ID_MAX = 2_147_483_647;

/** An extension is judged only when there is one: a file called "naat" may still be audio. */
export function hasAudioName(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0) return true;
  return AUDIO_EXTENSIONS.has(fileName.slice(dot + 1).toLowerCase());
}

/** The upload's checked metadata, or the sentence telling the admin what is wrong. */
export function checkBulkMetadata(
  metadata: Record<string, string | null> | undefined,
): BulkMetadata | string {
  const title = (metadata?.title ?? '').trim();
  const reciter = (metadata?.reciter ?? '').trim();
  const fileName = (metadata?.filename ?? '').trim();
  // Checked when the upload is created, so a name that cannot be stored is refused before any byte.
  for (const [field, value] of [
    ['title', title],
    ['reciter', reciter],
    ['filename', fileName],
  ] as const) {
    if (hasRefusedControl(value, 'line')) return controlCharMessage(field, 'line');
  }
  if (title === '' || title.length > TITLE_MAX) return BULK_MESSAGES.title;
  if (reciter === '' || reciter.length > RECITER_MAX) return BULK_MESSAGES.reciter;
  if (!hasAudioName(fileName)) return BULK_MESSAGES.notAudio;
  const idText = metadata?.reciterId ?? null;
  const reciterId = idText === null ? null : /^[1-9][0-9]{0,9}$/.test(idText) ? Number(idText) : NaN;
  if (reciterId !== null && !(reciterId <= ID_MAX)) return BULK_MESSAGES.reciterId;
  const reciterMatch = metadata?.reciterMatch ?? 'existing';
  if (reciterMatch !== 'existing' && reciterMatch !== 'new') return BULK_MESSAGES.reciterMatch;
  if (reciterId !== null && reciterMatch === 'new') return BULK_MESSAGES.both;
  return { title, reciter, fileName, reciterId, reciterMatch };
}

/**
 * Upload ids are made here (32 hex digits) and become file names in the uploads folder: anything else in a
 * URL (`..`, an escaped slash) is refused before it can reach the file system.
 */
export const isUploadId = (id: string): boolean => /^[0-9a-f]{32}$/.test(id);
