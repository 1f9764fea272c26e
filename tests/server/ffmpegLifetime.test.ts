/**
 * ffmpeg dies with the server: a process running a long ffmpeg job is killed with SIGKILL (no handler runs),
 * and its ffmpeg goes at once instead of running on as an orphan.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveFfmpeg } from '../../server/transcode/ffmpegPath';

const root = path.resolve(import.meta.dirname, '../..');
const ffmpeg = resolveFfmpeg(null)?.path ?? null;

/** The ids of a process's children, from /proc. */
const childrenOf = (pid: number): number[] =>
  readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );

/** Alive: present and not a zombie waiting to be reaped. */
function alive(pid: number): boolean {
  if (!existsSync(`/proc/${pid}/stat`)) return false;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}

describe.skipIf(process.platform !== 'linux' || ffmpeg === null)('ffmpeg and the server', () => {
  it('goes when the server is killed with SIGKILL', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/fixtures/ffmpegChild.ts'], {
      cwd: root,
      env: { ...process.env, FFMPEG: ffmpeg ?? '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('running')) resolve();
      });
      child.once('exit', () => reject(new Error('the fixture stopped before ffmpeg ran')));
    });
    const pid = child.pid as number;
    const [ffmpegPid] = childrenOf(pid).filter((id) =>
      readFileSync(`/proc/${id}/cmdline`, 'utf8').includes('sine=frequency=440'),
    );
    if (ffmpegPid === undefined) throw new Error('no ffmpeg child found');
    expect(alive(ffmpegPid)).toBe(true);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    // The kernel sends the signal as the parent dies; wait for it to land (the test times out otherwise).
    while (alive(ffmpegPid)) await new Promise((resolve) => setImmediate(resolve));
    expect(alive(ffmpegPid)).toBe(false);
  });
});
