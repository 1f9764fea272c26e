/**
 * The `writes` section of `npm run bench`: how long an admin's writes take while 200 connections
 * read the catalogue. The real server (server/main.ts, embedded SQLite) runs in its own process with a
 * generated catalogue; wrk, in another process, keeps 200 connections reading popular, naat-by-id and search;
 * meanwhile this process adds and edits naats through the admin API one after another, with an admin
 * session, and times each answer. The same writes on the idle server come first, for context.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../scripts/serverProcess';
import { seededRandom } from '../server/seed/catalogue';
import { generateCatalogue } from './catalogue';
import { QUERIES } from './queries';
import { type BenchSection, type Figure, ms, percentile, rps } from './report';
import { type WrkRequest, type WrkResult, hasWrk, runWrk } from './wrk';

const NAATS = Number(process.env.BENCH_WRITE_NAATS ?? 20_000);
const SECONDS = Number(process.env.BENCH_WRITE_SECONDS ?? 20);
const CONNECTIONS = 200;
const IDLE_WRITES = 40;
/** An admin saving a form every 100 ms at most: the write rate is the same in both runs. */
const WRITE_EVERY_MS = Number(process.env.BENCH_WRITE_EVERY_MS ?? 100);
const P99_GOAL_MS = 100;
const PASSWORD = 'bench-write-password';

const random = seededRandom(16);
const readLoad: WrkRequest[] = Array.from({ length: 3000 }, (_, i) => {
  const n = 1 + Math.floor(random() * NAATS);
  if (i % 3 === 0) return { path: `/api/audios/popular?page=${1 + (n % 7)}&limit=15` };
  if (i % 3 === 1) return { path: `/api/audios/${n}` };
  const query = QUERIES[n % QUERIES.length] ?? 'naat';
  return { path: `/api/audios?search=${encodeURIComponent(query)}&limit=20` };
});

async function adminToken(base: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  const token = body.data?.token;
  if (!response.ok || !token) throw new Error(`Admin login failed (${response.status})`);
  return token;
}

/** One admin write, alternating: add a naat (external URL, no upload), then edit the one just added. */
function writer(base: string, token: string) {
  let count = 0;
  let lastId = 1;
  return async (): Promise<number> => {
    count += 1;
    const started = performance.now();
    let response: Response;
    if (count % 2 === 1) {
      const form = new FormData();
      form.set('title', `Bench write ${count}`);
      form.set('naatKhawanId', String(1 + (count % 50)));
      form.set('uploadType', 'url');
      form.set('filePath', `https://audio.example.org/bench-${count}.mp3`);
      form.set('duration', '4:05');
      response = await fetch(`${base}/api/admin/audios`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    } else {
      response = await fetch(`${base}/api/admin/audios/${lastId}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ description: `Edited by write ${count}`, category: 'Naat' }),
      });
    }
    const text = await response.text();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`Write ${count} answered ${response.status}: ${text.slice(0, 200)}`);
    if (count % 2 === 1) lastId = (JSON.parse(text) as { data: { id: number } }).data.id;
    return elapsed;
  };
}

/** Writes one after another, each starting WRITE_EVERY_MS after the last began (or at once if it ran late). */
async function timeWrites(write: () => Promise<number>, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const started = performance.now();
    times.push(await write());
    const rest = WRITE_EVERY_MS - (performance.now() - started);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
  return times.sort((a, b) => a - b);
}

interface Run {
  idle: number[];
  loaded: number[];
  reads: WrkResult;
}

/** One server on the catalogue: writes on the idle server, then writes under wrk's read load. */
async function measure(dataDir: string, adminPriority: boolean): Promise<Run> {
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: PASSWORD,
    DEMO_CATALOGUE: 'off',
    TRANSCODE_CONCURRENCY: '0',
    ADMIN_PRIORITY: adminPriority ? 'on' : 'off',
  });
  try {
    const { base } = server;
    const write = writer(base, await adminToken(base));
    let idleCount = 0;
    const idle = await timeWrites(write, () => idleCount++ >= IDLE_WRITES);

    const load = runWrk({ base, requests: readLoad, seconds: SECONDS, connections: CONNECTIONS });
    let loadDone = false;
    void load.then(
      () => (loadDone = true),
      () => (loadDone = true),
    );
    // Let wrk open its 200 connections before timing; stop a second before it ends so every write ran
    // under the full load.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const stopAt = performance.now() + (SECONDS - 2) * 1000;
    const loaded = await timeWrites(write, () => loadDone || performance.now() > stopAt);
    const reads = await load;
    console.log(
      `ADMIN_PRIORITY=${adminPriority ? 'on' : 'off'}: writes under load ${loaded.length}, ` +
        `p50 ${ms(percentile(loaded, 50))}, p99 ${ms(percentile(loaded, 99))}, ` +
        `max ${ms(loaded.at(-1) ?? Number.NaN)}; reads ${rps(reads.rps)}, p99 ${ms(reads.p99)}, ${reads.bad} bad`,
    );
    return { idle, loaded, reads };
  } finally {
    await server.stop();
  }
}

const figure = (
  name: string,
  value: string,
  goal: string,
  met: boolean | null,
  reference?: string,
): Figure => ({
  section: 'writes',
  name,
  value,
  goal,
  met,
  ...(reference === undefined ? {} : { reference }),
});

export const writeLatencySection: BenchSection = {
  name: 'writes',
  async run(): Promise<Figure[]> {
    if (!hasWrk()) throw new Error('The writes section needs wrk (apt-get install wrk, or set WRK_PATH).');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'naat-bench-writes-'));
    try {
      const catalogue = await generateCatalogue(dataDir, NAATS, 100);
      console.log(`Catalogue: ${catalogue.naats} naats in ${catalogue.seconds.toFixed(1)} s`);
      // The reference first: the same server with every request in arrival order (ADMIN_PRIORITY=off).
      const before = await measure(dataDir, false);
      const after = await measure(dataDir, true);
      const p99 = percentile(after.loaded, 99);
      return [
        figure(
          `admin write p50, idle (${after.idle.length} writes)`,
          ms(percentile(after.idle, 50)),
          'context',
          null,
          ms(percentile(before.idle, 50)),
        ),
        figure(
          `admin write p50 under ${CONNECTIONS}-connection reads (${after.loaded.length} writes)`,
          ms(percentile(after.loaded, 50)),
          'context',
          null,
          ms(percentile(before.loaded, 50)),
        ),
        figure(
          `admin write p99 under ${CONNECTIONS}-connection reads`,
          ms(p99),
          `< ${P99_GOAL_MS} ms`,
          p99 < P99_GOAL_MS,
          ms(percentile(before.loaded, 99)),
        ),
        figure(
          `catalogue reads meanwhile (wrk -c${CONNECTIONS}; p99 ${ms(after.reads.p99)}, ${after.reads.bad} timeouts or errors)`,
          rps(after.reads.rps),
          'context',
          null,
          rps(before.reads.rps),
        ),
      ];
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
