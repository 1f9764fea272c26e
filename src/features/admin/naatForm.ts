/** The naat add/edit form's rules and messages, as plain functions the modal and the tests share. */
import { isHttpUrl, parsePlayCount } from '../../../contract/forms';
import { formatDuration, parseDuration } from '../../lib/duration';
import type { Naat } from '../../api/types';
import { t } from '../../i18n/i18n';
import { messageTable } from './messageTable';

export type UploadMethod = 'file' | 'url' | 'fetch';
export type NaatFormMode = 'add' | 'edit';

export interface NaatFormValues {
  title: string;
  urduTitle: string;
  /** The chosen reciter's id as the select gives it; '' for none. */
  naatKhawanId: string;
  /** Text such as 4:35 or 275 (url mode and edit), or the computed seconds (file and fetch modes). */
  duration: string;
  playCount: string;
  lyrics: string;
  /** url mode and edit: the audio path or URL to store as is. */
  filePath: string;
  /** fetch mode: the URL the server downloads. */
  audioUrl: string;
}

export type NaatFormField = keyof NaatFormValues | 'audioFile';
export type NaatFormErrors = Partial<Record<NaatFormField, string>>;

export const NAAT_MESSAGES = messageTable({
  title: 'admin.naatForm.titleRequired',
  reciter: 'admin.naatForm.naatKhawanRequired',
  url: 'admin.naatForm.urlRequired',
  file: 'admin.naatForm.fileRequired',
  httpUrl: 'admin.naatForm.httpUrl',
  playCount: 'admin.naatForm.playCountInvalid',
});

export const emptyNaatForm: NaatFormValues = {
  title: '',
  urduTitle: '',
  naatKhawanId: '',
  duration: '',
  playCount: '0',
  lyrics: '',
  filePath: '',
  audioUrl: '',
};

/** The form of an existing naat (edit opens in url mode, with the duration as m:ss). */
export function naatToForm(naat: Naat): NaatFormValues {
  return {
    title: naat.title,
    urduTitle: naat.urduTitle ?? '',
    naatKhawanId: String(naat.naatKhawanId),
    duration: naat.duration > 0 ? formatDuration(naat.duration) : '',
    playCount: String(naat.playCount),
    lyrics: naat.lyrics ?? '',
    filePath: naat.filePath,
    audioUrl: '',
  };
}

// The same rules the server applies: a URL it would fetch, a play count it would store.
export { isHttpUrl, parsePlayCount };

/** Duration text ('4:35' or seconds) to whole seconds; 0 when invalid. */
export function durationSeconds(value: string): number {
  return Math.round(parseDuration(value));
}

export function validateNaatForm(
  values: NaatFormValues,
  mode: NaatFormMode,
  method: UploadMethod,
  hasFile: boolean,
): NaatFormErrors {
  const errors: NaatFormErrors = {};
  if (values.title.trim() === '') errors.title = NAAT_MESSAGES.title;
  if (values.naatKhawanId === '') errors.naatKhawanId = NAAT_MESSAGES.reciter;
  const effective: UploadMethod = mode === 'edit' ? 'url' : method;
  if (effective === 'url' && values.filePath.trim() === '') errors.filePath = NAAT_MESSAGES.url;
  if (effective === 'fetch') {
    if (values.audioUrl.trim() === '') errors.audioUrl = NAAT_MESSAGES.url;
    else if (!isHttpUrl(values.audioUrl.trim())) errors.audioUrl = NAAT_MESSAGES.httpUrl;
  }
  if (effective === 'file' && !hasFile) errors.audioFile = NAAT_MESSAGES.file;
  if (parsePlayCount(values.playCount) === null) errors.playCount = NAAT_MESSAGES.playCount;
  return errors;
}

/**
 * The audio address the Transcribe button sends: the stored path or URL (url method, edit), the URL to fetch
 * (fetch method); '' for an upload, whose file has no address until it is saved.
 */
export function transcriptionAudioUrl(
  values: NaatFormValues,
  mode: NaatFormMode,
  method: UploadMethod,
): string {
  if (mode === 'edit' || method === 'url') return values.filePath.trim();
  return method === 'fetch' ? values.audioUrl.trim() : '';
}

/** The text fields every add sends, whatever the upload method. */
export function naatFields(values: NaatFormValues, method: UploadMethod): Record<string, string> {
  return {
    title: values.title.trim(),
    urduTitle: values.urduTitle.trim(),
    naatKhawanId: values.naatKhawanId,
    // The server computes the duration of uploaded and fetched audio itself.
    duration: String(method === 'url' ? durationSeconds(values.duration) : 0),
    playCount: String(parsePlayCount(values.playCount) ?? 0),
    lyrics: values.lyrics,
  };
}

/** The progress text for each method while saving (file shows the second text once sent). */
export function progressText(method: UploadMethod | 'edit', uploadDone: boolean): string {
  if (method === 'fetch') return t('admin.naatForm.downloading');
  if (method === 'file' && !uploadDone) return t('admin.naatForm.uploading');
  return t('admin.naatForm.processing');
}

/** The delete confirmation: it says so when the server file goes too. */
export function deleteNaatMessage(naat: Pick<Naat, 'title' | 'filePath'>): string {
  return naat.filePath.startsWith('/Audio/')
    ? t('admin.naats.deleteMessageWithFile', { title: naat.title, path: naat.filePath })
    : t('admin.naats.deleteMessage', { title: naat.title });
}
