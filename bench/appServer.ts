/**
 * The built app served by the real server (server/main.ts) with the demo catalogue, for the browser sections
 * of `npm run bench`. The build goes to BENCH_STATIC_DIR (default: a folder in the system temp dir) and is
 * redone only when the sources are newer (scripts/build-if-needed.mjs), so it never disturbs dist/.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type LaunchOptions, chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../scripts/chromiumFlags';

const root = path.resolve(import.meta.dirname, '..');
export const staticDir = path.resolve(process.env.BENCH_STATIC_DIR ?? path.join(tmpdir(), 'naat-bench-dist'));
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function buildApp(): void {
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { buildIfNeeded } from ${JSON.stringify(path.join(root, 'scripts', 'build-if-needed.mjs'))};
       buildIfNeeded(${JSON.stringify(staticDir)});`,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('The app did not build');
}

export interface AppServer {
  base: string;
  stop(): Promise<void>;
}

/**
 * Builds if needed, then starts the server on a fresh data folder (demo catalogue) and a free port.
 * A fresh server spends its first minute making the demo catalogue's data-saver renditions (ffmpeg at full
 * CPU, once per catalogue); the page figures are about the page, so unless `transcode` is set that work is off
 * (TRANSCODE_CONCURRENCY=0) and does not share the two cores with Lighthouse.
 */
export async function startAppServer(options: { transcode?: boolean } = {}): Promise<AppServer> {
  buildApp();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'naat-bench-web-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      ADMIN_PASSWORD: 'bench-password',
      ...(options.transcode ? {} : { TRANSCODE_CONCURRENCY: '0' }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', look);
    child.stderr?.on('data', look);
    void exited.then(() => reject(new Error(`The server exited before listening:\n${output}`)));
  });
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS, ...options });
}

/** A naat id of the demo catalogue for the /naat/{id} figures. */
export const NAAT_ID = 1;
