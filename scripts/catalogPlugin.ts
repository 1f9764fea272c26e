/**
 * Compiles the interface's message catalogues (src/i18n/catalogs) into one module per domain and language,
 * `virtual:naat-catalog/{domain}/{locale}`: messageformat turns each ICU message into a small function (with
 * imports of the plural rules and number formatting it needs from @messageformat/runtime), so the page
 * ships no message parser, and a malformed message fails the build. A message a language lacks is filled
 * with the English one.
 *
 * `vite build` cuts the `app` domain by screen (scripts/screenCatalogs.ts): `assets/msg-{name}-{locale}-{hash}.js`
 * files, `shell` for what the entry's code names and one per lazily imported module for the rest. Each lazily
 * imported module of src/ gets a first import, `virtual:naat-screen-messages/...`, whose top-level await loads
 * its catalogue in the current language, so the module's code runs with its messages there; the entry learns the
 * files' names from `__NAAT_SCREEN_CATALOGS__`, written into its code. The build also writes
 * `i18n-catalogs.json` ({ locale: "/assets/msg-shell-..." }), from which the server preloads the chosen
 * language's shell catalogue with the page. The dev server and the tests load the whole `app` domain.
 */
import { fileURLToPath } from 'node:url';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import type { Plugin } from 'vite';
import { CATALOGS, type SourceCatalog } from '../src/i18n/catalogs/index.ts';
import {
  asFactory,
  contentHash,
  namedIds,
  screenIds,
  screenKey,
  staticClosure,
  type ModuleFacts,
} from './screenCatalogs.ts';

const PREFIX = 'virtual:naat-catalog/';
const RESOLVED = `\0${PREFIX}`;

/** The catalogue's module source; throws, naming the message, on one that is not valid ICU MessageFormat. */
export function compileCatalog(locale: string, messages: SourceCatalog): string {
  const formatter = new MessageFormat(locale, { strict: true });
  for (const [id, message] of Object.entries(messages)) {
    try {
      formatter.compile(message);
    } catch (error) {
      throw new Error(`The message "${id}" is not valid ICU MessageFormat (${String(error)}): ${message}`);
    }
  }
  return compileModule(formatter, messages);
}

/** A domain's catalogue in one language (only the messages `only` names, when given). */
function catalogSource(domain: string, locale: string, only?: ReadonlySet<string>): string | null {
  const catalogs = CATALOGS[domain];
  if (catalogs === undefined || (locale !== 'en' && locale !== 'ur')) return null;
  const messages = locale === 'en' ? catalogs.en : { ...catalogs.en, ...catalogs.ur };
  const chosen = only
    ? Object.fromEntries(Object.entries(messages).filter(([id]) => only.has(id)))
    : messages;
  return compileCatalog(locale, chosen);
}

