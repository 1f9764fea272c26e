import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { getOverSocket } from '../../scripts/serverProcess';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'naat-main-test-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function run(env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then(() => reject(new Error(`exited early:\n${output}`)));
  });
  // A test that expects the server to refuse to start never awaits `listening`.
  listening.catch(() => undefined);
  return { child, exited, listening, output: () => output };
}

describe('server/main.ts', () => {
  it('starts from the environment, answers /api/health, and exits cleanly on SIGTERM', async () => {
    const server = run({ PORT: '0', DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-build') });
    const base = await server.listening;
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ success: true });
    // No ADMIN_PASSWORD: the generated one is logged once.
    expect(server.output()).toMatch(/Created the admin account\. Username: admin {2}Password: \S+/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('refuses a bad value at start with a clear message', async () => {
    const server = run({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'Configuration error: PORT must be a whole number from 0 to 65535 (got "eighty")',
    );
  });

  it('refuses a TRUST_PROXY range as wide as 0.0.0.0/0 with one sentence, not a TypeError', async () => {
    const server = run({ TRUST_PROXY: '0.0.0.0/0', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Configuration error: TRUST_PROXY may not name a range wider than /8');
    expect(server.output()).not.toContain('TypeError');
  });

  it('listens on SOCKET_PATH for everyone on the machine, and removes the socket on SIGTERM', async () => {
    const socketPath = path.join(dataDir, 'main.sock');
    const server = run({ SOCKET_PATH: socketPath, HOST: undefined, DATA_DIR: dataDir });
    await vi.waitFor(async () => expect(await getOverSocket(socketPath, '/api/health')).toBe(200), {
      timeout: 30_000,
      interval: 100,
    });
    expect(statSync(socketPath).mode & 0o777).toBe(0o666);
    expect(server.output()).toContain(`ready on unix:${socketPath}`);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(socketPath)).toBe(false);
  }, 40_000);

  it('leaves a file at SOCKET_PATH that is not a socket alone, and says so', async () => {
    const notSocket = path.join(dataDir, 'not-a-socket');
    writeFileSync(notSocket, 'keep me');
    const server = run({ SOCKET_PATH: notSocket, HOST: undefined, DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      `Configuration error: SOCKET_PATH ${notSocket} exists and is not a socket: it is left alone`,
    );
    expect(statSync(notSocket).size).toBe('keep me'.length);
  }, 40_000);

  it('stops with one sentence naming the setting when the database or the bucket is unreachable', async () => {
    const database = run({
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://naat:secret@127.0.0.1:9/naat',
    });
    const bucket = run({
      PORT: '0',
      DATA_DIR: dataDir,
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_BUCKET: 'naat-audio',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(await database.exited).toBe(1);
    expect(database.output().trim()).toMatch(
      /^Could not start: Could not connect to PostgreSQL at DATABASE_URL \(postgres:\/\/naat:\*\*\*@127\.0\.0\.1:9\/naat\): .*ECONNREFUSED.*$/,
    );
    expect(await bucket.exited).toBe(1);
    expect(bucket.output()).toMatch(
      /^Could not start: Could not use the audio bucket "naat-audio" at http:\/\/127\.0\.0\.1:9\/ \(S3_BUCKET, S3_ENDPOINT\): .+$/m,
    );
  }, 60_000);
});
