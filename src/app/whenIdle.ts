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
