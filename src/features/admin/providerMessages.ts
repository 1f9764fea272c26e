import type { AdminResult } from '../../api/adminApi';
import { t } from '../../i18n/i18n';

/**
 * 'Translation failed: {error}' when the server answered, or the connection text when the request
 * never got an answer (then there is no HTTP status).
 */
export function providerFailureText(
  kind: 'Translation' | 'Transcription',
  result: AdminResult<unknown>,
): string {
  if (result.success) return '';
  const translation = kind === 'Translation';
  if (result.status !== null)
    return translation
      ? t('admin.naatForm.translationFailed', { error: result.error })
      : t('admin.naatForm.transcriptionFailed', { error: result.error });
  return translation ? t('admin.naatForm.translationOffline') : t('admin.naatForm.transcriptionOffline');
}
