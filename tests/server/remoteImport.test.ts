/**
 * `npm run import -- --from`: two real running instances; the second, started empty, migrates the first's
 * whole catalogue (the demo catalogue: 13 reciters, 162 naats) and ends with the same reciters, the same
 * naat fields, the same lyrics (timed ones included) and byte-identical audio. A rerun adds nothing.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../../scripts/serverProcess';

const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
let sourceServer: ServerProcess | undefined;
let targetServer: ServerProcess | undefined;
let targetEnv: Record<string, string>;

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'naat-remote-import-'));
  dirs.push(dir);
  return dir;
}

beforeAll(async () => {
  const sourceDir = dataDir();
  sourceServer = await startServerProcess({
    DATA_DIR: sourceDir,
    STATIC_DIR: path.join(sourceDir, 'no-build'),
    ADMIN_PASSWORD: 'remote-source-password',
  });
  const targetDir = dataDir();
  targetEnv = {
    DATA_DIR: targetDir,
    STATIC_DIR: path.join(targetDir, 'no-build'),
    DEMO_CATALOGUE: 'off',
    FETCH_ALLOW_LOOPBACK: 'true',
  };
  targetServer = await startServerProcess({ ...targetEnv, ADMIN_PASSWORD: 'remote-target-password' });
}, 120_000);

afterAll(async () => {
  await sourceServer?.stop();
  await targetServer?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function runImport(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/import/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, ...targetEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

interface Reciter {
  name: string;
  urduName: string | null;
  bio: string | null;
  birthDate: string | null;
  birthPlace: string | null;
  image: string | null;
  audioCount: number;
}

interface Naat {
  id: number;
  title: string;
  urduTitle: string | null;
  category: string | null;
  language: string | null;
  description: string | null;
  lyrics: string | null;
  playCount: number;
  createdAt: string;
  duration: number;
  filePath: string;
  naatKhawan: { name: string };
}

async function json<T>(url: string): Promise<T> {
  const answer = (await (await fetch(url)).json()) as { data: T };
  return answer.data;
}

async function catalogue(server: ServerProcess): Promise<{ reciters: Reciter[]; naats: Naat[] }> {
  const reciters = await json<Reciter[]>(`${server.base}/api/naatkhawans?sort=name`);
  const naats: Naat[] = [];
  for (let page = 1; ; page += 1) {
    const slice = await json<{ data: Naat[]; totalPages: number }>(
      `${server.base}/api/audios?page=${page}&limit=100`,
    );
    naats.push(...slice.data);
    if (page >= slice.totalPages) break;
  }
  return { reciters, naats };
}

const key = (naat: Naat) => `${naat.naatKhawan.name}|${naat.title}`;
/** Everything but ids and the stored path (new here: the file is stored under its content name). */
const fields = (naat: Naat) => ({
  ...naat,
  id: undefined,
  naatKhawanId: undefined,
  filePath: undefined,
  // How this server has processed its copy of the file (docs/data-saver.md), not catalogue data.
  sources: undefined,
  audio: undefined,
  loudnessLufs: undefined,
  naatKhawan: { ...naat.naatKhawan, id: undefined },
});
const withoutId = (reciter: Reciter) => ({ ...reciter, id: undefined });

describe('npm run import -- --from <another instance>/api', () => {
  const running = (server: ServerProcess | undefined): ServerProcess => {
    if (!server) throw new Error('the servers did not start');
    return server;
  };

  it('migrates every reciter and naat with identical audio bytes, and a rerun adds nothing', async () => {
    const source = running(sourceServer);
    const target = running(targetServer);
    const before = await catalogue(source);
    expect(before.naats.length).toBeGreaterThan(100);
    expect((await catalogue(target)).naats).toEqual([]);

    const first = await runImport(['--from', `${source.base}/api`, '--pace', '0']);
    expect(first.output).toContain(
      `Imported: ${before.naats.length}\nSkipped (already present): 0\nFailed: 0`,
    );
    expect(first.code).toBe(0);

    const after = await catalogue(target);
    expect(after.reciters.map(withoutId)).toEqual(before.reciters.map(withoutId));
    const byKey = new Map(after.naats.map((naat) => [key(naat), naat]));
    expect(byKey.size).toBe(before.naats.length);
    const bytes = new Map<string, Buffer>();
    const download = async (url: string) => {
      const cached = bytes.get(url);
      if (cached) return cached;
      const response = await fetch(url);
      expect(response.status).toBe(200);
      const body = Buffer.from(await response.arrayBuffer());
      bytes.set(url, body);
      return body;
    };
    for (const naat of before.naats) {
      const copy = byKey.get(key(naat));
      expect(copy && fields(copy)).toEqual(fields(naat));
      // Timed lyrics, transliterations and translations come along (the demo catalogue has them).
      expect(await json(`${target.base}/api/audios/${String(copy?.id)}/lyrics`)).toEqual(
        await json(`${source.base}/api/audios/${String(naat.id)}/lyrics`),
      );
      const original = await download(`${source.base}${naat.filePath}`);
      const migrated = await download(`${target.base}${copy?.filePath ?? ''}`);
      expect(migrated.equals(original)).toBe(true);
    }

    const second = await runImport(['--from', `${source.base}/api`, '--pace', '0']);
    expect(second.code).toBe(0);
    expect(second.output).toContain(`Imported: 0\nSkipped (already present): ${before.naats.length}`);
    expect((await catalogue(target)).naats).toHaveLength(before.naats.length);
  }, 240_000);

  it('names a refused address clearly (loopback without FETCH_ALLOW_LOOPBACK) and exits with 2', async () => {
    const source = running(sourceServer);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/import/cli.ts', '--from', `${source.base}/api`],
      {
        cwd: root,
        env: { ...process.env, ...targetEnv, FETCH_ALLOW_LOOPBACK: 'false' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(output).toContain('Refused to download from 127.0.0.1');
  }, 60_000);
});
