// `npm run test:webkit`: build the app if needed, then run the WebKit suite with node:test. The suite starts
// the real server and WebKitWebDriver itself and stops both; without WebKit it is skipped (failed on CI).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded } from '../../scripts/build-if-needed.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const staticDir = path.resolve(process.env.STATIC_DIR ?? path.join(root, 'dist'));
buildIfNeeded(staticDir);

const started = Date.now();
const status =
  spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      '--test-reporter=spec',
      '--test-concurrency=1',
      ...process.argv.slice(2),
      path.join('tests', 'webkit', 'webkit.test.ts'),
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, STATIC_DIR: staticDir } },
  ).status ?? 1;
console.log(`WebKit suite: ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(status);
