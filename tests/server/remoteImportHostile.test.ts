/**
 * `npm run import -- --from` against a hostile site: one audio download reset, one that never finishes,
 * paging that never ends, and values the admin API would refuse (a play count past what PostgreSQL stores,
 * NUL and a lone surrogate in titles, a javascript: image, impossible dates). The run goes on past each,
 * imports the good naats, prints a summary without the site's control characters and exits 1.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAdminConfig } from '../../server/adminConfig';
import { readConfig } from '../../server/config';
import type { Engine } from '../../server/db/schema';
import { openImportTarget } from '../../server/import/importTarget';
import { importRemote } from '../../server/import/remoteImport';
import { createProgress } from '../../server/import/report';
import { PLAY_COUNT_MAX } from '../../contract';
import { makeMp3 } from './adminAudioFixtures';
import { ENGINES, emptyPostgresDatabase } from './engines';

const root = path.resolve(import.meta.dirname, '../..');
const mp3 = makeMp3(2);
const mp3b = makeMp3(3);

const naat = (id: number, fields: Record<string, unknown>) => ({
  id,
  title: `Naat ${id}`,
  naatKhawanId: 1,
  filePath: `/audio/${id}.mp3`,
  playCount: 5,
  createdAt: '2024-01-02T03:04:05.000Z',
  ...fields,
});

/** Page 1 of the site; every later page repeats it while claiming a billion pages. */
const PAGE = [
  naat(1, { title: 'Good One', playCount: 3_000_000_000, createdAt: '2023-02-30T10:00:00Z' }),
  naat(2, { title: 'Reset Download', filePath: '/audio/reset.mp3' }),
  naat(3, { title: 'Slow Download', filePath: '/audio/slow.mp3' }),
  naat(4, { title: 'Nul\u0000Title' }),
  naat(5, { title: 'Half an emoji \ud83d' }),
  naat(6, { title: 'Good Two', naatKhawanId: 3, filePath: '/audio/6b.mp3' }),
  naat(7, { title: 'Refused Reciter', naatKhawanId: 2 }),
  naat(8, { title: 'Escape \u001b]0;pwned\u0007', description: 'clear \u001b[2J' }),
];

const RECITERS = [
  { id: 1, name: 'Good Reciter', birthDate: '1970-01-01' },
  { id: 2, name: 'Bad\u0000Reciter' },
  { id: 3, name: 'Sly Reciter', image: 'javascript:alert(1)', birthDate: '1999-02-30' },
];

let site: Server;
let base = '';

beforeAll(async () => {
  site = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://site');
    const json = (value: unknown) => {
      response.setHeader('content-type', 'application/json');
      // Serialised by hand so NUL and the lone surrogate travel as JSON escapes, as a real site's would.
      response.end(JSON.stringify(value));
    };
    if (url.pathname === '/api/naatkhawans') return json({ success: true, data: RECITERS });
    if (url.pathname === '/api/audios') {
      return json({ success: true, data: { data: PAGE, totalPages: 1_000_000_000 } });
    }
    if (url.pathname === '/audio/reset.mp3') {
      request.socket.destroy();
      return undefined;
    }
    if (url.pathname === '/audio/slow.mp3') {
      // Headers and a first byte, then nothing: only the download's time limit ends it.
      response.writeHead(200, { 'content-type': 'audio/mpeg' });
      response.write(mp3.subarray(0, 1));
      return undefined;
    }
    if (url.pathname === '/audio/6b.mp3') return response.end(mp3b);
    if (/^\/audio\/\d+\.mp3$/.test(url.pathname)) return response.end(mp3);
    response.statusCode = 404;
    return response.end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

function runImport(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/import/cli.ts', '--from', base, '--pace', '0'],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

async function dataDirFor(engine: Engine): Promise<{ env: Record<string, string>; done: () => void }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'naat-hostile-import-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    FETCH_ALLOW_LOOPBACK: 'true',
    FETCH_TIMEOUT_MS: '1000',
    DISK_RESERVE_BYTES: '0',
  };
  if (engine === 'postgres') env.DATABASE_URL = await emptyPostgresDatabase();
  return { env, done: () => rmSync(dataDir, { recursive: true, force: true }) };
}

describe.each(ENGINES)('--from a hostile site (%s)', (engine) => {
  it('skips and reports each bad naat, imports the good ones and ends with a summary', async () => {
    const { env, done } = await dataDirFor(engine);
    try {
      const { code, output } = await runImport(env);
      expect(output).not.toContain('\u001b');
      expect(output).not.toMatch(/\n\s+at /);
      expect(code).toBe(1);
      expect(output).toContain('Imported: 2');
      expect(output).toContain('Failed: 7');
      const failed = (id: number | string) =>
        output.split('\n').find((line) => line.includes(`/audios/${id}:`));
      expect(failed(2)).toMatch(/Could not download the audio: (socket hang up|.*ECONNRESET)/);
      expect(failed(3)).toContain('Downloading the audio took too long and was stopped.');
      expect(failed(4)).toContain('Field "title" must not contain control characters');
      expect(failed(5)).toContain('Field "title" is not valid Unicode text');
      expect(failed(7)).toContain('Field "name" must not contain control characters');
      expect(failed(8)).toContain('Field "title" must not contain control characters');
      expect(output).toContain('This page repeats naats already listed, so the list was read up to here.');

      const target = await openImportTarget(readConfig(env));
      try {
        const naats = (await target.repos.naats.list({ offset: 0, limit: 100 })).items;
        const byTitle = new Map(naats.map((item) => [item.title, item]));
        expect([...byTitle.keys()].sort()).toEqual(['Good One', 'Good Two']);
        expect(byTitle.get('Good One')?.playCount).toBe(PLAY_COUNT_MAX);
        // An impossible day is no creation time: the import's own time instead.
        expect(byTitle.get('Good One')?.createdAt.startsWith('2023-03')).toBe(false);
        const sly = (await target.repos.reciters.all()).find((reciter) => reciter.name === 'Sly Reciter');
        expect(sly).toMatchObject({ image: null, birthDate: null });
      } finally {
        await target.close();
      }
    } finally {
      done();
    }
  });
});

describe('caps on reading the list', () => {
  it('stops after the most pages an import reads, saying so, and imports what was listed', async () => {
    const { env, done } = await dataDirFor('sqlite');
    const target = await openImportTarget(readConfig(env));
    try {
      const summary = await importRemote(target, base, {
        dryRun: true,
        paceMs: 0,
        progress: createProgress({ write: () => true }),
        fetch: readAdminConfig(env),
        limits: { pages: 1 },
      });
      expect(summary.imported).toBe(4);
      expect(summary.failed.at(-1)?.reason).toBe(
        'The list goes on past 1 pages, the most an import reads; the naats of the first 1 pages were imported.',
      );
    } finally {
      await target.close();
      done();
    }
  });
});
