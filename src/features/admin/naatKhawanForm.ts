/** The NaatKhawan form's rules (only the name is required) and the encoded payload the server expects. */
import type { NaatKhawanPayload } from '../../api/adminApi';
import type { NaatKhawan } from '../../api/types';
import { encodeBase64Utf8 } from '../../lib/base64';

export interface NaatKhawanFormValues {
  name: string;
  urduName: string;
  bio: string;
  birthDate: string;
  birthPlace: string;
}

export type NaatKhawanFormErrors = Partial<Record<keyof NaatKhawanFormValues, string>>;

export const NAME_REQUIRED = 'Name (English) is required';
export const BIRTH_DATE_INVALID = 'Birth date must be a date (YYYY-MM-DD)';
export const SECURITY_DEFAULT =
  'Request blocked by security rules. This may be due to special characters in text fields. Try simplifying the content.';

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
  if (values.name.trim() === '') errors.name = NAME_REQUIRED;
  if (values.birthDate !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(values.birthDate))
    errors.birthDate = BIRTH_DATE_INVALID;
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
  if (status === 403)
    return `Security Error: ${serverMessage === 'Unknown error' ? SECURITY_DEFAULT : serverMessage}`;
  return serverMessage === 'Unknown error' ? fallback : serverMessage;
}

export function deleteNaatKhawanMessage(reciter: Pick<NaatKhawan, 'name' | 'audioCount'>): string {
  return reciter.audioCount > 0
    ? `Are you sure you want to delete "${reciter.name}"? They still have ${reciter.audioCount} naats; delete or move those first.`
    : `Are you sure you want to delete "${reciter.name}"? This action cannot be undone.`;
}
