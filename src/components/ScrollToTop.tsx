import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { wantsList } from './listScrollIntent';

/**
 * The page scrolls to the top on every navigation (back included), except a
 * move within a list that asks to show the list instead (listScrollIntent.ts).
 */
export function ScrollToTop() {
  const location = useLocation();
  const { pathname, search } = location;
  const state: unknown = location.state;
  useEffect(() => {
    if (!wantsList(state)) window.scrollTo(0, 0);
  }, [pathname, search, state]);
  return null;
}
