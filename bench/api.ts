/**
 * The API section of `npm run bench`: a 100k-naat catalogue, the real server (server/main.ts) and a bare
 * node:http server on the same database, autocannon against both, and the repository's search timed
 * in-process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../scripts/freePort';
import { openDatabase } from '../server/db/connection';
import { createRepositories } from '../server/db/repositories';
import { seededRandom } from '../server/seed/catalogue';
import { BENCH_AUDIO_FILE, generateCatalogue } from './catalogue';
import { type BenchSection, type Figure, ms, percentile, rps } from './report';

const root = path.resolve(import.meta.dirname, '..');
const NAATS = Number(process.env.BENCH_NAATS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const RANGE_BYTES = 256 * 1024;
const AUDIO_BYTES = 4 * 1024 * 1024;
/** Goals of issue 2. */
const READ_RATIO_GOAL = 0.7;
const SEARCH_P99_GOAL_MS = 5;

/** What listeners type: title words, reciter names, Urdu (with Arabic letter variants), 1–2 characters. */
const QUERIES = [
  'madina',
  'madine',
  'nabi',
  'salam',
  'mustafa',
  'karam',
  'noor',
  'tajdar',
  'ya rasool',
  'haram',
  'jashn',
  'qadri',
  'attari',
  'chishti',
  'raza',
  'live',
  'mehfil',
  'kaash',
  'wah kya',
  'balaghal',
  'ilahi',
  'tu kuja',
  'owais',
  'hamza',
  'مدینہ',
  'نبی',
  'سلام',
  'مصطفیٰ',
  'رحمت',
  'كرم',
  'حسن',
  'بلال',
  'ya',
  'na',
  'ab',
  'sh',
  'مد',
  'نو',
  'zz',
  'xyzq',
];

