// `npm run test:e2e`: build if needed, find a browser, then run Playwright against the real server on a free
// port with a fresh temporary data folder. Extra arguments go to Playwright (e.g. a spec file or --grep).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

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

const freePort = await new Promise((resolve, reject) => {
  const probe = createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'naat-e2e-'));
env.E2E_PORT = String(freePort);
env.E2E_DATA_DIR = dataDir;

const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env },
);
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
