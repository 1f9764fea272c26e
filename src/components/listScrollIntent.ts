/**
 * Navigation state of a move within a list (a reciter's Next page, letter or sort): the page shows its list
 * instead of scrolling to the top, where a reciter's bio fills a phone's screen. Its own
 * module, so the first-visit bundle (ScrollToTop) does not carry the hook of listScroll.ts.
 */
export const TO_LIST = { scrollTo: 'list' } as const;

export const wantsList = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { scrollTo?: unknown }).scrollTo === 'list';