async function startProcess(script: string, env: Record<string, string>, readyPath: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}${readyPath}`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${script} did not start within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, base };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Load {
  name: string;
  /** Builds each request: a path and optional headers. */
  next: (random: () => number) => { path: string; headers?: Record<string, string> };
}

const loads: Load[] = [
  {
    name: 'GET /api/audios/popular',
    next: (r) => ({ path: `/api/audios/popular?page=${1 + Math.floor(r() * 7)}&limit=15` }),
  },
  { name: 'GET /api/audios/{id}', next: (r) => ({ path: `/api/audios/${1 + Math.floor(r() * NAATS)}` }) },
  {
    name: 'GET /api/audios?search=',
    next: (r) => ({
      path: `/api/audios?search=${encodeURIComponent(QUERIES[Math.floor(r() * QUERIES.length)] ?? 'a')}&limit=20`,
    }),
  },
  {
    name: 'GET /Audio (256 KiB Range)',
    next: (r) => {
      const start = Math.floor(r() * (AUDIO_BYTES / RANGE_BYTES)) * RANGE_BYTES;
      return {
        path: `/Audio/${BENCH_AUDIO_FILE}`,
        headers: { range: `bytes=${start}-${start + RANGE_BYTES - 1}` },
      };
    },
  },
];

async function hammer(base: string, load: Load, seconds: number) {
  const random = seededRandom(42);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const { path: next, headers } = load.next(random);
          return { ...request, path: next, headers: { ...request.headers, ...headers } };
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors,
  };
}

interface Measure {
  rps: number;
  /** The worse p99 of the two runs. */
  p99: number;
  bad: number;
}

/**
 * Both servers share the machine with whatever else runs on it, and that load drifts. Each gets two runs
 * of half the time in the order A B B A, so drift falls on both alike.
 */
async function compare(ours: string, bare: string, load: Load): Promise<{ ours: Measure; bare: Measure }> {
  const half = SECONDS / 2;
  const runs = {
    ours: [await hammer(ours, load, half)],
    bare: [await hammer(bare, load, half)],
  };
  runs.bare.push(await hammer(bare, load, half));
  runs.ours.push(await hammer(ours, load, half));
  const sum = (list: Awaited<ReturnType<typeof hammer>>[]): Measure => ({
    rps: list.reduce((n, r) => n + r.requests, 0) / list.reduce((n, r) => n + r.seconds, 0),
    p99: Math.max(...list.map((r) => r.p99)),
    bad: list.reduce((n, r) => n + r.bad, 0),
  });
  return { ours: sum(runs.ours), bare: sum(runs.bare) };
}

/** Times the repository's search as the route calls it: page 1 mostly, sometimes "Load More" pages. */
function searchTimings(dataDir: string): { coldWorst: number; coldP50: number; p50: number; p99: number } {
  const db = openDatabase(path.join(dataDir, 'naat-stream.sqlite'));
  try {
    const { naats } = createRepositories(db);
    const cold: number[] = [];
    for (const query of QUERIES) {
      const started = performance.now();
      naats.list({ offset: 0, limit: 20 }, query);
      cold.push(performance.now() - started);
    }
    const random = seededRandom(99);
    const times: number[] = [];
    for (let i = 0; i < 1000; i += 1) {
      const query = QUERIES[Math.floor(random() * QUERIES.length)] ?? 'a';
      const roll = random();
      const page = roll < 0.7 ? 1 : roll < 0.9 ? 2 : 3;
      const started = performance.now();
      naats.list({ offset: (page - 1) * 20, limit: 20 }, query);
      times.push(performance.now() - started);
    }
    cold.sort((a, b) => a - b);
    times.sort((a, b) => a - b);
    return {
      coldWorst: cold.at(-1) ?? Number.NaN,
      coldP50: percentile(cold, 50),
      p50: percentile(times, 50),
      p99: percentile(times, 99),
    };
  } finally {
    db.close();
  }
}

export const apiSection: BenchSection = {
  name: 'api',
  async run() {
    const section = 'api';
    const dataDir = mkdtempSync(path.join(tmpdir(), 'naat-bench-'));
    const figures: Figure[] = [];
    const children: ChildProcess[] = [];
    try {
      console.log(`Generating ${NAATS.toLocaleString('en-US')} naats in ${dataDir} ...`);
      const catalogue = generateCatalogue(dataDir, NAATS);
      figures.push({
        section,
        name: `catalogue of ${NAATS.toLocaleString('en-US')} naats written`,
        value: `${catalogue.seconds.toFixed(1)} s`,
        goal: 'context',
        met: null,
      });

      console.log('Timing search in-process ...');
      const search = searchTimings(dataDir);
      figures.push(
        {
          section,
          name: 'search p99 in-process (1,000 calls)',
          value: ms(search.p99),
          goal: `< ${SEARCH_P99_GOAL_MS} ms`,
          met: search.p99 < SEARCH_P99_GOAL_MS,
        },
        {
          section,
          name: 'search p50 in-process (1,000 calls)',
          value: ms(search.p50),
          goal: 'context',
          met: null,
        },
        {
          section,
          name: `search first call of each of ${QUERIES.length} queries, p50`,
          value: ms(search.coldP50),
          goal: 'context',
          met: null,
        },
        {
          section,
          name: `search first call of each of ${QUERIES.length} queries, worst`,
          value: ms(search.coldWorst),
          goal: 'context',
          met: null,
        },
      );

      console.log('Starting the real server and the bare node:http server ...');
      const real = await startProcess(
        'server/main.ts',
        { DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-build'), ADMIN_PASSWORD: 'bench-password' },
        '/api/health',
      );
      children.push(real.child);
      const bare = await startProcess('bench/bareServer.ts', { DATA_DIR: dataDir }, '/api/audios/1');
      children.push(bare.child);

      for (const load of loads) {
        console.log(
          `autocannon ${load.name}: ${SECONDS} s each (two halves, A B B A), ${CONNECTIONS} connections ...`,
        );
        const { ours, bare: reference } = await compare(real.base, bare.base, load);
        if (ours.bad > 0 || reference.bad > 0) {
          console.warn(`  unexpected answers: server ${ours.bad}, bare ${reference.bad}`);
        }
        const ratio = ours.rps / reference.rps;
        figures.push(
          {
            section,
            name: `${load.name} requests/s`,
            value: rps(ours.rps),
            reference: rps(reference.rps),
            ratio: `${Math.round(ratio * 100)}%`,
            goal: `>= ${READ_RATIO_GOAL * 100}% of bare`,
            met: ratio >= READ_RATIO_GOAL,
          },
          {
            section,
            name: `${load.name} p99 latency`,
            value: `${ours.p99} ms`,
            reference: `${reference.p99} ms`,
            goal: 'context',
            met: null,
          },
        );
      }
      return figures;
    } finally {
      await Promise.all(children.map(stop));
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
