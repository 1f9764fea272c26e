/**
 * The ingest worker: takes data-saver jobs from the durable queue (server/db/audioJobs.ts), measures the
 * original's loudness and makes its rendition with ffmpeg (server/transcode/ffmpeg.ts), and puts the rendition
 * into the audio store next to the original, so it is served like every audio file (local folder or S3).
 * At most `concurrency` jobs run at once per instance; ffmpeg runs in child processes, so the API never waits.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { pipeline } from 'node:stream/promises';
import type { AudioJob, AudioJobRepository } from '../db/audioJobs';
import { type AudioStore, storedName, storedPath } from '../storage/audioStore';
import { ownedTempPath } from '../upload/tempOwner';
import { RENDITION_EXT, RENDITION_TYPE, makeRendition, measureLoudness } from './ffmpeg';
import { onWake } from './wake';

export interface WorkerLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface IngestWorkerOptions {
  jobs: AudioJobRepository;
  store: AudioStore;
  /** The ffmpeg binary (server/transcode/ffmpegPath.ts). */
  ffmpeg: string;
  /** DATA_DIR/tmp: downloads of remote originals and renditions being written. */
  tempDir: string;
  /** TRANSCODE_CONCURRENCY: jobs at once in this instance. */
  concurrency: number;
  log?: WorkerLog;
  /** How long a claimed job stays this worker's without a heartbeat (a killed worker's job waits this long). */
  leaseMs?: number;
  /** How often a running job renews its lease and records its progress. */
  heartbeatMs?: number;
  /** How often to look for jobs queued by other instances or left by stopped workers. */
  pollMs?: number;
  /** Runs of a job before it is marked failed. */
  maxAttempts?: number;
  /** Wait before retry number `attempt` (1 = the first retry). */
  retryDelayMs?: (attempt: number) => number;
  now?: () => number;
}

export interface IngestWorker {
  /** Stops taking jobs, stops ffmpeg, and gives running jobs back to the queue. */
  stop(): Promise<void>;
  /** Resolves when nothing is running and nothing runnable is queued (tests). */
  settled(): Promise<void>;
}

/** A rendition smaller than this share of the original is worth keeping; else the original is already small. */
const WORTH_KEEPING = 0.8;

/** The rendition's store name: made from the original's content name, so naats sharing a file share it. */
export const renditionName = (originalName: string): string =>
  `${originalName.replace(/\.[^.]*$/, '')}.ds.${RENDITION_EXT}`;

const noLog: WorkerLog = { info: () => undefined, warn: () => undefined };

