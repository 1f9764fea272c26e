/** What a page lifecycle source needs (window, or a stand-in in tests). */
export type PageLifecycle = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Calls `onHide` when the page is hidden or left: pagehide, and visibilitychange to hidden too, since mobile
 * browsers may kill a hidden page without a pagehide. Answers how to stop listening.
 */
export function onPageHidden(lifecycle: PageLifecycle | undefined, onHide: () => void): () => void {
  const onVisibility = () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') onHide();
  };
  lifecycle?.addEventListener('pagehide', onHide);
  lifecycle?.addEventListener('visibilitychange', onVisibility);
  return () => {
    lifecycle?.removeEventListener('pagehide', onHide);
    lifecycle?.removeEventListener('visibilitychange', onVisibility);
  };
}
