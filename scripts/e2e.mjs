// `npm run test:e2e`: build if needed, find a browser, then run Playwright against the real server on a free
// port with a fresh temporary data folder. Extra arguments go to Playwright (e.g. a spec file or --grep).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { buildIfNeeded } from './build-if-needed.mjs';

// The one freePort (scripts/freePort.ts, shared with the WebKit suite and the benchmark): tsx lets this plain
// `node scripts/e2e.mjs` import TypeScript.
register();
const { freePort } = await import('./freePort.ts');

const root = path.resolve(import.meta.dirname, '..');
const staticDir = path.resolve(process.env.STATIC_DIR ?? path.join(root, 'dist'));
buildIfNeeded(staticDir);

const debianChromium = '/usr/bin/chromium';
const env = { ...process.env, STATIC_DIR: staticDir };
if (!env.CHROMIUM_PATH && existsSync(debianChromium)) env.CHROMIUM_PATH = debianChromium;
if (!env.CHROMIUM_PATH) {
  // No system Chromium: use Playwright's own browser, downloading it the first time.
  const install = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'playwright', 'cli.js'), 'install', 'chromium'],
    {
      stdio: 'inherit',
    },
  );
  if (install.status !== 0) {
    console.error("No Chromium found: install Debian's chromium or set CHROMIUM_PATH.");
    process.exit(1);
  }
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'naat-e2e-'));
env.E2E_PORT = String(port);
env.E2E_DATA_DIR = dataDir;

const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env },
);
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
