import { useCallback, useSyncExternalStore } from 'react';

/**
 * Phones: below this width the app shows the bottom tab bar and the compact mini-player. The same number is
 * written in app.css and player.css (media queries cannot read a variable).
 */
export const PHONE_QUERY = '(max-width: 719px)';

/** True while the media query matches; re-renders when it changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useIsPhone = (): boolean => useMediaQuery(PHONE_QUERY);
