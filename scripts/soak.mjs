// A soak of the real server: starts it on a fresh demo database (on this Node.js, with its SQLite driver),
// sends mixed public reads and admin writes from a few concurrent clients for a while, then stops it with
// SIGTERM. It passes when every request got the answer it expects, the server's memory did not keep growing
// and the server exited 0 on its own, with no native abort (what better-sqlite3 12 did on Node 24).
//   node scripts/soak.mjs [--minutes 5] [--clients 4]
// Only 127.0.0.1 is ever contacted; the run stops by itself.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: { minutes: { type: 'string', default: '5' }, clients: { type: 'string', default: '4' } },
});
const minutes = Number(args.minutes);
const clients = Number(args.clients);
if (!(minutes > 0 && minutes <= 120) || !Number.isInteger(clients) || clients < 1 || clients > 32) {
  console.error('Usage: node scripts/soak.mjs [--minutes 0.1-120] [--clients 1-32]');
  process.exit(2);
}

/** What a crashing native addon or V8 prints before the process dies. */
const ABORT = /Assertion failed|Segmentation fault|FATAL ERROR|Aborted|core dumped|Native stack trace/;
const PASSWORD = 'soak-admin-password';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The server's resident memory in MiB (Linux), or null. */
function rssMiB(pid) {
  try {
    const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib ? Math.round(Number(kib) / 1024) : null;
  } catch {
    return null;
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'naat-soak-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-build'),
    ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
    // The database and the HTTP layer are under test, not ffmpeg.
    TRANSCODE_CONCURRENCY: '0',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
const keep = (chunk) => {
  output += chunk.toString();
  if (output.length > 200_000) output = output.slice(-100_000);
};
server.stdout.on('data', keep);
server.stderr.on('data', keep);
const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));
let serverGone = false;
void exited.then(() => (serverGone = true));

function fail(message) {
  console.error(`soak: FAILED: ${message}`);
  if (output.trim()) console.error(`--- server output (last part) ---\n${output.slice(-5000)}`);
  if (!serverGone) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

// Ready when /api/health answers (the demo catalogue is made on the first start).
const readyBy = Date.now() + 120_000;
for (;;) {
  if (serverGone) fail('the server exited before it was ready');
  if (Date.now() > readyBy) fail('the server was not ready within 120 s');
  const ok = await fetch(`${base}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const counts = { reads: 0, writes: 0, failures: 0 };
const failures = [];

/** One request; `expected` is the status it must get. Answers the parsed JSON (or null). */
async function call(kind, method, url, { expected = 200, body, headers = {} } = {}) {
  let status = 0;
  let payload = null;
  try {
    const init = { method, headers: { ...headers } };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${base}${url}`, init);
    status = response.status;
    const text = await response.text();
    if (response.headers.get('content-type')?.includes('json')) payload = JSON.parse(text);
  } catch (error) {
    status = `network error (${error.cause?.code ?? error.message})`;
  }
  counts[kind] += 1;
  if (status !== expected) {
    counts.failures += 1;
    if (failures.length < 10) failures.push(`${method} ${url}: ${status}, expected ${expected}`);
  }
  return payload;
}

const login = await call('writes', 'POST', '/api/admin/login', {
  body: { username: 'admin', password: PASSWORD },
});
const token = login?.data?.token;
if (!token) fail(`the admin could not log in (${failures.join('; ')})`);
const admin = { authorization: `Bearer ${token}` };

const firstPage = await call('reads', 'GET', '/api/audios?page=1&limit=50');
const catalogue = firstPage?.data?.data ?? [];
const total = firstPage?.data?.total ?? 0;
if (catalogue.length === 0) fail('the demo catalogue is empty');
const words = [...new Set(catalogue.flatMap((n) => n.title.toLowerCase().split(/[^a-z]+/)))].filter(
  (w) => w.length > 0,
);
const files = [...new Set(catalogue.map((n) => n.filePath).filter((p) => p.startsWith('/Audio/')))];
const reciterIds = [...new Set(catalogue.map((n) => n.naatKhawanId))];

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const int = (low, high) => low + Math.floor(Math.random() * (high - low + 1));
/** 1-4 words, now and then misspelt or cut short: search SQL differs by word count and kind. */
function query() {
  const terms = Array.from({ length: int(1, 4) }, () => {
    const word = pick(words);
    const roll = Math.random();
    if (roll < 0.2 && word.length > 4) return word.slice(0, 2);
    if (roll < 0.4 && word.length > 4) return `${word.slice(0, 2)}x${word.slice(3)}`;
    return word;
  });
  return encodeURIComponent(terms.join(' '));
}

