import { type RefObject, useCallback, useEffect, useRef } from 'react';

/** How long the view leaves the listener's own scrolling alone before it follows the recitation again. */
const LISTENER_SCROLL_MS = 5000;

/**
 * Keeps line `index` of the scrolling list in the middle of it as the recitation moves on, scrolling the list
 * alone (never the page: scrollIntoView would move every scrolling box around it). Smooth unless the
 * listener asked for reduced motion. After the listener scrolls the list themselves it stays where they put
 * it for a few seconds; `resume` (a tap on a line) follows again at once.
 */
export function useFollowLine(
  list: RefObject<HTMLElement | null>,
  index: number,
  reducedMotion: boolean,
): { pause: () => void; resume: () => void } {
  const pausedUntil = useRef(0);
  const moved = useRef(false);
  useEffect(() => {
    const box = list.current;
    const line = index >= 0 ? box?.children[index] : undefined;
    if (!box || !(line instanceof HTMLElement) || Date.now() < pausedUntil.current) return;
    const top = Math.max(0, line.offsetTop - (box.clientHeight - line.offsetHeight) / 2);
    // The first move (opening the view mid-naat) jumps; later ones glide.
    const smooth = moved.current && !reducedMotion;
    moved.current = true;
    if (typeof box.scrollTo === 'function') box.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
  }, [list, index, reducedMotion]);
  const pause = useCallback(() => {
    pausedUntil.current = Date.now() + LISTENER_SCROLL_MS;
  }, []);
  const resume = useCallback(() => {
    pausedUntil.current = 0;
  }, []);
  return { pause, resume };
}
