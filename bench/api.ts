/**
 * The API section of `npm run bench`, every figure from one run side by side: a 100k-naat catalogue on SQLite
 * (and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server), the real server against a
 * bare node:http reference on each engine (bareServer.ts, barePgServer.ts), PostgreSQL against SQLite, and
 * audio ranges through the nginx front of deploy/ against plain nginx. Load comes from wrk. The repositories'
 * search timed in-process is the search section (bench/search.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/freePort';
import { type NginxFront, hasNginx, startNginx } from '../scripts/nginxFront';
import { createTemporaryDatabase } from '../scripts/pgDatabase';
import { type ServerProcess, startServerProcess } from '../scripts/serverProcess';
import { seededRandom } from '../server/seed/catalogue';
import { BENCH_AUDIO_FILE, generateCatalogue, generatePostgresCatalogue } from './catalogue';
import { QUERIES } from './queries';
import { type BenchSection, type Figure, ms, rps } from './report';
import { type WrkRequest, type WrkResult, hasWrk, runWrk } from './wrk';

const NAATS = Number(process.env.BENCH_NAATS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = 32;
const RANGE_BYTES = 256 * 1024;
const AUDIO_BYTES = 4 * 1024 * 1024;
/** Goals: reads at 70 % of a bare node:http server on the same engine; ranges through the front at 95 % of nginx. */
const READ_RATIO_GOAL = 0.7;
const FRONT_RATIO_GOAL = 0.95;
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;

/** A fixed, seeded list of requests for wrk to draw from. */
function requests(make: (random: () => number) => WrkRequest): WrkRequest[] {
  const random = seededRandom(42);
  return Array.from({ length: 2000 }, () => make(random));
}

const reads: { name: string; requests: WrkRequest[] }[] = [
  {
    name: 'GET /api/audios/popular',
    requests: requests((r) => ({ path: `/api/audios/popular?page=${1 + Math.floor(r() * 7)}&limit=15` })),
  },
  {
    name: 'GET /api/audios/{id}',
    requests: requests((r) => ({ path: `/api/audios/${1 + Math.floor(r() * NAATS)}` })),
  },
  {
    name: 'GET /api/audios?search=',
    requests: requests((r) => ({
      path: `/api/audios?search=${encodeURIComponent(QUERIES[Math.floor(r() * QUERIES.length)] ?? 'a')}&limit=20`,
    })),
  },
];

const ranges = requests((r) => {
  const start = Math.floor(r() * (AUDIO_BYTES / RANGE_BYTES)) * RANGE_BYTES;
  return {
    path: `/Audio/${BENCH_AUDIO_FILE}`,
    headers: { range: `bytes=${start}-${start + RANGE_BYTES - 1}` },
  };
});

interface Measure {
  rps: number;
  /** The worse p99 of the two runs. */
  p99: number;
  bad: number;
}

/**
 * Two servers share the machine with whatever else runs on it, and that load drifts. Each gets two runs of
 * half the time in the order A B B A, so drift falls on both alike.
 */
async function compare(ours: string, reference: string, load: readonly WrkRequest[]) {
  const run = (base: string) =>
    runWrk({ base, requests: load, seconds: SECONDS / 2, connections: CONNECTIONS });
  const runs = { ours: [await run(ours)], reference: [await run(reference)] };
  runs.reference.push(await run(reference));
  runs.ours.push(await run(ours));
  const sum = (list: WrkResult[]): Measure => ({
    rps: list.reduce((n, r) => n + r.requests, 0) / list.reduce((n, r) => n + r.seconds, 0),
    p99: Math.max(...list.map((r) => r.p99)),
    bad: list.reduce((n, r) => n + r.bad, 0),
  });
  const result = { ours: sum(runs.ours), reference: sum(runs.reference) };
  if (result.ours.bad > 0 || result.reference.bad > 0) {
    console.warn(`  unexpected answers: measured ${result.ours.bad}, reference ${result.reference.bad}`);
  }
  return result;
}

function figurePair(
  name: string,
  ours: Measure,
  reference: Measure,
  referenceName: string,
  goal: number | null,
): Figure[] {
  const ratio = ours.rps / reference.rps;
  return [
    {
      section: 'api',
      name: `${name} requests/s (reference: ${referenceName})`,
      value: rps(ours.rps),
      reference: rps(reference.rps),
      ratio: `${Math.round(ratio * 100)}%`,
      goal: goal === null ? 'context' : `>= ${goal * 100}% of reference`,
      met: goal === null ? null : ratio >= goal,
    },
    {
      section: 'api',
      name: `${name} p99 latency (reference: ${referenceName})`,
      value: ms(ours.p99),
      reference: ms(reference.p99),
      goal: 'context',
      met: null,
    },
  ];
}

