import { useEffect } from 'react';

/** Locks the page's scrolling while the caller is mounted (the full-screen player), restoring it after. */
export function useScrollLock(): void {
  useEffect(() => {
    const { style } = document.documentElement;
    const before = style.overflow;
    style.overflow = 'hidden';
    document.body.classList.add('scroll-locked');
    return () => {
      style.overflow = before;
      document.body.classList.remove('scroll-locked');
    };
  }, []);
}
