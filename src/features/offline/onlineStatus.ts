/**
 * The browser's idea of being online (navigator.onLine and its events), as a tiny external store for
 * React's useSyncExternalStore and for code outside components. navigator.onLine can say true on a network
 * with no internet; the service worker's fallbacks cover that case, this drives what the page shows.
 */
import { isServerReachable, subscribeServerReachable } from './serverReachability';

/** Also false while the app's server does not answer (serverReachability.ts), whatever navigator.onLine says. */
export function isOnline(): boolean {
  return (typeof navigator === 'undefined' ? true : navigator.onLine) && isServerReachable();
}

export function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  const stopReachability = subscribeServerReachable(onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    stopReachability();
  };
}
