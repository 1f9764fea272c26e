/**
 * Where the interface language is kept: the device (localStorage, read before the first render), a cookie
 * the server reads to answer pages in the same language, and the document's `lang` and `dir`.
 */
import { activateLocale } from './i18n';
import { chooseLocale, textDirection, type Locale } from './locales';

const STORAGE_KEY = 'naat-lang';
/** Read by the server (same name there) to render pages, titles and the manifest in this language. */
const COOKIE = 'naat_lang';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked: the browser's languages decide
  }
}

function save(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // storage blocked: the choice lasts for this visit (and the cookie, if cookies are allowed)
  }
  document.cookie = `${COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; SameSite=Lax`;
}

function applyToDocument(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
}

/** The language this visit starts in: `?lang=` (then saved), the saved choice, or the browser's languages. */
export function startingLocale(): Locale {
  const query = new URLSearchParams(window.location.search).get('lang');
  const locale = chooseLocale({ query, stored: readStored(), browser: navigator.languages });
  if (query === locale) save(locale);
  applyToDocument(locale);
  return locale;
}

/** The Language control's switch: saved, the URL's own `lang` dropped (it would win on reload), applied. */
export async function switchLocale(locale: Locale): Promise<void> {
  save(locale);
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    window.history.replaceState(window.history.state, '', url);
  }
  await activateLocale(locale);
  applyToDocument(locale);
}
