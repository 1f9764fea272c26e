/**
 * Compiles the interface's message catalogues (src/i18n/catalogs) into one module per domain and language,
 * `virtual:naat-catalog/{domain}/{locale}`: messageformat turns each ICU message into a small function (with
 * imports of the plural rules and number formatting it needs from @messageformat/runtime), so the page
 * ships no message parser, and a malformed message fails the build. A message a language lacks is filled
 * with the English one. The build also writes `i18n-catalogs.json` ({ locale: "/assets/..." } for the `app`
 * domain), from which the server preloads the chosen language's catalogue with the page.
 */
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import type { Plugin } from 'vite';
import { CATALOGS, type SourceCatalog } from '../src/i18n/catalogs/index.ts';

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

function catalogSource(domain: string, locale: string): string | null {
  const catalogs = CATALOGS[domain];
  if (catalogs === undefined || (locale !== 'en' && locale !== 'ur')) return null;
  const messages = locale === 'en' ? catalogs.en : { ...catalogs.en, ...catalogs.ur };
  return compileCatalog(locale, messages);
}

export function catalogPlugin(): Plugin {
  return {
    name: 'naat-message-catalogs',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const [domain = '', locale = ''] = id.slice(RESOLVED.length).split('/');
      const source = catalogSource(domain, locale);
      if (source === null) this.error(`Unknown message catalogue: ${id.slice(1)}`);
      return source;
    },
    generateBundle(_options, bundle) {
      const files: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        const match =
          chunk.type === 'chunk'
            ? /^\0virtual:naat-catalog\/app\/(\w+)$/.exec(chunk.facadeModuleId ?? '')
            : null;
        if (match?.[1] !== undefined) files[match[1]] = `/${chunk.fileName}`;
      }
      if (Object.keys(files).length > 0)
        this.emitFile({
          type: 'asset',
          fileName: 'i18n-catalogs.json',
          source: `${JSON.stringify(files)}\n`,
        });
    },
  };
}
