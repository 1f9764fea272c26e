// Measures how the page's feature folders depend on each other: the imports from one folder of src/features to
// another, the pairs of features that import each other, and the groups of features tied in a loop (strongly
// connected components). `node scripts/feature-imports.mjs [--list] [--check]`; --list prints every
// cross-feature import, --check (run by `npm run lint`) fails when features import each other in a loop: ESLint's
// import restrictions cannot see a loop that runs through several files.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve('src');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** `naats` for src/features/naats/..., null outside src/features. */
function featureOf(path) {
  const parts = relative(root, path).split('/');
  return parts[0] === 'features' && parts.length > 2 ? parts[1] : null;
}

const imports = [];
const edges = new Map();
for (const file of sourceFiles(root)) {
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = resolve(dirname(file), match[1] ?? match[2]);
    const from = featureOf(file);
    const to = featureOf(target);
    if (!from || !to || from === to) continue;
    imports.push(`${relative(root, file)} -> ${relative(root, target)}`);
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
}

// Tarjan's strongly connected components: a group of two or more is a loop among features.
const loops = [];
const order = new Map();
const low = new Map();
const stack = [];
let counter = 0;
function visit(node) {
  order.set(node, counter);
  low.set(node, counter++);
  stack.push(node);
  for (const next of edges.get(node) ?? []) {
    if (!order.has(next)) {
      visit(next);
      low.set(node, Math.min(low.get(node), low.get(next)));
    } else if (stack.includes(next)) {
      low.set(node, Math.min(low.get(node), order.get(next)));
    }
  }
  if (low.get(node) !== order.get(node)) return;
  const group = [];
  let member;
  do {
    member = stack.pop();
    group.push(member);
  } while (member !== node);
  if (group.length > 1) loops.push(group.sort());
}
for (const node of edges.keys()) if (!order.has(node)) visit(node);

const pairs = [...edges].flatMap(([a, targets]) =>
  [...targets].filter((b) => a < b && edges.get(b)?.has(a)).map((b) => `${a} <-> ${b}`),
);
if (process.argv.includes('--list')) for (const line of imports) console.log(line);
console.log(`imports between features: ${String(imports.length)}`);
console.log(
  `features importing each other: ${String(pairs.length)}${pairs.length ? ` (${pairs.join(', ')})` : ''}`,
);
console.log(`loops among features: ${String(loops.length)}`);
for (const group of loops) console.log(`  ${group.join(', ')}`);
if (process.argv.includes('--check') && loops.length > 0) {
  console.error(
    'Features import each other in a loop (above): move what they share down, so imports point one way.',
  );
  process.exitCode = 1;
}
