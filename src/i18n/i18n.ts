/**
 * The interface's messages. Each catalogue is compiled at build time by messageformat
 * (scripts/catalogPlugin.ts) into a module of one small function per message, so the page ships no message
 * parser and no interpreter: only the plural rules and number formatting the messages use. Each domain's
 * catalogue is a chunk of its own per language: a visit loads only its language's, and the admin panel's and
 * the privacy page's only when they open. A message missing from Urdu was filled with the English one at
 * build time.
 */
import type { MessageId } from './catalogs/ids';
import { DEFAULT_LOCALE, type Locale } from './locales';

export type { MessageId } from './catalogs/ids';
export type MessageValues = Readonly<Record<string, string | number>>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

export type Domain = 'app' | 'admin' | 'privacy';
type Message = (values: MessageValues) => string;
type Catalog = Readonly<Record<string, Message>>;

const LOADERS: Readonly<Record<Domain, Readonly<Record<Locale, () => Promise<{ default: Catalog }>>>>> = {
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

let locale: Locale = DEFAULT_LOCALE;
const messages: Record<Locale, Record<string, Message>> = { en: {}, ur: {} };
const listeners = new Set<() => void>();
/** Domains some screen has asked for: a change of language loads them all again. */
const wanted = new Set<Domain>(['app']);
const loaded = new Map<string, Promise<void>>();

function load(domain: Domain, target: Locale): Promise<void> {
  const key = `${domain}/${target}`;
  let pending = loaded.get(key);
  if (pending === undefined) {
    pending = LOADERS[domain][target]().then(({ default: catalog }) => {
      Object.assign(messages[target], catalog);
    });
    // A failed chunk (offline before the service worker cached it) may be asked for again.
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

export function currentLocale(): Locale {
  return locale;
}

/** Loads every wanted domain in `target`, then switches to it (subscribers re-render). */
export async function activateLocale(target: Locale): Promise<void> {
  await Promise.all([...wanted].map((domain) => load(domain, target)));
  locale = target;
  for (const listener of listeners) listener();
}

/** Loads a domain's catalogue in the current language (a lazy screen awaits it before it renders). */
export function loadDomain(domain: Domain): Promise<void> {
  wanted.add(domain);
  return load(domain, locale);
}

/** A message in the current language with its placeholders filled in (the id itself if it never loaded). */
export const t: Translate = (id, values = {}) => messages[locale][id]?.(values) ?? id;

/** Calls `listener` after every change of language; returns the unsubscribe. */
export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
