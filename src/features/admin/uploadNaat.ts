/**
 * POST /api/admin/audios as multipart through XMLHttpRequest, the one browser API that reports upload
 * progress. Only this module sends it; the thunk that calls it owns the session and toast side of things.
 */
import { t } from '../../i18n/i18n';

export interface UploadAnswer {
  status: number;
  body: unknown;
}

export function sendNaatForm(
  form: FormData,
  token: string,
  onUploadProgress: (fraction: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/audios');
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'text';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
    });
    xhr.upload.addEventListener('load', () => onUploadProgress(1));
    xhr.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = xhr.responseText ? { error: xhr.responseText.slice(0, 300) } : null;
      }
      resolve({ status: xhr.status, body });
    });
    xhr.addEventListener('error', () => reject(new Error(t('admin.naatForm.networkError'))));
    xhr.addEventListener('timeout', () => reject(new Error(t('admin.naatForm.timeout'))));
    xhr.send(form);
  });
}
