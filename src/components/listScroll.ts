import { type RefObject, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { wantsList } from './listScrollIntent';

/**
 * After a TO_LIST navigation, scrolls `target` to the top of the screen (below the sticky header, through the
 * page's scroll-padding-top): at once, so the loading view sits there, and again once `ready` (the new list
 * has rendered and the page may have changed height meanwhile).
 */
export function useScrollToList(target: RefObject<HTMLElement | null>, ready: boolean): void {
  const location = useLocation();
  const { key } = location;
  const state: unknown = location.state;
  const settledFor = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!wantsList(state) || settledFor.current === key) return;
    target.current?.scrollIntoView({ block: 'start' });
    if (ready) settledFor.current = key;
  }, [key, state, ready, target]);
}