export const apiSection: BenchSection = {
  name: 'api',
  async run() {
    if (!hasWrk()) throw new Error('The api section needs wrk (apt-get install wrk).');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'naat-bench-'));
    const figures: Figure[] = [];
    const processes: ServerProcess[] = [];
    let nginx: NginxFront | null = null;
    let postgres: { url: string; drop: () => Promise<void> } | null = null;
    const context = (name: string, value: string): Figure => ({
      section: 'api',
      name,
      value,
      goal: 'context',
      met: null,
    });
    try {
      console.log(`Generating ${NAATS.toLocaleString('en-US')} naats on SQLite in ${dataDir} ...`);
      const catalogue = await generateCatalogue(dataDir, NAATS);
      figures.push(
        context(
          `SQLite catalogue of ${NAATS.toLocaleString('en-US')} naats written`,
          `${catalogue.seconds.toFixed(1)} s`,
        ),
      );
      if (PG_SERVER) {
        postgres = await createTemporaryDatabase(PG_SERVER, 'bench');
        console.log('Generating the same catalogue on PostgreSQL ...');
        const pgSeconds = await generatePostgresCatalogue(postgres.url, NAATS);
        figures.push(
          context(
            `PostgreSQL catalogue of ${NAATS.toLocaleString('en-US')} naats written`,
            `${pgSeconds.toFixed(1)} s`,
          ),
        );
      } else {
        console.log('No BENCH_DATABASE_URL or TEST_DATABASE_URL: the PostgreSQL figures are left out.');
      }

      console.log('Starting the servers ...');
      const common = {
        DATA_DIR: dataDir,
        STATIC_DIR: path.join(dataDir, 'no-build'),
        ADMIN_PASSWORD: 'bench-password',
        LOG_LEVEL: 'warn',
        // No data-saver ingest: its ffmpeg runs on the catalogue's one file (and the retries 30 s and 60 s
        // later) would take the cores from whichever figure is being measured at that moment.
        TRANSCODE_CONCURRENCY: '0',
      };
      const start = async (env: Record<string, string>) => {
        const server = await startServerProcess({ ...common, ...env });
        processes.push(server);
        return server;
      };
      const app = await start({});
      const bare = await startServerProcess({ DATA_DIR: dataDir }, 'bench/bareServer.ts', '/api/audios/1');
      processes.push(bare);
      const pgApp = postgres ? await start({ DATABASE_URL: postgres.url }) : null;
      const barePg = postgres
        ? await startServerProcess({ DATABASE_URL: postgres.url }, 'bench/barePgServer.ts', '/api/audios/1')
        : null;
      if (barePg) processes.push(barePg);
      const plainPort = await freePort();
      if (hasNginx()) {
        nginx = await startNginx({
          instances: [app.address],
          staticDir: path.join(dataDir, 'no-build'),
          audioDir: path.join(dataDir, 'audio'),
          workers: 2,
          // The reference: the same file sent by a plain nginx location (no regex, no types, no headers),
          // both without tcp_nopush (it corks every answer: about 21 to 80 us of CPU per range on loopback).
          extra: `server {
    listen 127.0.0.1:${plainPort};
    location /Audio/ { alias ${path.join(dataDir, 'audio')}/; sendfile on; }
  }`,
        });
      }

      for (const load of reads) {
        console.log(`wrk ${load.name}: server vs bare node:http, ${SECONDS} s each (A B B A) ...`);
        const { ours, reference } = await compare(app.base, bare.base, load.requests);
        figures.push(
          ...figurePair(`SQLite ${load.name}`, ours, reference, 'bare node:http + SQLite', READ_RATIO_GOAL),
        );
        if (pgApp && barePg) {
          console.log(`wrk ${load.name}: server vs bare node:http, on PostgreSQL ...`);
          const pgBare = await compare(pgApp.base, barePg.base, load.requests);
          figures.push(
            ...figurePair(
              `PostgreSQL ${load.name}`,
              pgBare.ours,
              pgBare.reference,
              'bare node:http + pg',
              READ_RATIO_GOAL,
            ),
          );
          console.log(`wrk ${load.name}: PostgreSQL vs SQLite server ...`);
          const engines = await compare(pgApp.base, app.base, load.requests);
          figures.push(
            ...figurePair(
              `PostgreSQL ${load.name}`,
              engines.ours,
              engines.reference,
              'same server on SQLite',
              null,
            ),
          );
        }
      }

      if (nginx) {
        const plain = `http://127.0.0.1:${plainPort}`;
        console.log('wrk 256 KiB ranges: the nginx front of deploy/ vs plain nginx ...');
        const front = await compare(nginx.base, plain, ranges);
        figures.push(
          ...figurePair(
            'GET /Audio 256 KiB Range through nginx',
            front.ours,
            front.reference,
            'plain nginx',
            FRONT_RATIO_GOAL,
          ),
        );
        console.log('wrk 256 KiB ranges: the app alone vs plain nginx ...');
        const alone = await compare(app.base, plain, ranges);
        figures.push(
          ...figurePair(
            'GET /Audio 256 KiB Range from the app alone',
            alone.ours,
            alone.reference,
            'plain nginx',
            null,
          ),
        );
      } else {
        console.log('No nginx (apt-get install nginx): the audio range figures are left out.');
      }
      return figures;
    } finally {
      await nginx?.stop();
      await Promise.all(processes.map((p) => p.stop()));
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
