import { t } from '../i18n/i18n';

/**
 * Reads what a person can act on from an RTK Query error: the server's `error` or `message`, or the fetch
 * failure's text. Falls back to the caller's wording.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const record = error as Record<string, unknown>;
  const data = record.data;
  if (typeof data === 'object' && data !== null) {
    const body = data as Record<string, unknown>;
    for (const key of ['error', 'message']) {
      const value = body[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  if (record.status === 'FETCH_ERROR' || record.status === 'TIMEOUT_ERROR') {
    return t('error.network');
  }
  if (typeof record.error === 'string' && record.error.trim()) return record.error;
  if (typeof record.message === 'string' && record.message.trim()) return record.message;
  return fallback;
}

/** True for an HTTP 404 answer (the missing-item screens). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}
