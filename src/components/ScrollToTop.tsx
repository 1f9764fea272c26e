import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The page scrolls to the top on every navigation (the specification asks for it, back included). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
