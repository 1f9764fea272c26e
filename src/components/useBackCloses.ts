import { useEffect, useRef } from 'react';

/** The key our history entries carry in `history.state`, beside react-router's own fields. */
const OVERLAY_KEY = 'overlay';
let counter = 0;

const currentMarker = (): unknown =>
  (window.history.state as Record<string, unknown> | null)?.[OVERLAY_KEY] ?? null;

/**
 * Back closes an overlay (full-screen player, queue panel, dialog, search) instead of leaving the page: while
 * it is mounted it owns one history entry at the same address. The entry copies react-router's state, so the
 * router sees the same location on the way back and no route changes. Closing it any other way removes the
 * entry again, unless a navigation from inside the overlay has already replaced or covered it.
 */
export function useBackCloses(onClose: () => void): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  const marker = useRef<string | null>(null);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    // StrictMode mounts twice: the entry pushed by the first mount is still ours.
    if (marker.current === null || currentMarker() !== marker.current) {
      counter += 1;
      marker.current = `overlay-${String(counter)}`;
      const state = (window.history.state as Record<string, unknown> | null) ?? {};
      window.history.pushState({ ...state, [OVERLAY_KEY]: marker.current }, '');
    }
    const own = marker.current;
    let popped = false;
    const onPopState = () => {
      if (currentMarker() === own) return;
      popped = true;
      close.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      mounted.current = false;
      if (popped) return;
      // Later, so a StrictMode remount can claim the entry first.
      window.setTimeout(() => {
        if (!mounted.current && currentMarker() === own) window.history.back();
      }, 0);
    };
  }, []);
}
