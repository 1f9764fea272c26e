import { useSyncExternalStore } from 'react';
import { currentLocale, onLocaleChange, t, type Translate } from './i18n';
import type { Locale } from './locales';

/** The interface language; the component re-renders when the listener switches it. */
export function useLocale(): Locale {
  return useSyncExternalStore(onLocaleChange, currentLocale);
}

/** The message function, for a component that must re-render in the new language after a switch. */
export function useT(): Translate {
  useLocale();
  return t;
}
