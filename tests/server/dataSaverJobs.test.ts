import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteNaatWithAudio } from '../../server/audio/catalogueAudio';
import { type Database, openDatabase } from '../../server/db/database';
import { type Repositories, createRepositories } from '../../server/db/repositories';
import type { Engine } from '../../server/db/schema';
import type { Naat } from '../../server/db/types';
import type { AudioStore } from '../../server/storage/audioStore';
import { createLocalAudioStore } from '../../server/storage/localAudioStore';
import {
  OPUS_MONO_KBPS,
  OPUS_MP4_TYPE,
  OPUS_WEBM_TYPE,
  RENDITION_KBPS,
  RENDITION_TYPE,
  TARGET_LUFS,
  measureLoudness,
  runFfmpeg,
} from '../../server/transcode/ffmpeg';
import { ffmpegFromNpm, ffmpegOnPath } from '../../server/transcode/ffmpegPath';
import {
  type IngestWorker,
  opusNames,
  renditionName,
  startIngestWorker,
} from '../../server/audio/ingestWorker';
import { ENGINES, emptyPostgresDatabase } from './engines';
import { startApp } from './helpers';
import { sql } from 'kysely';
import { wakeWorkers } from '../../server/transcode/wake';

const FFMPEG = ffmpegOnPath() ?? ffmpegFromNpm() ?? 'ffmpeg';
const SLOW = { timeout: 180_000 };

interface Setup {
  dataDir: string;
  databaseUrl: string | null;
  database: Database;
  repos: Repositories;
  store: AudioStore;
  reciterId: number;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp(engine: Engine): Promise<Setup> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'naat-datasaver-test-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = engine === 'postgres' ? await emptyPostgresDatabase() : null;
  const database = await openDatabase({ url: databaseUrl, dataDir, poolSize: 4 });
  cleanups.push(() => database.close());
  const repos = createRepositories(database);
  const store = createLocalAudioStore(path.join(dataDir, 'audio'));
  await store.check();
  const reciter = await repos.reciters.create({ name: 'Test Reciter' });
  return { dataDir, databaseUrl, database, repos, store, reciterId: reciter.id };
}

