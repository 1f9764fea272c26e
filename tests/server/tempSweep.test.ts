import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { sweepTemp } from '../../server/upload/tempOwner';

const root = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A real process that owns a half-written temporary file in `folder`; resolves with the file's path. */
function holder(folder: string): Promise<{ child: ChildProcess; file: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/server/fixtures/holdTempFile.ts', folder],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve({ child, file: out.trim() });
    });
    child.once('exit', (code) => reject(new Error(`holder exited (${code}) before writing`)));
  });
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

const start = (dataDir: string) =>
  buildApp(testConfig({ dataDir, adminPassword: 'sweep-test-password' }), { seed: false });

describe('temporary files at start', () => {
  it("sweeps a leftover of a killed process at once, however fresh, and keeps a live process's file", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'naat-temp-sweep-'));
    dirs.push(dataDir);
    const temp = path.join(dataDir, 'tmp');
    mkdirSync(path.join(dataDir, 'audio'), { recursive: true });
    writeFileSync(path.join(dataDir, 'audio', 'keep.mp3'), 'audio');

    // One upload killed a moment ago (kill -9: no chance to clean up), one still being written elsewhere.
    const dead = await holder(temp);
    const live = await holder(temp);
    await killed(dead.child);

    const app = await start(dataDir);
    try {
      expect(existsSync(dead.file)).toBe(false);
      expect(existsSync(live.file)).toBe(true);
      expect(existsSync(path.join(dataDir, 'audio', 'keep.mp3'))).toBe(true);

      // Once its process is gone, the next sweep takes it too.
      await killed(live.child);
      expect(await sweepTemp(temp)).toBe(1);
      expect(existsSync(live.file)).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('sweeps a copy a killed process left beside the audio files', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'naat-temp-sweep-'));
    dirs.push(dataDir);
    const audio = path.join(dataDir, 'audio');
    const dead = await holder(path.join(dataDir, 'tmp'));
    await killed(dead.child);
    // localAudioStore's put across file systems copies under the temporary file's own name.
    mkdirSync(audio, { recursive: true });
    const copy = path.join(audio, path.basename(dead.file));
    writeFileSync(copy, 'half a copy');

    const app = await start(dataDir);
    try {
      expect(existsSync(copy)).toBe(false);
    } finally {
      await app.close();
    }
  });
});