const SCREEN_PREFIX = 'virtual:naat-screen-messages/';
const SCREEN_PLACEHOLDER = /(["'`])__NAAT_SCREEN_CATALOGS__\1/;
const LOCALES = ['en', 'ur'] as const;
const I18N_MODULE = fileURLToPath(new URL('../src/i18n/i18n.ts', import.meta.url));
const DYNAMIC_IMPORT = /\bimport\(\s*(["'])([^"']+)\1\s*\)/g;

const isAppSource = (id: string): boolean =>
  /[\\/]src[\\/]/.test(id) && /\.tsx?$/.test(id) && !/[\\/]i18n[\\/]catalogs[\\/]/.test(id);

/** The catalogue file's path under the build's root (the page asks for it by this name). */
const screenFile = (name: string, locale: string, hash: string): string =>
  `assets/msg-${name}-${locale}-${hash}.js`;

export function catalogPlugin(): Plugin {
  const appIds = new Set(Object.keys(CATALOGS.app?.en ?? {}));
  let building = false;
  const idsByModule = new Map<string, Set<string>>();
  const lazyModules = new Set<string>();
  /** The screen catalogues' sources by file name, and what the entry learns of them. */
  let files = new Map<string, string>();
  let manifest = '';

  return {
    name: 'naat-message-catalogs',
    configResolved(config) {
      building = config.command === 'build' && !config.build.ssr;
    },
    resolveId: (id) => (id.startsWith(PREFIX) || id.startsWith(SCREEN_PREFIX) ? `\0${id}` : null),
    load(id) {
      if (id.startsWith(`\0${SCREEN_PREFIX}`)) {
        const key = screenKey(id.slice(SCREEN_PREFIX.length + 1));
        return `import { loadScreenMessages } from ${JSON.stringify(I18N_MODULE)};\nawait loadScreenMessages(${JSON.stringify(key)});\n`;
      }
      if (!id.startsWith(RESOLVED)) return null;
      const [domain = '', locale = ''] = id.slice(RESOLVED.length).split('/');
      const source = catalogSource(domain, locale);
      if (source === null) this.error(`Unknown message catalogue: ${id.slice(1)}`);
      return source;
    },
    async transform(code, id) {
      if (!building || !isAppSource(id)) return null;
      idsByModule.set(id, namedIds(code, appIds));
      for (const match of code.matchAll(DYNAMIC_IMPORT)) {
        const resolved = await this.resolve(match[2] ?? '', id);
        if (resolved && !resolved.external && isAppSource(resolved.id)) lazyModules.add(resolved.id);
      }
      // A module is transformed after the module that imports it, so a lazily imported one is known by now.
      if (!lazyModules.has(id)) return null;
      return { code: `import ${JSON.stringify(SCREEN_PREFIX + id)};${code}`, map: null };
    },
    buildEnd(error) {
      if (!building || error) return;
      const facts = new Map<string, ModuleFacts>();
      const entries: string[] = [];
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        if (info.isEntry) entries.push(id);
        facts.set(id, { ids: idsByModule.get(id) ?? new Set(), imports: info.importedIds });
      }
      // A module imported lazily but transformed before its lazy importer got no loader of its messages: it
      // must be in the shell, or a screen could run without its messages.
      const shell = staticClosure(entries, (id) => facts.get(id)?.imports ?? []);
      for (const id of facts.keys()) {
        const lazy = (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
        if (lazy && isAppSource(id) && !lazyModules.has(id) && !shell.has(id))
          this.error(`${id} is imported lazily but its messages were not cut for it`);
      }
      const catalogs = screenIds(entries, lazyModules, facts);
      files = new Map();
      for (const [name, ids] of catalogs) {
        for (const locale of LOCALES) {
          const source = catalogSource('app', locale, ids);
          if (source === null) this.error(`No app catalogue for ${locale}`);
          files.set(`${name}/${locale}`, asFactory(source));
        }
      }
      const hash = contentHash([...files].map(([name, source]) => `${name}\n${source}`).join('\n'));
      files = new Map(
        [...files].map(([nameAndLocale, source]) => {
          const [name = '', locale = ''] = nameAndLocale.split('/');
          return [screenFile(name, locale, hash), source];
        }),
      );
      manifest = JSON.stringify({ hash, screens: [...catalogs.keys()].filter((name) => name !== 'shell') });
    },
    renderChunk(code) {
      if (!building || !SCREEN_PLACEHOLDER.test(code)) return null;
      return { code: code.replace(SCREEN_PLACEHOLDER, JSON.stringify(manifest)), map: null };
    },
    generateBundle(_options, bundle) {
      // Only the app's bundle holds the page's i18n module (the service worker's build runs this plugin too).
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      if (!building || !chunks.some((chunk) => chunk.moduleIds.includes(I18N_MODULE))) return;
      const { hash } = JSON.parse(manifest) as { hash: string };
      // (The minifier may have quoted the names otherwise: their hash is what must be there.)
      if (!chunks.some((chunk) => chunk.code.includes(hash)))
        this.error("The entry lacks the screen catalogues' names (__NAAT_SCREEN_CATALOGS__).");
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source });
      const shell = Object.fromEntries(
        LOCALES.map((locale) => [locale, `/${screenFile('shell', locale, hash)}`]),
      );
      this.emitFile({ type: 'asset', fileName: 'i18n-catalogs.json', source: `${JSON.stringify(shell)}\n` });
    },
  };
}