/** Stores a quiet stereo tone of `seconds` as a 160 kbps MP3 and adds a naat that plays it. */
async function toneNaat(setup: Setup, name: string, seconds: number): Promise<Naat> {
  const file = path.join(setup.dataDir, `source-${name}`);
  await runFfmpeg(FFMPEG, [
    '-y',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=330:duration=${seconds}:sample_rate=44100,volume=0.08,aformat=channel_layouts=stereo`,
    '-c:a',
    'libmp3lame',
    '-b:a',
    '160k',
    file,
  ]);
  await setup.store.put(name, file, 'audio/mpeg');
  return setup.repos.naats.create({ title: name, filePath: `/Audio/${name}`, naatKhawanId: setup.reciterId });
}

function worker(setup: Setup, options: Partial<Parameters<typeof startIngestWorker>[0]> = {}): IngestWorker {
  const started = startIngestWorker({
    jobs: setup.repos.audioJobs,
    store: setup.store,
    ffmpeg: FFMPEG,
    tempDir: path.join(setup.dataDir, 'tmp'),
    concurrency: 1,
    leaseMs: 1500,
    heartbeatMs: 200,
    pollMs: 200,
    retryDelayMs: () => 0,
    ...options,
  });
  cleanups.push(() => started.stop());
  return started;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(ENGINES)('data-saver jobs (%s)', (engine) => {
  it(
    'queues existing originals at start, makes a -16 LUFS rendition, and deletes it with the naat',
    SLOW,
    async () => {
      const setup = await setUp(engine);
      const naat = await toneNaat(setup, 'tone-a.mp3', 8);
      // Two naats sharing one file share one job.
      const twin = await setup.repos.naats.create({
        title: 'Twin',
        filePath: naat.filePath,
        naatKhawanId: setup.reciterId,
      });
      await worker(setup).settled();

      const job = await setup.repos.audioJobs.get(naat.filePath);
      expect(job).toMatchObject({ state: 'ready', attempts: 1, progress: 1, error: null });
      expect(job?.loudnessLufs as number).toBeLessThan(-20);
      expect(job?.sourceKbps).toBeGreaterThan(140);
      expect(job?.renditionPath).toBe(`/Audio/${renditionName('tone-a.mp3')}`);
      expect(job?.renditionKbps as number).toBeLessThanOrEqual(RENDITION_KBPS * 1.2);
      const rendition = setup.store.localFile(renditionName('tone-a.mp3')) as string;
      const measured = await measureLoudness(FFMPEG, rendition);
      expect(Math.abs((measured.integrated as number) - TARGET_LUFS)).toBeLessThan(1);
      expect(Math.abs((measured.seconds as number) - 8)).toBeLessThan(0.1);

      // The Opus rendition: the tone's two channels are equal, so it is mono, at the mono bit rate.
      const opus = opusNames('tone-a.mp3');
      expect(job).toMatchObject({
        opusState: 'ready',
        opusError: null,
        opusPath: `/Audio/${opus.webm}`,
        opusMp4Path: `/Audio/${opus.mp4}`,
      });
      for (const [name, kbps] of [
        [opus.webm, job?.opusKbps],
        [opus.mp4, job?.opusMp4Kbps],
      ] as const) {
        // Opus varies its rate with the sound (a loud pure tone costs it more than voice does); a quarter of
        // the 160 kbps original at most.
        expect(kbps as number).toBeLessThanOrEqual(40);
        expect(kbps as number).toBeGreaterThan(OPUS_MONO_KBPS / 2);
        const file = setup.store.localFile(name) as string;
        const probe = await runFfmpeg(FFMPEG, ['-i', file, '-f', 'null', '-']);
        expect(probe).toMatch(/Audio: opus.*48000 Hz, mono/);
        const opusLoudness = await measureLoudness(FFMPEG, file);
        expect(Math.abs((opusLoudness.integrated as number) - TARGET_LUFS)).toBeLessThan(1);
        expect(Math.abs((opusLoudness.seconds as number) - 8)).toBeLessThan(0.1);
      }
      // The WebM's index is at the front (a player can seek without reading the file from the start).
      const webm = readFileSync(setup.store.localFile(opus.webm) as string);
      const cues = Buffer.from('1C53BB6B', 'hex');
      expect(webm.indexOf(cues, webm.indexOf(cues) + 4)).toBeLessThan(4096);

      const read = await setup.repos.naats.getById(naat.id);
      expect(read?.sources).toEqual([
        { quality: 'original', url: '/Audio/tone-a.mp3', type: 'audio/mpeg', kbps: job?.sourceKbps },
        { quality: 'data-saver', url: job?.renditionPath, type: RENDITION_TYPE, kbps: job?.renditionKbps },
        { quality: 'data-saver', url: job?.opusMp4Path, type: OPUS_MP4_TYPE, kbps: job?.opusMp4Kbps },
        { quality: 'data-saver', url: job?.opusPath, type: OPUS_WEBM_TYPE, kbps: job?.opusKbps },
      ]);
      expect(RENDITION_TYPE).toBe('audio/mp4; codecs="mp4a.40.2"');
      expect(OPUS_WEBM_TYPE).toBe('audio/webm; codecs="opus"');
      expect(read?.loudnessLufs).toBe(job?.loudnessLufs);
      expect(read?.audio).toEqual({
        state: 'ready',
        progress: 1,
        error: null,
        opus: { state: 'ready', error: null },
      });

      const made = [renditionName('tone-a.mp3'), opus.webm, opus.mp4];
      await deleteNaatWithAudio(setup.repos, setup.store, naat.id);
      for (const name of made) expect(await setup.store.stat(name)).not.toBeNull();
      await deleteNaatWithAudio(setup.repos, setup.store, twin.id);
      for (const name of made) expect(await setup.store.stat(name)).toBeNull();
      expect(await setup.repos.audioJobs.get(naat.filePath)).toBeNull();
    },
  );

  it('finishes a job after its worker was killed mid-job', SLOW, async () => {
    const setup = await setUp(engine);
    const naat = await toneNaat(setup, 'tone-long.mp3', 30);
    await setup.repos.audioJobs.enqueue(naat.filePath, Date.now());
    const child = childWorker(setup);
    await waitFor(async () => {
      const job = await setup.repos.audioJobs.get(naat.filePath);
      return job?.state === 'working' && job.progress > 0;
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const left = await setup.repos.audioJobs.get(naat.filePath);
    expect(left).toMatchObject({ state: 'working', attempts: 1 });
    expect(left?.progress).toBeLessThan(1);

    // A restart: the killed worker's lease runs out and the job runs again to the end.
    await worker(setup).settled();
    const job = await setup.repos.audioJobs.get(naat.filePath);
    expect(job).toMatchObject({ state: 'ready', attempts: 2, opusState: 'ready' });
    expect(await setup.store.stat(renditionName('tone-long.mp3'))).not.toBeNull();
  });

  it(
    'backfills the Opus rendition of an original made before it, resuming after kill -9, AAC playing meanwhile',
    // The backfill's ffmpeg runs at the lowest CPU priority: on a busy machine it waits its turn. Retried: the
    // killed worker's ffmpeg outlives it (it is not in the worker's process group) and may finish the files
    // before the restart claims the job, which then counts one attempt, not two (1 run in 4 on a quiet machine).
    { timeout: 420_000, retry: 2 },
    async () => {
      const setup = await setUp(engine);
      const naat = await toneNaat(setup, 'tone-old.mp3', 30);
      await worker(setup, { concurrency: 1 }).settled();
      for (const cleanup of cleanups.splice(-1)) await cleanup();
      // As an original processed before Opus existed is after migration 160: ready, its Opus queued.
      const before = await setup.repos.audioJobs.get(naat.filePath);
      const opus = opusNames('tone-old.mp3');
      await setup.store.delete(opus.webm);
      await setup.store.delete(opus.mp4);
      await sql`UPDATE audio_jobs SET opus_state = 'queued', opus_path = NULL, opus_kbps = NULL,
        opus_mp4_path = NULL, opus_mp4_kbps = NULL, opus_attempts = 0`.execute(setup.database.db);

      const child = childWorker(setup);
      await waitFor(async () => {
        const job = await setup.repos.audioJobs.get(naat.filePath);
        return job?.opusState === 'working' && job.progress > 0;
      }, 240_000);
      // While the backfill works, the naat is still ready and plays its AAC rendition.
      const during = await setup.repos.naats.getById(naat.id);
      expect(during?.audio).toMatchObject({ state: 'ready', opus: { state: 'working', error: null } });
      expect(during?.sources.map((source) => source.type)).toEqual(['audio/mpeg', RENDITION_TYPE]);
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      expect(await setup.repos.audioJobs.get(naat.filePath)).toMatchObject({
        state: 'ready',
        opusState: 'working',
        opusAttempts: 1,
      });

      await worker(setup).settled();
      const job = await setup.repos.audioJobs.get(naat.filePath);
      expect(job).toMatchObject({
        state: 'ready',
        attempts: before?.attempts,
        renditionPath: before?.renditionPath,
        opusState: 'ready',
        opusAttempts: 2,
        opusPath: `/Audio/${opus.webm}`,
        progress: 1,
      });
      expect(await setup.store.stat(opus.webm)).not.toBeNull();
      expect(await setup.store.stat(opus.mp4)).not.toBeNull();
      expect(await setup.repos.audioJobs.opusCounts()).toMatchObject({ ready: 1, queued: 0, working: 0 });
    },
  );

  it('keeps the AAC rendition and says why when ffmpeg cannot make Opus', SLOW, async () => {
    const setup = await setUp(engine);
    // An ffmpeg built without libopus, as some system builds are.
    const noOpus = path.join(setup.dataDir, 'no-opus-ffmpeg.sh');
    writeFileSync(
      noOpus,
      `#!/bin/sh
case "$*" in *libopus*) echo "Unknown encoder 'libopus'" >&2; exit 1;; esac
exec "${FFMPEG}" "$@"
`,
    );
    chmodSync(noOpus, 0o755);
    const naat = await toneNaat(setup, 'tone-c.mp3', 4);
    await worker(setup, { ffmpeg: noOpus }).settled();
    const job = await setup.repos.audioJobs.get(naat.filePath);
    expect(job).toMatchObject({ state: 'ready', opusState: 'failed', opusPath: null, attempts: 1 });
    expect(job?.opusError).toBe("ffmpeg exited with code 1: Unknown encoder 'libopus'");
    const read = await setup.repos.naats.getById(naat.id);
    expect(read?.sources.map((source) => source.type)).toEqual(['audio/mpeg', RENDITION_TYPE]);
    expect(read?.audio?.opus).toEqual({ state: 'failed', error: job?.opusError });
  });

  it('stops a backfill run for a new original, which goes first', SLOW, async () => {
    const setup = await setUp(engine);
    const old = await toneNaat(setup, 'tone-d.mp3', 40);
    await setup.repos.audioJobs.enqueue(old.filePath, Date.now());
    await sql`UPDATE audio_jobs SET state = 'ready', progress = 1`.execute(setup.database.db);
    const running = worker(setup);
    await waitFor(async () => (await setup.repos.audioJobs.get(old.filePath))?.opusState === 'working');
    const fresh = await toneNaat(setup, 'tone-e.mp3', 3);
    await setup.repos.audioJobs.enqueue(fresh.filePath, Date.now());
    wakeWorkers();
    await waitFor(async () => (await setup.repos.audioJobs.get(fresh.filePath))?.state === 'ready');
    // The new original was done while the old one's Opus waited: given back, its run not counted.
    const waiting = await setup.repos.audioJobs.get(old.filePath);
    expect(['queued', 'working']).toContain(waiting?.opusState);
    await running.settled();
    expect(await setup.repos.audioJobs.get(old.filePath)).toMatchObject({
      opusState: 'ready',
      opusAttempts: 1,
    });
  });

  /** A worker alone in a child process, for a test to kill with SIGKILL (fixtures/dataSaverChild.ts). */
  function childWorker(setup: Setup): ChildProcess {
    const child: ChildProcess = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'fixtures', 'dataSaverChild.ts')],
      {
        env: {
          ...process.env,
          DATA_DIR: setup.dataDir,
          DATABASE_URL: setup.databaseUrl ?? '',
          FFMPEG,
          LEASE_MS: '1500',
        },
        stdio: 'ignore',
      },
    );
    cleanups.push(() => {
      child.kill('SIGKILL');
    });
    return child;
  }

  it(
    'retries a failed run, and after the last attempt shows the job failed with its reason',
    SLOW,
    async () => {
      const setup = await setUp(engine);
      // An ffmpeg that fails its first call only (a transient failure), then is the real one.
      const marker = path.join(setup.dataDir, 'failed-once');
      const flaky = path.join(setup.dataDir, 'flaky-ffmpeg.sh');
      writeFileSync(
        flaky,
        `#!/bin/sh\nif [ ! -e "${marker}" ]; then touch "${marker}"; echo "simulated crash" >&2; exit 1; fi\nexec "${FFMPEG}" "$@"\n`,
      );
      chmodSync(flaky, 0o755);
      const naat = await toneNaat(setup, 'tone-b.mp3', 3);
      // A file that only looks like audio by its name.
      const junkFile = path.join(setup.dataDir, 'junk');
      writeFileSync(junkFile, 'this is not audio at all');
      await setup.store.put('junk.mp3', junkFile, 'audio/mpeg');
      const junk = await setup.repos.naats.create({
        title: 'Junk',
        filePath: '/Audio/junk.mp3',
        naatKhawanId: setup.reciterId,
      });
      await worker(setup, { ffmpeg: flaky, maxAttempts: 3 }).settled();

      expect(await setup.repos.audioJobs.get(naat.filePath)).toMatchObject({ state: 'ready', error: null });
      const failed = await setup.repos.audioJobs.get(junk.filePath);
      expect(failed).toMatchObject({ state: 'failed', attempts: 3, renditionPath: null });
      expect(failed?.error).toMatch(/^ffmpeg exited with code/);
      const read = await setup.repos.naats.getById(junk.id);
      expect(read?.sources.map((source) => source.quality)).toEqual(['original']);
      expect(read?.audio).toMatchObject({ state: 'failed', error: failed?.error });
    },
  );
});

