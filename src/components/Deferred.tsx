import { useDeferredValue, type ReactNode } from 'react';

/**
 * Shows new children through a deferred render: React first keeps the previous children (the same element,
 * which it skips), then renders the new ones in slices the browser can interleave with taps, instead of one
 * long task. For a page's largest render, such as a list of cards arriving at once.
 */
export function Deferred({ children }: { children: ReactNode }) {
  return useDeferredValue(children);
}
