/**
 * Counts a play on the server: POST /api/audios/{id}/play, fire and forget (the answer and any failure
 * are ignored). keepalive lets the request finish even if the page is closed right after. Offline,
 * the service worker queues it for later (background sync), so this module stays the one place to route it.
 */
export function sendPlayCount(audioId: number): void {
  try {
    fetch(`/api/audios/${audioId}/play`, { method: 'POST', keepalive: true }).catch(() => undefined);
  } catch {
    // fetch itself can throw synchronously in odd environments; a lost count is acceptable.
  }
}
