/** The NaatKhawan form's rules (only the name is required) and the encoded payload the server expects. */
import { isCalendarDate } from '../../../contract/forms';
import type { NaatKhawanPayload } from '../../api/adminApi';
import type { NaatKhawan } from '../../api/types';
import { isUnknownError } from '../../api/adminApi';
import { t } from '../../i18n/i18n';
import { encodeBase64Utf8 } from '../../lib/base64';
import { messageTable } from './messageTable';

export interface NaatKhawanFormValues {
  name: string;
  urduName: string;
  bio: string;
  birthDate: string;
  birthPlace: string;
}

export type NaatKhawanFormErrors = Partial<Record<keyof NaatKhawanFormValues, string>>;

export const NAAT_KHAWAN_MESSAGES = messageTable({
  nameRequired: 'admin.reciterForm.nameRequired',
  birthDateInvalid: 'admin.reciterForm.birthDateInvalid',
  securityDefault: 'admin.reciterForm.securityDefault',
});

export const emptyNaatKhawanForm: NaatKhawanFormValues = {
  name: '',
  urduName: '',
  bio: '',
  birthDate: '',
  birthPlace: '',
};

export function naatKhawanToForm(reciter: NaatKhawan): NaatKhawanFormValues {
  return {
    name: reciter.name,
    urduName: reciter.urduName ?? '',
    bio: reciter.bio ?? '',
    birthDate: reciter.birthDate ?? '',
    birthPlace: reciter.birthPlace ?? '',
  };
}

export function validateNaatKhawanForm(values: NaatKhawanFormValues): NaatKhawanFormErrors {
  const errors: NaatKhawanFormErrors = {};
  if (values.name.trim() === '') errors.name = NAAT_KHAWAN_MESSAGES.nameRequired;
  if (values.birthDate !== '' && !isCalendarDate(values.birthDate))
    errors.birthDate = NAAT_KHAWAN_MESSAGES.birthDateInvalid;
  return errors;
}

/** The text fields go base64-encoded (UTF-8) with `_encoded: true`. */
export function naatKhawanPayload(values: NaatKhawanFormValues): NaatKhawanPayload {
  return {
    name: encodeBase64Utf8(values.name.trim()),
    urduName: encodeBase64Utf8(values.urduName.trim()),
    bio: encodeBase64Utf8(values.bio.trim()),
    birthPlace: encodeBase64Utf8(values.birthPlace.trim()),
    birthDate: values.birthDate,
    _encoded: true,
  };
}

/** A 403 on create or update is the firewall's doing: a 'Security Error: ' text. */
export function naatKhawanSaveError(status: number | null, serverMessage: string, fallback: string): string {
  const unknown = isUnknownError(serverMessage);
  if (status === 403)
    return t('admin.reciterForm.securityError', {
      message: unknown ? NAAT_KHAWAN_MESSAGES.securityDefault : serverMessage,
    });
  return unknown ? fallback : serverMessage;
}

export function deleteNaatKhawanMessage(reciter: Pick<NaatKhawan, 'name' | 'audioCount'>): string {
  return reciter.audioCount > 0
    ? t('admin.reciters.deleteMessageWithNaats', { name: reciter.name, count: reciter.audioCount })
    : t('admin.reciters.deleteMessage', { name: reciter.name });
}
