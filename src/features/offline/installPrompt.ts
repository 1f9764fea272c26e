/**
 * Chromium's install offer: it fires `beforeinstallprompt` when the app is installable; the page keeps the
 * event and shows its own Install button, which calls prompt() on it. Safari and Firefox never fire it
 * (they install from their own menus), so there the button never shows.
 */

/** Not in TypeScript's DOM library (it is not a standard). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
let listening = false;

const notify = () => {
  for (const listener of listeners) listener();
};

function onOffer(event: Event): void {
  // Keeps the browser's own mini-infobar away; the header's button asks instead.
  event.preventDefault();
  offer = event as BeforeInstallPromptEvent;
  notify();
}

function onInstalled(): void {
  offer = null;
  notify();
}

/** Starts listening (once); called at start-up so an early offer is not missed. */
export function listenForInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', onOffer);
  window.addEventListener('appinstalled', onInstalled);
}

export function subscribeInstallPrompt(onChange: () => void): () => void {
  listenForInstallPrompt();
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export const canInstall = (): boolean => offer !== null;

/** Shows the browser's install dialog; an offer can be used once, whatever the answer. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const current = offer;
  if (!current) return 'unavailable';
  offer = null;
  notify();
  await current.prompt();
  return (await current.userChoice).outcome;
}
