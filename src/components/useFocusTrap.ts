import { useEffect, useRef, type RefObject } from 'react';
import { useBackCloses } from './useBackCloses';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps keyboard focus inside `container` while it is open, closes on Escape or the browser's Back (every
 * modal uses this hook, so a phone's Back closes the modal rather than leaving the page), and gives focus back
 * to what had it before (the button that opened it) when it closes.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, onEscape: () => void): void {
  useBackCloses(onEscape);
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = container.current;
    if (!root) return;
    const focusables = () =>
      [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null);
    const initial = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusables()[0] ?? root;
    initial.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      if (previous?.isConnected) previous.focus();
    };
  }, [container]);
}

/**
 * When `key` changes (a row removed, a list cleared), the focused button may have gone with it: `fallback`
 * takes focus then, so focus and Escape stay in the dialog.
 */
export function useFocusStaysIn(
  container: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
  key: unknown,
): void {
  useEffect(() => {
    if (!container.current?.contains(document.activeElement)) fallback.current?.focus();
  }, [container, fallback, key]);
}
