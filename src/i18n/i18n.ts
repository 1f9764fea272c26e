/**
 * The interface's messages: one Lingui runtime, fed precompiled catalogues (scripts/catalogPlugin.ts
 * compiles the ICU messages at build time, so no message parser ships). Each domain's catalogue is a chunk
 * of its own per language: a visit loads only its language's, and the admin panel's and the privacy page's
 * only when they open. A message missing from Urdu was filled with the English one at build time.
 */
import { setupI18n } from '@lingui/core';
import type { MessageId } from './catalogs/ids';
import { DEFAULT_LOCALE, type Locale } from './locales';

export type { MessageId } from './catalogs/ids';
export type MessageValues = Readonly<Record<string, string | number>>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

export type Domain = 'app' | 'admin' | 'privacy';
type CatalogModule = Promise<{ default: Record<string, unknown> }>;

const LOADERS: Readonly<Record<Domain, Readonly<Record<Locale, () => CatalogModule>>>> = {
  app: { en: () => import('virtual:naat-catalog/app/en'), ur: () => import('virtual:naat-catalog/app/ur') },
  admin: {
    en: () => import('virtual:naat-catalog/admin/en'),
    ur: () => import('virtual:naat-catalog/admin/ur'),
  },
  privacy: {
    en: () => import('virtual:naat-catalog/privacy/en'),
    ur: () => import('virtual:naat-catalog/privacy/ur'),
  },
};

const i18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} } });
/** Domains some screen has asked for: a change of language loads them all again. */
const wanted = new Set<Domain>(['app']);
const loaded = new Map<string, Promise<void>>();

function load(domain: Domain, locale: Locale): Promise<void> {
  const key = `${domain}/${locale}`;
  let pending = loaded.get(key);
  if (pending === undefined) {
    pending = LOADERS[domain][locale]().then(({ default: messages }) => {
      i18n.load(locale, messages as Parameters<typeof i18n.load>[1]);
    });
    // A failed chunk (offline before the service worker cached it) may be asked for again.
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

export function currentLocale(): Locale {
  return i18n.locale as Locale;
}

/** Loads every wanted domain in `locale`, then switches to it (subscribers re-render). */
export async function activateLocale(locale: Locale): Promise<void> {
  await Promise.all([...wanted].map((domain) => load(domain, locale)));
  i18n.activate(locale);
}

/** Loads a domain's catalogue in the current language (a lazy screen awaits it before it renders). */
export function loadDomain(domain: Domain): Promise<void> {
  wanted.add(domain);
  return load(domain, currentLocale());
}

/** A message in the current language, with its ICU placeholders filled in. */
export const t: Translate = (id, values) => i18n._(id, values);

/** Calls `listener` after every change of language; returns the unsubscribe. */
export function onLocaleChange(listener: () => void): () => void {
  return i18n.on('change', listener);
}
