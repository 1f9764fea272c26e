/**
 * Compiles the interface's message catalogues (src/i18n/catalogs) into one module per domain and language,
 * `virtual:naat-catalog/{domain}/{locale}`, in Lingui's compiled form: the ICU messages are parsed here, so
 * the page ships no message parser, and a malformed message fails the build. A message a language lacks is
 * filled with the English one. The build also writes `i18n-catalogs.json` ({ locale: "/assets/..." } for the
 * `app` domain), from which the server preloads the chosen language's catalogue with the page.
 */
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { CATALOGS, type SourceCatalog } from '../src/i18n/catalogs/index.ts';

const PREFIX = 'virtual:naat-catalog/';
const RESOLVED = `\0${PREFIX}`;

export function compileCatalog(messages: SourceCatalog): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      // Always the token array: the runtime takes a bare string for an uncompiled message and warns.
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`The message "${id}" is not valid ICU MessageFormat (${String(error)}): ${message}`);
    }
  }
  return compiled;
}

function catalogSource(domain: string, locale: string): string | null {
  const catalogs = CATALOGS[domain];
  if (catalogs === undefined || (locale !== 'en' && locale !== 'ur')) return null;
  const messages = locale === 'en' ? catalogs.en : { ...catalogs.en, ...catalogs.ur };
  return `export default ${JSON.stringify(compileCatalog(messages))};\n`;
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