const reads = [
  () => call('reads', 'GET', `/api/audios?page=${int(1, 8)}&limit=${pick([10, 20, 50])}`),
  () => call('reads', 'GET', `/api/audios?search=${query()}&page=1&limit=20`),
  () => call('reads', 'GET', `/api/audios/${int(1, total)}`),
  () => call('reads', 'GET', `/api/audios/${pick(['popular', 'recent', 'random'])}?limit=${int(1, 12)}`),
  () => call('reads', 'GET', `/api/naatkhawans?page=${int(1, 2)}&limit=${pick([6, 20])}`),
  () => call('reads', 'GET', `/api/naatkhawans?search=${query()}`),
  () =>
    call(
      'reads',
      'GET',
      `/api/naatkhawans/${pick(reciterIds)}/audios?page=1&sort=${pick(['title', 'newest', 'popular'])}`,
    ),
  () =>
    call('reads', 'GET', pick(files), {
      expected: 206,
      headers: { range: `bytes=${int(0, 4000)}-${int(4001, 9000)}` },
    }),
];

/** One client's admin work: its own reciter and naats, created, edited, played and deleted in turn. */
function writer(client) {
  const mine = [];
  let reciter = null;
  return async () => {
    if (reciter === null) {
      const made = await call('writes', 'POST', '/api/admin/naatkhawans', {
        expected: 201,
        headers: admin,
        // Every soak reciter's name is alike (only its numbers differ): confirmed, as an admin would.
        body: { name: `Soak Reciter ${client}-${Date.now()}`, confirm: true },
      });
      reciter = made?.data?.id ?? null;
      return;
    }
    const roll = Math.random();
    if (mine.length < 3 || (roll < 0.35 && mine.length < 12)) {
      const form = new FormData();
      form.set('uploadType', 'url');
      form.set('filePath', pick(files));
      form.set('title', `Soak ${pick(words)} ${client}-${int(1, 1e6)}`);
      form.set('naatKhawanId', String(reciter));
      form.set('lyrics', 'نعت'.repeat(int(1, 50)));
      const made = await call('writes', 'POST', '/api/admin/audios', {
        expected: 201,
        headers: admin,
        body: form,
      });
      if (made?.data?.id) mine.push(made.data.id);
    } else if (roll < 0.6) {
      await call('writes', 'PUT', `/api/admin/audios/${pick(mine)}`, {
        headers: admin,
        body: { title: `Soak edited ${pick(words)} ${int(1, 1e6)}`, description: `edit ${Date.now()}` },
      });
    } else if (roll < 0.8) {
      await call('writes', 'POST', `/api/audios/${pick(mine)}/play`, { expected: 204 });
    } else if (roll < 0.95) {
      const id = mine.splice(int(0, mine.length - 1), 1)[0];
      await call('writes', 'DELETE', `/api/admin/audios/${id}`, { headers: admin });
    } else {
      for (const id of mine.splice(0))
        await call('writes', 'DELETE', `/api/admin/audios/${id}`, { headers: admin });
      await call('writes', 'DELETE', `/api/admin/naatkhawans/${reciter}`, { headers: admin });
      reciter = null;
    }
  };
}

const started = Date.now();
const deadline = started + minutes * 60_000;
const memory = [];
const progress = setInterval(() => {
  const rss = rssMiB(server.pid);
  if (rss !== null) memory.push(rss);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `soak: ${seconds} s, ${counts.reads + counts.writes} requests, ${counts.failures} failures` +
      (rss === null ? '' : `, server RSS ${rss} MiB`),
  );
}, 30_000);

await Promise.all(
  Array.from({ length: clients }, async (_, client) => {
    const write = writer(client);
    while (Date.now() < deadline && !serverGone) {
      if (Math.random() < 0.15) await write();
      else await pick(reads)();
    }
  }),
);
clearInterval(progress);
if (serverGone) fail('the server died during the soak');

const stopping = Date.now();
server.kill('SIGTERM');
const stopped = await Promise.race([
  exited,
  new Promise((resolve) => setTimeout(() => resolve(null), 15_000)),
]);
if (stopped === null) fail('the server did not exit within 15 s of SIGTERM');
const stopSeconds = ((Date.now() - stopping) / 1000).toFixed(1);

const problems = [];
if (stopped.code !== 0) problems.push(`the server exited with ${stopped.signal ?? `code ${stopped.code}`}`);
const abort = ABORT.exec(output)?.[0];
if (abort) problems.push(`the server printed "${abort}"`);
if (counts.failures > 0) problems.push(`${counts.failures} requests failed: ${failures.join('; ')}`);
if (counts.reads + counts.writes < 100) problems.push('fewer than 100 requests were made');
// Memory that keeps climbing through the second half of the run is a leak (the first half warms caches up).
if (memory.length >= 4) {
  const half = memory.slice(Math.floor(memory.length / 2));
  const growth = half[half.length - 1] - half[0];
  if (growth > 64) problems.push(`server memory grew by ${growth} MiB in the second half of the run`);
}
if (problems.length > 0) fail(problems.join('; '));

rmSync(dataDir, { recursive: true, force: true });
const rate = Math.round((counts.reads + counts.writes) / ((stopping - started) / 1000));
console.log(
  `soak: passed: ${minutes} min on Node.js ${process.version}, ${counts.reads + counts.writes} requests ` +
    `(${counts.reads} reads, ${counts.writes} writes, ${rate}/s) with no failure; ` +
    `SIGTERM: exit 0 in ${stopSeconds} s` +
    (memory.length > 0 ? `; server RSS ${memory[0]}-${Math.max(...memory)} MiB` : ''),
);
