/**
 * The build's `i18n-catalogs.json`: `{ "en": "/assets/en-HASH.js", "ur": "/assets/ur-HASH.js" }`, the
 * compiled message catalogue of each language. A page preloads its own language's, so the app's first
 * render does not wait for a second round trip.
 */
import type { Language } from './language';

export type Catalogues = Record<Language, string | null>;

export const NO_CATALOGUES: Catalogues = { en: null, ur: null };

/** Only a plain path on this site is linked: the file is the build's, but a path is all it may name. */
const SAFE_PATH = /^\/[A-Za-z0-9._~/-]+\.m?js$/;

/** Each language's catalogue path; a missing, malformed or unsafe entry is simply not preloaded. */
export function parseCatalogues(text: string): Catalogues {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return NO_CATALOGUES;
  }
  if (typeof parsed !== 'object' || parsed === null) return NO_CATALOGUES;
  const entry = (language: Language): string | null => {
    const value = (parsed as Record<string, unknown>)[language];
    return typeof value === 'string' && SAFE_PATH.test(value) && !value.includes('//') ? value : null;
  };
  return { en: entry('en'), ur: entry('ur') };
}
