// Builds the app into dist/ when it is missing or older than its sources, so `npm start` and the browser
// tests always serve what the sources say without rebuilding every time.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { compressBuild } from './compress-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
// contract/ is bundled into the page and the worker; patches/ changes the bundled Howler (patch-package applies
// it at install).
const sources = [
  'src',
  'contract',
  'sw',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  'patches',
];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(target, name))),
    stat.mtimeMs,
  );
}

export function buildIfNeeded(outDir = path.join(root, 'dist')) {
  const builtAt = existsSync(path.join(outDir, 'index.html'))
    ? statSync(path.join(outDir, 'index.html')).mtimeMs
    : 0;
  const changedAt = Math.max(...sources.map(newestMtime));
  if (builtAt > changedAt) return;
  console.log('Building the app...');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  compressBuild(outDir);
}