export function startIngestWorker(options: IngestWorkerOptions): IngestWorker {
  const { jobs, store, ffmpeg, tempDir, concurrency } = options;
  const log = options.log ?? noLog;
  const leaseMs = options.leaseMs ?? 60_000;
  const heartbeatMs = options.heartbeatMs ?? Math.max(250, Math.floor(leaseMs / 4));
  const pollMs = options.pollMs ?? 15_000;
  const maxAttempts = options.maxAttempts ?? 3;
  const retryDelayMs = options.retryDelayMs ?? ((attempt: number) => 30_000 * attempt);
  const now = options.now ?? Date.now;
  const owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  // An object, not a let: the flag changes across awaits, which the linter's narrowing cannot see.
  const status = { stopped: false };
  const isStopped = (): boolean => status.stopped;
  let claiming = false;
  const pending = { again: false };
  const wantsAgain = (): boolean => pending.again;
  const running = new Map<number, { abort: AbortController; done: Promise<void> }>();
  let waiters: (() => void)[] = [];

  async function pump(): Promise<void> {
    if (isStopped()) return;
    if (claiming) {
      pending.again = true;
      return;
    }
    claiming = true;
    try {
      do {
        pending.again = false;
        while (!isStopped() && running.size < concurrency) {
          const job = await jobs.claim(owner, now(), leaseMs, maxAttempts);
          if (!job) break;
          const abort = new AbortController();
          const done = run(job, abort.signal).finally(() => {
            running.delete(job.id);
            void pump();
          });
          running.set(job.id, { abort, done });
        }
      } while (wantsAgain() && !isStopped());
    } catch (error) {
      log.warn(`Data saver: could not read the job queue: ${(error as Error).message}`);
    } finally {
      claiming = false;
      if (running.size === 0) {
        const resolve = waiters;
        waiters = [];
        for (const waiter of resolve) waiter();
      }
    }
  }

  async function run(job: AudioJob, signal: AbortSignal): Promise<void> {
    let progress = 0;
    const lease = { lost: false };
    const beat = setInterval(() => {
      jobs
        .heartbeat(job.id, owner, progress, now() + leaseMs, now())
        .then((mine) => {
          if (!mine) lease.lost = true;
        })
        .catch(() => undefined);
    }, heartbeatMs);
    const temps: string[] = [];
    const tempFile = (ext: string) => {
      const file = ownedTempPath(tempDir, `.${ext}`);
      temps.push(file);
      return file;
    };
    try {
      const name = storedName(job.filePath);
      if (name === null) throw new Error('The audio is not in the audio store.');
      const info = await store.stat(name);
      if (!info) throw new Error('The original audio file is missing from the audio store.');
      await mkdir(tempDir, { recursive: true });
      let input = store.localFile(name);
      if (input === null) {
        // A remote store (S3): ffmpeg reads a local copy.
        const body = await store.read(name);
        if (!body) throw new Error('The original audio file is missing from the audio store.');
        input = tempFile(name.slice(name.lastIndexOf('.') + 1));
        await pipeline(body, createWriteStream(input, { mode: 0o600 }));
      }
      let seconds = 0;
      const measured = await measureLoudness(ffmpeg, input, {
        signal,
        onProgress: (done) => {
          if (seconds > 0) progress = Math.min(0.5, (0.5 * done) / seconds);
        },
      });
      seconds = measured.seconds ?? 0;
      progress = 0.5;
      const output = tempFile(RENDITION_EXT);
      await makeRendition(ffmpeg, input, output, measured, {
        signal,
        onProgress: (done) => {
          if (seconds > 0) progress = Math.min(0.99, 0.5 + (0.5 * done) / seconds);
        },
      });
      const size = (await stat(output)).size;
      const keep = size < info.size * WORTH_KEEPING;
      const rendition = renditionName(name);
      if (keep) await store.put(rendition, output, RENDITION_TYPE);
      const renditionKbps = seconds > 0 ? Math.round((size * 8) / 1000 / seconds) : null;
      const finished = await jobs.complete(
        job.id,
        owner,
        {
          loudnessLufs: measured.integrated === null ? null : Math.round(measured.integrated * 10) / 10,
          sourceKbps: measured.kbps,
          renditionPath: keep ? storedPath(rendition) : null,
          renditionKbps: keep ? renditionKbps : null,
        },
        now(),
      );
      // The naat went while ffmpeg worked (its job row with it): the rendition must not outlive it.
      if (!finished && keep && (await jobs.get(job.filePath)) === null) await store.delete(rendition);
      log.info(
        `Data saver: ${name} ready (${measured.integrated ?? 'silent'} LUFS` +
          `${keep ? `, rendition ${renditionKbps} kbps` : ', original already small'})`,
      );
    } catch (error) {
      if (isStopped()) {
        await jobs.release(job.id, owner, now()).catch(() => undefined);
        return;
      }
      if (lease.lost) return;
      const reason = (error as Error).message.split(tempDir).join('');
      const retryAt = job.attempts < maxAttempts ? now() + retryDelayMs(job.attempts) : null;
      log.warn(`Data saver: ${job.filePath} failed (attempt ${job.attempts}): ${reason}`);
      await jobs.fail(job.id, owner, reason, retryAt, now()).catch(() => undefined);
      // A retry that is due at once runs at once; later ones at a poll.
      if (retryAt !== null && retryAt <= now()) setImmediate(() => void pump());
    } finally {
      clearInterval(beat);
      await Promise.all(temps.map((file) => rm(file, { force: true })));
    }
  }

  const unsubscribe = onWake(() => void pump());
  const timer = setInterval(() => void pump(), pollMs);
  timer.unref();
  // Originals that arrived before this version (the demo catalogue, earlier uploads) or whose queueing
  // failed: queued in the background, after start-up.
  let backfillTimer: NodeJS.Timeout | undefined;
  const backfilled = new Promise<void>((resolve) => {
    backfillTimer = setTimeout(() => {
      jobs
        .enqueueMissing(now())
        .then((queued) => {
          if (queued > 0) log.info(`Data saver: ${queued} audio file(s) queued for processing`);
        })
        .catch((error: unknown) => log.warn(`Data saver: could not queue jobs: ${(error as Error).message}`))
        .finally(() => {
          resolve();
          void pump();
        });
    }, 0);
  });

  return {
    async stop() {
      status.stopped = true;
      unsubscribe();
      clearInterval(timer);
      clearTimeout(backfillTimer);
      for (const { abort } of running.values()) abort.abort();
      await Promise.all([...running.values()].map(({ done }) => done.catch(() => undefined)));
    },
    async settled() {
      await backfilled;
      for (;;) {
        await pump();
        if (running.size === 0 && !claiming) {
          const counts = await jobs.counts();
          // Queued jobs waiting for a later retry do not count.
          if (counts.working === 0 && (await jobs.claimable(now())) === 0) return;
        }
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
  };
}
