/**
 * Runs work that the first paint must not wait for (the audio engine's download, web-vitals): once the page
 * has loaded and the browser is idle (or after 5 s of waiting for idleness).
 */
export function afterLoadWhenIdle(task: () => void, win: Window = window): void {
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(task, { timeout: 5000 });
    else win.setTimeout(task, 0);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

/**
 * Resolves once the browser has had a chance to paint what is on screen now: after the next animation frame
 * (plus a task, as the paint follows the frame), or after `timeoutMs` in a tab that draws no frames (hidden).
 */
export function afterNextPaint(win: Window = window, timeoutMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    win.requestAnimationFrame(() => win.setTimeout(done, 0));
    win.setTimeout(done, timeoutMs);
  });
}
