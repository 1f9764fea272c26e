/**
 * The supported Node.js lines: package.json's `engines` states them, and starting the server (its own entry or
 * `npm start`) on any other Node.js stops at once with one sentence naming the version and the lines.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isSupportedNode, nodeEngineRange, unsupportedNodeMessage } from '../../server/supportedNode.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const folder = mkdtempSync(path.join(tmpdir(), 'naat-node-support-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const LINES = 'Naat Stream runs on Node.js 24, 22 (22.16 or later) or 20 (20.19 or later).';

describe('supported Node.js lines', () => {
  it('are what package.json engines says, and include the Node.js running this test', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(pkg.engines.node).toBe(nodeEngineRange());
    expect(nodeEngineRange()).toBe('^20.19.0 || ^22.16.0 || ^24.0.0');
    expect(isSupportedNode(process.versions.node)).toBe(true);
  });

  it.each(['20.19.0', '20.20.2', '22.16.0', '22.23.3', '24.0.0', '24.21.0'])('%s is supported', (v) => {
    expect(isSupportedNode(v)).toBe(true);
    expect(unsupportedNodeMessage(v)).toBeNull();
  });

  it.each(['18.20.4', '20.18.3', '21.7.3', '22.15.1', '23.11.0', '25.2.1', '26.12.1'])(
    '%s is refused with one sentence naming it and the supported lines',
    (v) => {
      expect(isSupportedNode(v)).toBe(false);
      expect(unsupportedNodeMessage(v)).toBe(`Node.js ${v} is not supported: ${LINES}`);
    },
  );
});

/** Runs `args` on this Node.js reporting itself as `version`; what it printed and how it exited. */
function runAs(version: string, args: string[], env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', './tests/server/fixtures/reportedNodeVersion.mjs', ...args],
    {
      cwd: root,
      env: { ...process.env, ...env, REPORTED_NODE_VERSION: version },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

describe('starting on an unsupported Node.js', () => {
  const dataDir = path.join(folder, 'data');
  const staticDir = path.join(folder, 'dist');
  const env = { DATA_DIR: dataDir, STATIC_DIR: staticDir, PORT: '0', HOST: '127.0.0.1' };

  it.each([
    ['the server', ['--import', 'tsx', 'server/main.ts']],
    ['npm start', ['scripts/start.mjs']],
  ])('%s stops at once with one sentence, before anything else runs', async (_name, args) => {
    const run = await runAs('23.11.0', args, env);
    expect(run.stderr).toBe(`Node.js 23.11.0 is not supported: ${LINES}\n`);
    expect(run.stdout).toBe('');
    expect(run.code).toBe(1);
    // Nothing ran: no data folder made, no build started.
    expect(existsSync(dataDir)).toBe(false);
    expect(existsSync(staticDir)).toBe(false);
  });

  it('the same start on a supported version goes on (and fails later, on its own bad setting)', async () => {
    const run = await runAs('22.16.0', ['--import', 'tsx', 'server/main.ts'], { ...env, PORT: 'eighty' });
    expect(run.stderr).toContain('Configuration error: PORT');
    expect(run.code).toBe(1);
  });
});
