/**
 * Whether an error means the device ran out of the storage this site may use. Browsers disagree on the
 * name: 'QuotaExceededError' (the standard, Chromium and Safari), 'NS_ERROR_DOM_QUOTA_REACHED' (old
 * Firefox), and legacy DOMException codes 22 and 1014.
 */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (
    name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014
  );
}

/** Whether an error is the cancellation of a fetch or a stream (AbortController). */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
