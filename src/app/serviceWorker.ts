/**
 * The service worker's registration (workbox-window), the update prompt's state and the 'back online'
 * message, all in this one module. Production builds only: in `vite` dev mode /sw.js is not the built
 * worker.
 *
 * Updates never reload by themselves. A new worker waits; the prompt says 'A new version is available';
 * the page reloads only when the listener presses Reload, and the prompt pauses playback first (so a
 * reload never cuts a naat off mid-sound; the saved position brings the listener back to the same place).
 *
 * Registration waits for the page's load, as Workbox advises: the first visit's paint and its API calls do
 * not share the connection with the worker's precaching. A first visit (no worker controls the page yet, so
 * no update can be waiting) registers with the browser's own call and never downloads workbox-window; a
 * visit the worker controls loads workbox-window, which watches for updates.
 */
import type { Workbox } from 'workbox-window';
import { isServerReachable, subscribeServerReachable } from '../features/offline/serverReachability';
import { SW_MESSAGE } from '../../contract/swMessages';

let workbox: Workbox | null = null;
let updateWaiting = false;
let reloadWhenControlling = false;
const listeners = new Set<() => void>();

function setUpdateWaiting(value: boolean): void {
  updateWaiting = value;
  for (const listener of listeners) listener();
}

export function subscribeUpdate(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export const isUpdateWaiting = (): boolean => updateWaiting;

/** Called once from src/main.tsx; resolves once the worker's registration has started (after the page's load). */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (document.readyState !== 'complete') {
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  }
  replayPlaysWhenBack();
  try {
    if (navigator.serviceWorker.controller === null) {
      await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      return;
    }
    const { Workbox } = await import('workbox-window');
    attachWorker(new Workbox('/sw.js', { scope: '/' }));
  } catch (error) {
    console.warn('The service worker could not be registered; the app works online only', error);
  }
}

/**
 * The background sync event may come late (or, in tests and in WebKit, never): ask the worker to send the
 * plays that were queued offline as soon as the page sees the connection, or its server, back.
 */
function replayPlaysWhenBack(): void {
  const replayPlays = () => navigator.serviceWorker.controller?.postMessage({ type: SW_MESSAGE.replayPlays });
  window.addEventListener('online', replayPlays);
  subscribeServerReachable(() => {
    if (isServerReachable()) replayPlays();
  });
}

function attachWorker(wb: Workbox): void {
  workbox = wb;
  // Also fires on load when a new worker was already waiting from an earlier visit.
  wb.addEventListener('waiting', () => setUpdateWaiting(true));
  // Only this page's own Reload press reloads it; another tab accepting the update does not.
  wb.addEventListener('controlling', () => {
    if (reloadWhenControlling) window.location.reload();
  });
  wb.register().catch((error: unknown) => {
    console.warn('The service worker could not be registered; the app works online only', error);
  });
}

/** The listener pressed Reload: the waiting worker takes over, then this page reloads onto it. */
export function applyUpdate(): void {
  if (!workbox || !updateWaiting) {
    window.location.reload();
    return;
  }
  reloadWhenControlling = true;
  setUpdateWaiting(false);
  workbox.messageSkipWaiting();
}
