/**
 * The public app's messages cut by screen at build time, so a first visit loads only the messages its code
 * can show. The `shell` catalogue holds the messages named by every module the entry imports statically (the
 * layout, the player bar, the home page, the cards...); each lazily imported module (a screen, a dialog, the
 * queue...) gets a catalogue of the messages its own static imports name beyond the shell's. Pure functions:
 * scripts/catalogPlugin.ts feeds them the module graph.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';

/** What the plugin learnt of one module: the message ids it names, its static and dynamic imports. */
export interface ModuleFacts {
  ids: ReadonlySet<string>;
  imports: readonly string[];
}

/** The message ids a module's code names: string literals that are ids of the catalogue. */
export function namedIds(code: string, known: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const match of code.matchAll(/(["'`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g)) {
    const id = match[2] ?? '';
    if (known.has(id)) found.add(id);
  }
  return found;
}

/** Every module reached from `roots` by static imports (the roots included). */
export function staticClosure(
  roots: Iterable<string>,
  importsOf: (id: string) => readonly string[],
): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...importsOf(id));
  }
  return seen;
}

/**
 * The ids each catalogue holds: `shell` for the entries' static closure, and one per lazy module (its static
 * closure's ids that the shell lacks; a lazy module needing none gets no catalogue).
 */
export function screenIds(
  entries: readonly string[],
  lazyModules: Iterable<string>,
  facts: ReadonlyMap<string, ModuleFacts>,
): Map<string, Set<string>> {
  const importsOf = (id: string): readonly string[] => facts.get(id)?.imports ?? [];
  const idsOf = (modules: Iterable<string>): Set<string> => {
    const ids = new Set<string>();
    for (const id of modules) for (const message of facts.get(id)?.ids ?? []) ids.add(message);
    return ids;
  };
  const shell = idsOf(staticClosure(entries, importsOf));
  const catalogs = new Map([['shell', shell]]);
  for (const lazy of lazyModules) {
    const own = [...idsOf(staticClosure([lazy], importsOf))].filter((id) => !shell.has(id));
    if (own.length > 0) catalogs.set(screenKey(lazy), new Set(own.sort()));
  }
  return catalogs;
}

/** A lazy module's catalogue name: its file's name, with a short hash of its path to keep names unique. */
export function screenKey(moduleId: string): string {
  const base = path
    .basename(moduleId)
    .replace(/\.[^.]+$/, '')
    .replace(/[^\w-]/g, '_');
  const pathHash = createHash('sha256').update(moduleId.replace(/\\/g, '/').replace(/^.*\/src\//, 'src/'));
  return `${base}-${pathHash.digest('hex').slice(0, 6)}`;
}

/**
 * A compiled catalogue module (messageformat's `compileModule` output: runtime imports, then `export default
 * {...}`) turned into one with no imports: `export default (runtime) => ({...})`. The catalogue files are
 * plain assets that cannot resolve bare imports, so the page hands them the runtime it already has.
 */
export function asFactory(compiled: string): string {
  const names: string[] = [];
  const body = compiled
    .replace(/^import \{([^}]*)\} from "[^"]+";\n/gm, (_line, list: string) => {
      names.push(...list.split(',').map((name) => name.trim()));
      return '';
    })
    .trimStart();
  if (!body.startsWith('export default {')) throw new Error('Unexpected compiled catalogue shape');
  return `export default ({ ${names.join(', ')} }) => (${body.slice('export default '.length).trimEnd()});\n`;
}

/** A short content hash for a catalogue file's name. */
export const contentHash = (text: string): string =>
  createHash('sha256').update(text).digest('base64url').slice(0, 8);
