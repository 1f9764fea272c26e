import type { AdminResult } from '../../api/adminApi';

/**
 * 'Translation failed: {error}' when the server answered, or the connection text when the request
 * never got an answer (then there is no HTTP status).
 */
export function providerFailureText(
  kind: 'Translation' | 'Transcription',
  result: AdminResult<unknown>,
): string {
  if (result.success) return '';
  if (result.status !== null) return `${kind} failed: ${result.error}`;
  return kind === 'Translation'
    ? 'Translation failed. Please check your internet connection and try again.'
    : 'Transcription failed. Please check your connection and try again.';
}
