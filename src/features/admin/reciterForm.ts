/** The reciter form's rules (only the name is required) and the encoded payload the server expects. */
import { isCalendarDate } from '../../../contract/forms';
import type { ReciterPayload } from '../../api/adminApi';
import type { Reciter } from '../../api/types';
import { isUnknownError } from '../../api/adminApi';
import { t } from '../../i18n/i18n';
import { encodeBase64Utf8 } from '../../lib/base64';
import { messageTable } from './messageTable';

export interface ReciterFormValues {
  name: string;
  urduName: string;
  bio: string;
  birthDate: string;
  birthPlace: string;
}

export type ReciterFormErrors = Partial<Record<keyof ReciterFormValues, string>>;

export const RECITER_MESSAGES = messageTable({
  nameRequired: 'admin.reciterForm.nameRequired',
  birthDateInvalid: 'admin.reciterForm.birthDateInvalid',
  securityDefault: 'admin.reciterForm.securityDefault',
});

export const emptyReciterForm: ReciterFormValues = {
  name: '',
  urduName: '',
  bio: '',
  birthDate: '',
  birthPlace: '',
};

export function reciterToForm(reciter: Reciter): ReciterFormValues {
  return {
    name: reciter.name,
    urduName: reciter.urduName ?? '',
    bio: reciter.bio ?? '',
    birthDate: reciter.birthDate ?? '',
    birthPlace: reciter.birthPlace ?? '',
  };
}

export function validateReciterForm(values: ReciterFormValues): ReciterFormErrors {
  const errors: ReciterFormErrors = {};
  if (values.name.trim() === '') errors.name = RECITER_MESSAGES.nameRequired;
  if (values.birthDate !== '' && !isCalendarDate(values.birthDate))
    errors.birthDate = RECITER_MESSAGES.birthDateInvalid;
  return errors;
}

/** The text fields go base64-encoded (UTF-8) with `_encoded: true`. */
export function reciterPayload(values: ReciterFormValues): ReciterPayload {
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
export function reciterSaveError(status: number | null, serverMessage: string, fallback: string): string {
  const unknown = isUnknownError(serverMessage);
  if (status === 403)
    return t('admin.reciterForm.securityError', {
      message: unknown ? RECITER_MESSAGES.securityDefault : serverMessage,
    });
  return unknown ? fallback : serverMessage;
}

export function deleteReciterMessage(reciter: Pick<Reciter, 'name' | 'audioCount'>): string {
  return reciter.audioCount > 0
    ? t('admin.reciters.deleteMessageWithNaats', { name: reciter.name, count: reciter.audioCount })
    : t('admin.reciters.deleteMessage', { name: reciter.name });
}
