/**
 * Whether the lyrics view shows each line's transliteration and translation: one setting for every lyrics
 * view on the page (the naat page's and the full-screen player's agree), kept on the device (IndexedDB key
 * `lyricsDisplay`). Both are shown until the listener hides them, so a new listener sees what there is.
 */
import { useSyncExternalStore } from 'react';
import { readKey, writeKey } from '../../../contract/db';

export interface LyricsDisplay {
  roman: boolean;
  translation: boolean;
}

export const DEFAULT_LYRICS_DISPLAY: LyricsDisplay = { roman: true, translation: true };

/** A stored value, or the default for anything that is not one. */
export function readLyricsDisplay(value: unknown): LyricsDisplay {
  if (typeof value !== 'object' || value === null) return DEFAULT_LYRICS_DISPLAY;
  const { roman, translation } = value as Partial<Record<keyof LyricsDisplay, unknown>>;
  return {
    roman: typeof roman === 'boolean' ? roman : DEFAULT_LYRICS_DISPLAY.roman,
    translation: typeof translation === 'boolean' ? translation : DEFAULT_LYRICS_DISPLAY.translation,
  };
}

let current = DEFAULT_LYRICS_DISPLAY;
let restored: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: LyricsDisplay) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Read once, the first time a view shows; a storage failure keeps the default.
  restored ??= readKey('lyricsDisplay').then(
    (value) => set(readLyricsDisplay(value)),
    (error: unknown) => console.warn('Could not read the lyrics settings', error),
  );
  return () => listeners.delete(listener);
}

/** The setting, and a change to it (saved on the device). */
export function useLyricsDisplay(): [LyricsDisplay, (change: Partial<LyricsDisplay>) => void] {
  const display = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
  const change = (partial: Partial<LyricsDisplay>) => {
    const next = { ...current, ...partial };
    set(next);
    writeKey('lyricsDisplay', next).catch((error: unknown) =>
      console.warn('Could not save the lyrics settings', error),
    );
  };
  return [display, change];
}
