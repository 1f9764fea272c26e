import { useSyncExternalStore } from 'react';
import { isOnline, subscribeOnline } from './onlineStatus';

/** True while the browser reports a network connection; re-renders when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
