import { useState } from 'react';
import { toAdminResult, useUpdateNaatMutation } from '../../api/adminApi';
import type { Naat } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import { useT } from '../../i18n/useT';
import { showToast } from '../toasts/toastsSlice';
import { addNaat } from './adminThunks';
import {
  durationSeconds,
  parsePlayCount,
  type NaatFormMode,
  type NaatFormValues,
  type UploadMethod,
} from './naatForm';

export interface NaatSave {
  /** Adds (by the chosen method) or updates the naat; true when saved. A failure is shown and toasted. */
  save: (values: NaatFormValues, method: UploadMethod, file: File | null) => Promise<boolean>;
  saving: boolean;
  /** An add's progress from 0 to 1 (a file's upload; the other methods stay at 0); null when not adding. */
  progress: number | null;
  saveError: string | null;
  clearSaveError: () => void;
}

/**
 * Sends the naat form: an add goes through the upload thunk (file, url or fetch), an edit through the update
 * mutation. A 401 says nothing here: the session handling sends the admin back to the login.
 */
export function useNaatSave(mode: NaatFormMode, naat: Naat | null): NaatSave {
  const t = useT();
  const dispatch = useAppDispatch();
  const [updateNaat] = useUpdateNaatMutation();
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const fail = (message: string) => {
    setSaveError(message);
    dispatch(showToast({ message, type: 'error' }));
  };

  const add = async (values: NaatFormValues, method: UploadMethod, file: File | null) => {
    setSaving(true);
    setProgress(0);
    const result = await dispatch(addNaat({ values, method, file }, setProgress));
    setSaving(false);
    setProgress(null);
    if (result.success) {
      dispatch(showToast({ message: t('admin.naatForm.added'), type: 'success' }));
      return true;
    }
    if (result.status !== 401) fail(t('admin.naatForm.addFailed', { error: result.error }));
    return false;
  };

  const update = async (values: NaatFormValues, id: number) => {
    setSaving(true);
    const outcome = await updateNaat({
      id,
      body: {
        title: values.title.trim(),
        urduTitle: values.urduTitle.trim(),
        naatKhawanId: Number(values.naatKhawanId),
        filePath: values.filePath.trim(),
        duration: durationSeconds(values.duration),
        playCount: parsePlayCount(values.playCount) ?? 0,
        lyrics: values.lyrics,
      },
    });
    setSaving(false);
    const result = toAdminResult(outcome);
    if (result.success) {
      dispatch(showToast({ message: t('admin.naatForm.updated'), type: 'success' }));
      return true;
    }
    if (result.status !== 401) fail(t('admin.naatForm.updateFailed', { error: result.error }));
    return false;
  };

  const save = async (values: NaatFormValues, method: UploadMethod, file: File | null) => {
    if (mode === 'add') return add(values, method, file);
    return naat ? update(values, naat.id) : false;
  };

  return { save, saving, progress, saveError, clearSaveError: () => setSaveError(null) };
}
