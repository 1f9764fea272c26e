/**
 * `npm run import` as a real process beside a real running server: killed with SIGKILL in the middle of a
 * run, then run again, it completes with every file imported once, no duplicate naat, no stored file that no
 * naat plays, and the server serving each one.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../../scripts/serverProcess';
import { storedName } from '../../server/storage/audioStore';
import { ENGINES, createTestDatabase } from './engines';
import { makeTaggedMp3 } from './importFixtures';

const root = path.resolve(import.meta.dirname, '../..');
const FILES = 12;
let source: string;

beforeAll(() => {
  source = mkdtempSync(path.join(tmpdir(), 'naat-import-cli-src-'));
  for (let i = 0; i < FILES; i += 1) {
    makeTaggedMp3(path.join(source, `Reciter ${i % 3}`, `Naat ${i}.mp3`), 1 + (i % 3), 300 + i * 40);
  }
  writeFileSync(path.join(source, 'readme.txt'), 'not audio');
}, 60_000);
afterAll(() => rmSync(source, { recursive: true, force: true }));

interface Run {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

function runImport(env: Record<string, string>, args: string[]): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/import/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

interface NaatRow {
  title: string;
  filePath: string;
  naatKhawan: { name: string };
}

async function allNaats(server: ServerProcess): Promise<NaatRow[]> {
  const answer = (await (await fetch(`${server.base}/api/audios?limit=100`)).json()) as {
    data: { data: NaatRow[] };
  };
  return answer.data.data;
}

describe.each(ENGINES)('npm run import on %s, beside the running server', (engine) => {
  let dataDir: string;
  let server: ServerProcess | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'naat-import-cli-data-'));
    env = { DATA_DIR: dataDir, DEMO_CATALOGUE: 'off', STATIC_DIR: path.join(dataDir, 'no-build') };
    if (engine === 'postgres') {
      const database = await createTestDatabase();
      env.DATABASE_URL = database.url;
      dropDatabase = database.drop;
    }
    server = await startServerProcess({ ...env, ADMIN_PASSWORD: 'import-cli-password' });
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('killed with SIGKILL mid-run, a rerun completes with no duplicate and no orphan file', async () => {
    const running = server as ServerProcess;
    expect(await allNaats(running)).toEqual([]);

    const first = runImport(env, [source, '--verbose', '--pace', '120']);
    // Let a few files in, then kill at a moment that differs from run to run.
    for (let i = 0; i < 600 && (first.output().match(/^imported /gm)?.length ?? 0) < 4; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 120)));
    first.child.kill('SIGKILL');
    await first.exit;
    const before = (await allNaats(running)).length;
    expect(before).toBeGreaterThanOrEqual(4);
    expect(before).toBeLessThan(FILES);

    const second = runImport(env, [source]);
    expect(await second.exit).toBe(1); // readme.txt is not audio
    expect(second.output()).toContain('FAILED readme.txt: The file is not a supported audio file');
    expect(second.output()).toMatch(/Imported: \d+\nSkipped \(already present\): \d+\nFailed: 1/);

    const naats = await allNaats(running);
    expect(naats).toHaveLength(FILES);
    expect(new Set(naats.map((naat) => naat.title)).size).toBe(FILES);
    const used = naats.map((naat) => storedName(naat.filePath)).sort();
    const stored = readdirSync(path.join(dataDir, 'audio')).sort();
    expect(stored).toEqual(used);
    for (const naat of naats) {
      const audio = await fetch(`${running.base}${naat.filePath}`);
      expect(audio.status).toBe(200);
      await audio.arrayBuffer();
    }
    expect(readdirSync(path.join(dataDir, 'tmp')).filter((name) => name.startsWith('.tmp-'))).toEqual([]);

    const third = runImport(env, [source]);
    expect(await third.exit).toBe(1);
    expect(third.output()).toContain(`Imported: 0\nSkipped (already present): ${FILES}\nFailed: 1`);
    expect(await allNaats(running)).toHaveLength(FILES);
  }, 300_000);

  it('--dry-run changes nothing; a usage mistake exits with 2', async () => {
    const dry = runImport(env, [source, '--dry-run']);
    expect(await dry.exit).toBe(1);
    expect(dry.output()).toContain('Dry run: nothing was changed.');
    const wrong = runImport(env, ['--pace', 'fast', source]);
    expect(await wrong.exit).toBe(2);
    expect(wrong.output()).toContain('--pace must be a whole number of milliseconds');
  }, 180_000);
});
