/**
 * The interface languages and how a visit picks one. English carries the owner's texts unchanged; Urdu is
 * written right to left. Pure: the caller reads the URL, the device and the browser.
 */
export const LOCALES = ['en', 'ur'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The name each language has in its own script, for the Language control. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', ur: 'اردو' };

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'ur';
}

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ur' ? 'rtl' : 'ltr';
}

export interface LocaleSources {
  /** The URL's `lang` parameter, if any. */
  query: string | null;
  /** The choice saved on this device, if any. */
  stored: string | null;
  /** The browser's languages, most preferred first (`navigator.languages`). */
  browser: readonly string[];
}

/**
 * `?lang=` wins and is then saved by the caller; else the device's saved choice; else the first of the
 * browser's languages that the app speaks. An unknown value anywhere is passed over without an error.
 */
export function chooseLocale({ query, stored, browser }: LocaleSources): Locale {
  if (isLocale(query)) return query;
  if (isLocale(stored)) return stored;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}
