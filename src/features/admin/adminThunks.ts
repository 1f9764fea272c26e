/** The admin actions that are more than one call: login, logout and adding a naat with upload progress. */
import { adminApi, adminErrorText, errorStatus, toAdminResult, type AdminResult } from '../../api/adminApi';
import { baseApi } from '../../api/baseApi';
import { normalizeNaat, unwrapItem } from '../../api/normalize';
import type { Naat } from '../../api/types';
import type { AppThunk } from '../../app/store';
import { t } from '../../i18n/i18n';
import { showToast } from '../toasts/toastsSlice';
import { SESSION_EXPIRED_NOTICE, sessionEnded, sessionStarted } from './adminSessionSlice';
import { naatFields, type NaatFormValues, type UploadMethod } from './naatForm';
import { LOGIN_MESSAGES, loginFailureText } from './passwordForm';
import { sendNaatForm } from './uploadNaat';

/** Logs in; on success the session starts (and is mirrored to storage). Returns the error text or null. */
export function login(username: string, password: string): AppThunk<Promise<string | null>> {
  return async (dispatch) => {
    const outcome = await dispatch(adminApi.endpoints.adminLogin.initiate({ username, password }));
    if ('error' in outcome) {
      const message = loginFailureText(errorStatus(outcome.error), adminErrorText(outcome.error));
      dispatch(showToast({ message, type: 'error' }));
      return message;
    }
    dispatch(
      sessionStarted({
        token: outcome.data.token,
        expiresAt: outcome.data.expiresAt,
        lastLoginAt: new Date().toISOString(),
      }),
    );
    dispatch(showToast({ message: LOGIN_MESSAGES.success, type: 'success' }));
    return null;
  };
}

/** Ends the session on the server, then on the device, whatever the server said (it may be gone already). */
export function logout(): AppThunk<Promise<void>> {
  return async (dispatch) => {
    await dispatch(adminApi.endpoints.adminLogout.initiate(undefined));
    dispatch(sessionEnded(null));
    dispatch(showToast({ message: t('admin.logout.success'), type: 'success' }));
  };
}

export interface AddNaatInput {
  values: NaatFormValues;
  method: UploadMethod;
  file: File | null;
}

/** Builds the multipart body of POST /admin/audios; the file goes last so fields arrive first. */
export function naatFormData({ values, method, file }: AddNaatInput): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(naatFields(values, method))) form.append(key, value);
  form.append('uploadType', method);
  if (method === 'url') form.append('filePath', values.filePath.trim());
  if (method === 'fetch') form.append('audioUrl', values.audioUrl.trim());
  if (method === 'file' && file) form.append('audioFile', file, file.name);
  return form;
}

/** Adds a naat (upload, fetch or URL); `onUploadProgress` gets 0..1 while the file goes up. */
export function addNaat(
  input: AddNaatInput,
  onUploadProgress: (fraction: number) => void,
): AppThunk<Promise<AdminResult<Naat>>> {
  return async (dispatch, getState) => {
    const token = getState().adminSession.token;
    if (!token) {
      dispatch(sessionEnded(SESSION_EXPIRED_NOTICE));
      return { success: false, data: null, error: t(SESSION_EXPIRED_NOTICE), status: 401 };
    }
    let answer;
    try {
      answer = await sendNaatForm(naatFormData(input), token, onUploadProgress);
    } catch (error) {
      return toAdminResult<Naat>({ error });
    }
    if (answer.status === 401) dispatch(sessionEnded(SESSION_EXPIRED_NOTICE));
    if (answer.status < 200 || answer.status > 299) {
      return toAdminResult<Naat>({ error: { status: answer.status, data: answer.body } });
    }
    dispatch(baseApi.util.invalidateTags(['Naat', 'Reciter']));
    return { success: true, data: normalizeNaat(unwrapItem(answer.body)) };
  };
}
