/**
 * The interface's messages. Each catalogue is compiled at build time by messageformat
 * (scripts/catalogPlugin.ts) into a module of one small function per message, so the page ships no message
 * parser and no interpreter: only the plural rules and number formatting the messages use. Each domain's
 * catalogue is a chunk of its own per language: a visit loads only its language's, and the admin panel's and
 * the privacy page's only when they open. The built app also cuts the public app's messages by screen: the
 * shell's load first, and each lazily loaded screen awaits its own before its code runs. A message missing
 * from Urdu was filled with the English one at build time.
 */
import { number, plural, select, strictNumber } from '@messageformat/runtime';
import { en, ur } from '@messageformat/runtime/lib/cardinals';
import type { MessageId } from './catalogs/ids';
import { DEFAULT_LOCALE, type Locale } from './locales';

export type { MessageId } from './catalogs/ids';
export type MessageValues = Readonly<Record<string, string | number>>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

export type Domain = 'app' | 'admin' | 'privacy';
type Message = (values: MessageValues) => string;
type Catalog = Readonly<Record<string, Message>>;

type Loaders = Readonly<Record<Locale, () => Promise<{ default: Catalog }>>>;

const LOADERS: Readonly<Record<Domain, Loaders | null>> = {
  // The built app loads the `app` domain cut by screen (SCREENS below), never whole.
  app: import.meta.env.PROD
    ? null
    : { en: () => import('virtual:naat-catalog/app/en'), ur: () => import('virtual:naat-catalog/app/ur') },
  admin: {
    en: () => import('virtual:naat-catalog/admin/en'),
    ur: () => import('virtual:naat-catalog/admin/ur'),
  },
  privacy: {
    en: () => import('virtual:naat-catalog/privacy/en'),
    ur: () => import('virtual:naat-catalog/privacy/ur'),
  },
};

/** What the screen catalogue files (plain modules with no imports) are handed: the runtime they call. */
const RUNTIME = { number, plural, select, strictNumber, en, ur };

/**
 * The built app's screen catalogues, written by the build over the placeholder: the files' hash and the names
 * of the screens that have messages of their own (`assets/msg-{name}-{locale}-{hash}.js`, `shell` included).
 */
const SCREENS: { hash: string; screens: readonly string[] } | null = import.meta.env.PROD
  ? (JSON.parse('__NAAT_SCREEN_CATALOGS__') as { hash: string; screens: readonly string[] })
  : null;

function loadScreenFile(name: string, target: Locale, hash: string): Promise<{ default: Catalog }> {
  const url = `${import.meta.env.BASE_URL}assets/msg-${name}-${target}-${hash}.js`;
  return (import(/* @vite-ignore */ url) as Promise<{ default: (runtime: typeof RUNTIME) => Catalog }>).then(
    (module) => ({ default: module.default(RUNTIME) }),
  );
}

/** A catalogue's loader: a domain's compiled chunk, or (built app) the shell's or a screen's file. */
function loader(name: string, target: Locale): () => Promise<{ default: Catalog }> {
  if (SCREENS !== null && (name === 'app' || SCREENS.screens.includes(name)))
    return () => loadScreenFile(name === 'app' ? 'shell' : name, target, SCREENS.hash);
  const domain = LOADERS[name as Domain] as Loaders | null | undefined;
  return domain ? domain[target] : () => Promise.resolve({ default: {} });
}

let locale: Locale = DEFAULT_LOCALE;
const messages: Record<Locale, Record<string, Message>> = { en: {}, ur: {} };
const listeners = new Set<() => void>();
/** Domains and screens asked for so far: a change of language loads them all again. */
const wanted = new Set<string>(['app']);
const loaded = new Map<string, Promise<void>>();

function load(name: string, target: Locale): Promise<void> {
  const key = `${name}/${target}`;
  let pending = loaded.get(key);
  if (pending === undefined) {
    pending = loader(name, target)().then(({ default: catalog }) => {
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

/**
 * Loads a lazily loaded module's own messages in the current language: the build makes each such module's
 * first import await this (scripts/catalogPlugin.ts); without the build's cut it has nothing to do.
 */
export function loadScreenMessages(screen: string): Promise<void> {
  if (SCREENS === null || !SCREENS.screens.includes(screen)) return Promise.resolve();
  wanted.add(screen);
  return load(screen, locale);
}

/** A message in the current language with its placeholders filled in (the id itself if it never loaded). */
export const t: Translate = (id, values = {}) => messages[locale][id]?.(values) ?? id;

/** Calls `listener` after every change of language; returns the unsubscribe. */
export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
