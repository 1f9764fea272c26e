/**
 * The naat form's rules and messages on the server, for the multipart add and the JSON update. The
 * page checks the same rules first; the server never trusts that it did.
 */
import { normalisedFilePath, storedName } from '../storage/audioStore';
import { isRenditionName } from '../transcode/renditionNames';
import { MULTI_LINE_FIELDS, controlCharMessage, hasRefusedControl } from '../common/textPolicy';
import { NAAT_TEXT_LIMITS, isHttpUrl, parsePlayCount } from '../../contract';

export const NAAT_FORM_MESSAGES = {
  title: 'Title is required',
  reciter: 'Please select a Naat Khawan',
  url: 'Audio file URL is required',
  file: 'Please select an audio file',
  httpUrl: 'Please provide a valid URL starting with http:// or https://',
  playCount: 'Play count must be a whole number of at least 0',
  uploadType: 'Upload type must be one of: file, url, fetch',
} as const;

export type UploadType = 'file' | 'url' | 'fetch';

/** Seconds from a number, numeric text or 'm:ss' / 'h:mm:ss' text; 0 when invalid. */
export function parseDurationValue(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
  if (typeof value !== 'string') return 0;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text));
  if (!/^\d+(:[0-5]?\d){1,2}$/.test(text)) return 0;
  return text.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
}

export { isHttpUrl, parsePlayCount };

/** A stored path: one of this server's files (/Audio/<name>) or an absolute http(s) URL. */
export const isStorablePath = (value: string): boolean =>
  (/^\/Audio\/[^/\\]+$/.test(value) && !value.includes('..')) || isHttpUrl(value);

export const RENDITION_PATH_MESSAGE =
  "This file is a data-saver copy made from another naat's audio: give the original's /Audio/ path or a URL";

/**
 * A naat's path as stored (see normalisedFilePath), or the message saying why it cannot be one. A data-saver
 * rendition's name is refused: that file belongs to its original's job and is deleted with it.
 */
export function checkedFilePath(value: string): { filePath: string } | { error: string } {
  const normalised = isStorablePath(value) ? normalisedFilePath(value) : null;
  if (normalised === null) return { error: NAAT_FORM_MESSAGES.httpUrl };
  const name = storedName(normalised);
  if (name !== null && isRenditionName(name)) return { error: RENDITION_PATH_MESSAGE };
  return { filePath: normalised };
}

/** Text fields a client may send with an add, and how long each may be: the form's limits, and the rest. */
const ADD_FIELD_LIMITS: Readonly<Record<string, number>> = {
  ...NAAT_TEXT_LIMITS,
  naatKhawanId: 20,
  duration: 20,
  playCount: 20,
  uploadType: 10,
};

export interface CheckedAdd {
  uploadType: UploadType;
  title: string;
  urduTitle: string | null;
  naatKhawanId: number;
  duration: number;
  playCount: number;
  lyrics: string | null;
  category: string | null;
  language: string | null;
  description: string | null;
  filePath: string | null;
  audioUrl: string | null;
}

const blankToNull = (value: string | undefined): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/** Checks the fields of an add; returns the first problem as the message the form shows. */
export function checkAddFields(fields: Record<string, string>, hasFile: boolean): CheckedAdd | string {
  for (const [name, value] of Object.entries(fields)) {
    const limit = ADD_FIELD_LIMITS[name];
    if (limit === undefined) return `Field "${name}" is not allowed`;
    if (value.length > limit) return `Field "${name}" must be at most ${limit} characters long`;
    // Edges are trimmed below (a pasted title may end with a line break); what stays is checked.
    const kind = MULTI_LINE_FIELDS.has(name) ? 'lines' : 'line';
    if (hasRefusedControl(value.trim(), kind)) return controlCharMessage(name, kind);
  }
  const requested = fields.uploadType?.trim() ?? '';
  let uploadType: UploadType;
  if (requested === 'file' || requested === 'url' || requested === 'fetch') uploadType = requested;
  else if (requested === '')
    uploadType = hasFile ? 'file' : fields.audioUrl ? 'fetch' : fields.filePath ? 'url' : 'file';
  else return NAAT_FORM_MESSAGES.uploadType;

  const title = fields.title?.trim() ?? '';
  if (title === '') return NAAT_FORM_MESSAGES.title;
  const reciter = fields.naatKhawanId?.trim() ?? '';
  if (!/^[1-9]\d{0,15}$/.test(reciter)) return NAAT_FORM_MESSAGES.reciter;

  let filePath: string | null = null;
  let audioUrl: string | null = null;
  if (uploadType === 'url') {
    filePath = fields.filePath?.trim() ?? '';
    if (filePath === '') return NAAT_FORM_MESSAGES.url;
    const checked = checkedFilePath(filePath);
    if ('error' in checked) return checked.error;
    filePath = checked.filePath;
  } else if (uploadType === 'fetch') {
    audioUrl = fields.audioUrl?.trim() ?? '';
    if (audioUrl === '') return NAAT_FORM_MESSAGES.url;
    if (!isHttpUrl(audioUrl)) return NAAT_FORM_MESSAGES.httpUrl;
  } else if (!hasFile) {
    return NAAT_FORM_MESSAGES.file;
  }
  const playCount = parsePlayCount(fields.playCount);
  if (playCount === null) return NAAT_FORM_MESSAGES.playCount;
  return {
    uploadType,
    title,
    urduTitle: blankToNull(fields.urduTitle),
    naatKhawanId: Number(reciter),
    duration: parseDurationValue(fields.duration ?? ''),
    playCount,
    lyrics: blankToNull(fields.lyrics),
    category: blankToNull(fields.category),
    language: blankToNull(fields.language),
    description: blankToNull(fields.description),
    filePath,
    audioUrl,
  };
}
