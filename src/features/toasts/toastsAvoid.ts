/**
 * Marks a page's main controls (Play All, Clear queue, Add New ...): toasts keep clear of them while they are
 * on screen, so a toast never sits on the control the listener is about to press.
 */
export const TOASTS_AVOID = { 'data-toasts-avoid': '' } as const;
