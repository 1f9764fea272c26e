/**
 * The server's imports point one way: down the layers of server/layers.mjs (which eslint.config.js enforces
 * file by file), with no module and no folder importing itself back through others. Type-only imports count:
 * a type that must come from above is a sign the code is in the wrong layer.
 */
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SERVER_LAYERS } from '../../server/layers.mjs';

const SERVER = path.resolve(import.meta.dirname, '../../server');

/** Every module of server/, as a path relative to it (`db/naats.ts`); type sidecars (.d.mts) aside. */
function modules(dir = SERVER): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(full);
    const code = /\.(ts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.mts');
    return code ? [path.relative(SERVER, full).split(path.sep).join('/')] : [];
  });
}

/** The module an import names, relative to server/; null when it is outside server/ or a package. */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(SERVER, path.dirname(from), specifier.replace(/\.js$/, ''));
  const found = [base, `${base}.ts`, `${base}.mjs`, path.join(base, 'index.ts')].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
  if (found === undefined) throw new Error(`${from}: cannot find "${specifier}"`);
  const relative = path.relative(SERVER, found).split(path.sep).join('/');
  return relative.startsWith('..') ? null : relative;
}

/** Each module's imports of other server modules, `import type` and `import()` included. */
function importGraph(): Map<string, string[]> {
  return new Map(
    modules().map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(path.join(SERVER, file), 'utf8'), true, true);
      const targets = importedFiles.flatMap(({ fileName }) => resolve(file, fileName) ?? []);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The layer index of a module; -1 when no layer names it. */
function layerOf(file: string): number {
  const [first = '', ...rest] = file.split('/');
  return SERVER_LAYERS.findIndex((layer) =>
    rest.length === 0 ? layer.files.includes(first) : layer.dirs.includes(first),
  );
}

/** The groups of nodes that reach each other (Tarjan), only those of more than one node. */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the server layers', () => {
  const graph = importGraph();

  it('name every module of server/ exactly once', () => {
    expect([...graph.keys()].filter((file) => layerOf(file) === -1)).toEqual([]);
    const named = SERVER_LAYERS.flatMap((layer) => [...layer.dirs, ...layer.files]);
    expect(named.length).toBe(new Set(named).size);
    expect(named.filter((name) => !existsSync(path.join(SERVER, name)))).toEqual([]);
  });

  it('are only ever imported downward', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      targets.filter((target) => layerOf(target) > layerOf(file)).map((target) => `${file} -> ${target}`),
    );
    expect(upward).toEqual([]);
  });

  it('hold no import cycle between modules', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('hold no import cycle between folders', () => {
    const folderOf = (file: string) => (file.includes('/') ? (file.split('/')[0] ?? file) : file);
    const folders = new Map<string, Set<string>>();
    for (const [file, targets] of graph) {
      const from = folderOf(file);
      const edges = folders.get(from) ?? new Set<string>();
      for (const target of targets) if (folderOf(target) !== from) edges.add(folderOf(target));
      folders.set(from, edges);
    }
    expect(cycles(new Map([...folders].map(([folder, edges]) => [folder, [...edges]])))).toEqual([]);
  });
});