describe.each(ENGINES)('data-saver in the API (%s)', (engine) => {
  it('answers sources, loudness and the job state with every naat', SLOW, async () => {
    const test = await startApp({ engine, seed: false });
    const app = test.app;
    cleanups.push(() => test.close());
    const reciter = await app.repos.reciters.create({ name: 'API Reciter' });
    const naat = await app.repos.naats.create({
      title: 'External',
      filePath: 'https://example.com/a.mp3',
      naatKhawanId: reciter.id,
    });
    const response = await app.inject({ method: 'GET', url: `/api/audios/${naat.id}` });
    expect(response.json<{ data: Naat }>().data).toMatchObject({
      sources: [{ quality: 'original', url: 'https://example.com/a.mp3', type: 'audio/mpeg', kbps: null }],
      loudnessLufs: null,
      audio: null,
    });
    await app.repos.audioJobs.enqueue('/Audio/x.mp3', Date.now());
    const queued = await app.repos.naats.create({
      title: 'Q',
      filePath: '/Audio/x.mp3',
      naatKhawanId: reciter.id,
    });
    const list = await app.inject({ method: 'GET', url: '/api/audios?limit=10' });
    const found = list.json<{ data: { data: Naat[] } }>().data.data.find((item) => item.id === queued.id);
    expect(found?.audio).toEqual({
      state: 'queued',
      progress: 0,
      error: null,
      opus: { state: 'queued', error: null },
    });
  });
});
