/**
 * The ingest worker: takes data-saver jobs from the durable queue (server/db/audioJobs.ts), measures the
 * original's loudness and makes its renditions with ffmpeg (server/transcode/ffmpeg.ts): AAC, and Opus in
 * WebM and MP4. They go into the audio store next to the original, so they are served like every audio file
 * (local folder or S3). When no new original waits, it makes the Opus rendition of originals processed before
 * Opus existed (the backfill), one at a time, at the lowest CPU priority. At most `concurrency` jobs run at
 * once per instance; ffmpeg runs in child processes, so the API never waits.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { pipeline } from 'node:stream/promises';
import type { AudioJob, AudioJobRepository, OpusResult } from '../db/audioJobs';
import { type AudioStore, contentTypeOf, storedName, storedPath } from '../storage/audioStore';
import { ownedTempPath } from '../upload/tempOwner';
import { isStorageFull } from '../common/storageFull';
import { type DiskReserve, diskFullReason } from '../storage/diskReserve';
import {
  type Loudness,
  OPUS_MP4_EXT,
  OPUS_WEBM_EXT,
  RENDITION_EXT,
  RENDITION_KBPS,
  makeOpusRendition,
  makeRendition,
  measureLoudness,
  opusKbps,
  remuxOpusToMp4,
} from '../transcode/ffmpeg';
import { onWake } from '../transcode/wake';
import { opusNames, renditionName } from '../transcode/renditionNames';

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
  /**
   * The disk policy (server/storage/diskReserve.ts): asked for room before each scratch file is written, and
   * told when they are gone. Without it (tests of the queue alone) the worker writes unasked.
   */
  disk?: Pick<DiskReserve, 'ensureRoom' | 'restore'>;
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

/** ffmpeg's CPU priority for new originals, and for the backfill (which must never slow anything else down). */
const JOB_NICENESS = 10;
const BACKFILL_NICENESS = 19;

export { opusNames, renditionName } from '../transcode/renditionNames';

/** Every store name a job may have made for an original (deleted with it). */
export const madeNames = (job: Pick<AudioJob, 'renditionPath' | 'opusPath' | 'opusMp4Path'>): string[] =>
  [job.renditionPath, job.opusPath, job.opusMp4Path]
    .map((path) => (path === null ? null : storedName(path)))
    .filter((name): name is string => name !== null);

/**
 * Bytes a rendition of `kbps` is expected to take for `seconds` of audio (the duration times the target bit
 * rate), with a tenth more and 256 KB for its container.
 */
export const expectedBytes = (kbps: number, seconds: number): number =>
  Math.ceil((kbps * 1000 * seconds * 1.1) / 8) + 256 * 1024;

const kbpsOf = (bytes: number, seconds: number): number | null =>
  seconds > 0 ? Math.round((bytes * 8) / 1000 / seconds) : null;

const noLog: WorkerLog = { info: () => undefined, warn: () => undefined };

const NO_OPUS: OpusResult = {
  state: 'failed',
  error: null,
  path: null,
  kbps: null,
  mp4Path: null,
  mp4Kbps: null,
};

const describeOpus = (opus: OpusResult): string =>
  opus.state === 'ready'
    ? `${opus.kbps ?? '?'} kbps`
    : opus.state === 'not-kept'
      ? 'not kept'
      : `failed: ${opus.error ?? ''}`;

export function startIngestWorker(options: IngestWorkerOptions): IngestWorker {
  const { jobs, store, ffmpeg, tempDir, concurrency, disk } = options;
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
  const running = new Map<number, { abort: AbortController; done: Promise<void>; backfill: boolean }>();
  /** Backfill runs stopped to make way for a new original: given back to the queue, not counted. */
  const preempted = new Set<number>();
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
        for (;;) {
          if (isStopped()) break;
          // A new original never waits for the backfill: a backfill run in its slot is stopped and queued again.
          const full = running.size >= concurrency;
          const yielding = full
            ? [...running].find(([id, entry]) => entry.backfill && !preempted.has(id))
            : undefined;
          if (full && !yielding) break;
          const job = await jobs.claim(owner, now(), leaseMs, maxAttempts);
          if (yielding) {
            if (!job) break;
            preempted.add(yielding[0]);
            yielding[1].abort.abort();
          }
          // The backfill takes one slot, and only when no new original waits: it must never delay one.
          const backfill =
            job === null && running.size === 0
              ? await jobs.claimOpus(owner, now(), leaseMs, maxAttempts)
              : null;
          const claimed = job ?? backfill;
          if (!claimed) break;
          const abort = new AbortController();
          const work = job ? run(claimed, abort.signal) : runOpus(claimed, abort.signal);
          const done = work.finally(() => {
            running.delete(claimed.id);
            void pump();
          });
          running.set(claimed.id, { abort, done, backfill: job === null });
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

  /**
   * One run's scratch files in DATA_DIR/tmp: `write` fills a new temporary file of about `bytes`. Every file a
   * job writes (the local copy of a remote original, each rendition) goes through here, so a check for room
   * before writing belongs here, once. All of them are removed when the run ends.
   */
  interface Scratch {
    write(ext: string, bytes: number, write: (file: string) => Promise<void>): Promise<string>;
    clear(): Promise<void>;
  }
  const scratch = (): Scratch => {
    const files: string[] = [];
    return {
      async write(ext, bytes, write) {
        await disk?.ensureRoom(bytes, `the data-saver's .${ext} file`);
        await mkdir(tempDir, { recursive: true });
        const file = ownedTempPath(tempDir, `.${ext}`);
        files.push(file);
        await write(file);
        return file;
      },
      async clear() {
        await Promise.all(files.splice(0).map((file) => rm(file, { force: true })));
        // The room those files took may be what the disk reserve was waiting for.
        await disk?.restore();
      },
    };
  };

  /** The original as a local file for ffmpeg: the store's own, or a copy of a remote (S3) one. */
  async function localOriginal(name: string, files: Scratch): Promise<{ input: string; size: number }> {
    const info = await store.stat(name);
    if (!info) throw new Error('The original audio file is missing from the audio store.');
    const local = store.localFile(name);
    if (local !== null) return { input: local, size: info.size };
    const body = await store.read(name);
    if (!body) throw new Error('The original audio file is missing from the audio store.');
    const input = await files.write(name.slice(name.lastIndexOf('.') + 1), info.size, (file) =>
      pipeline(body, createWriteStream(file, { mode: 0o600 })),
    );
    return { input, size: info.size };
  }

  /**
   * Makes the Opus rendition (WebM, then the same stream copied into MP4) and stores what is worth keeping.
   * ffmpeg failing here is the answer for this original ('failed' with its reason; the AAC rendition stays),
   * unless the run is being stopped.
   */
  async function makeOpus(
    name: string,
    input: string,
    originalSize: number,
    measured: Loudness,
    files: Scratch,
    run: { signal: AbortSignal; niceness: number; progress: (share: number) => void },
  ): Promise<OpusResult> {
    const seconds = measured.seconds ?? 0;
    const names = opusNames(name);
    const kbps = opusKbps(measured);
    let webm: string;
    try {
      webm = await files.write(OPUS_WEBM_EXT, expectedBytes(kbps, seconds), (output) =>
        makeOpusRendition(ffmpeg, input, output, measured, {
          signal: run.signal,
          niceness: run.niceness,
          onProgress: (done) => {
            if (seconds > 0) run.progress(Math.min(0.95, done / seconds));
          },
        }),
      );
    } catch (error) {
      if (run.signal.aborted) throw error;
      return { ...NO_OPUS, state: 'failed', error: failureReason(error) };
    }
    const webmSize = (await stat(webm)).size;
    if (webmSize >= originalSize * WORTH_KEEPING) return { ...NO_OPUS, state: 'not-kept' };
    // The MP4 copy is for Safari; without it the WebM still serves the browsers that play it.
    let mp4: string | null = null;
    try {
      mp4 = await files.write(OPUS_MP4_EXT, webmSize, (output) =>
        remuxOpusToMp4(ffmpeg, webm, output, { signal: run.signal, niceness: run.niceness }),
      );
    } catch (error) {
      if (run.signal.aborted) throw error;
      log.warn(`Data saver: ${name} has no Opus MP4: ${(error as Error).message.split(tempDir).join('')}`);
    }
    const mp4Size = mp4 === null ? 0 : (await stat(mp4)).size;
    await store.put(names.webm, webm, contentTypeOf(names.webm));
    if (mp4 !== null) await store.put(names.mp4, mp4, contentTypeOf(names.mp4));
    return {
      state: 'ready',
      error: null,
      path: storedPath(names.webm),
      kbps: kbpsOf(webmSize, seconds),
      mp4Path: mp4 === null ? null : storedPath(names.mp4),
      mp4Kbps: mp4 === null ? null : kbpsOf(mp4Size, seconds),
    };
  }

  /** Renews the lease and records progress while a run lasts; `lost` turns true when the job is not ours. */
  function keepLease(job: AudioJob) {
    const state = { progress: 0, lost: false };
    const beat = setInterval(() => {
      jobs
        .heartbeat(job.id, owner, state.progress, now() + leaseMs, now())
        .then((mine) => {
          if (!mine) state.lost = true;
        })
        .catch(() => undefined);
    }, heartbeatMs);
    return { state, stop: () => clearInterval(beat) };
  }

  /** A new original: loudness, the AAC rendition, the Opus rendition. */
  async function run(job: AudioJob, signal: AbortSignal): Promise<void> {
    const lease = keepLease(job);
    const files = scratch();
    const made: string[] = [];
    try {
      const name = storedName(job.filePath);
      if (name === null) throw new Error('The audio is not in the audio store.');
      const { input, size } = await localOriginal(name, files);
      let seconds = 0;
      const measured = await measureLoudness(ffmpeg, input, {
        signal,
        niceness: JOB_NICENESS,
        onProgress: (done) => {
          if (seconds > 0) lease.state.progress = Math.min(0.3, (0.3 * done) / seconds);
        },
      });
      seconds = measured.seconds ?? 0;
      lease.state.progress = 0.3;
      const output = await files.write(RENDITION_EXT, expectedBytes(RENDITION_KBPS, seconds), (file) =>
        makeRendition(ffmpeg, input, file, measured, {
          signal,
          niceness: JOB_NICENESS,
          onProgress: (done) => {
            if (seconds > 0) lease.state.progress = Math.min(0.65, 0.3 + (0.35 * done) / seconds);
          },
        }),
      );
      const aacSize = (await stat(output)).size;
      const keep = aacSize < size * WORTH_KEEPING;
      const rendition = renditionName(name);
      if (keep) {
        await store.put(rendition, output, contentTypeOf(rendition));
        made.push(rendition);
      }
      const opus = await makeOpus(name, input, size, measured, files, {
        signal,
        niceness: JOB_NICENESS,
        progress: (share) => (lease.state.progress = 0.65 + 0.34 * share),
      });
      made.push(...madeNames({ renditionPath: null, opusPath: opus.path, opusMp4Path: opus.mp4Path }));
      const renditionKbps = kbpsOf(aacSize, seconds);
      const finished = await jobs.complete(
        job.id,
        owner,
        {
          loudnessLufs: measured.integrated === null ? null : Math.round(measured.integrated * 10) / 10,
          sourceKbps: measured.kbps,
          renditionPath: keep ? storedPath(rendition) : null,
          renditionKbps: keep ? renditionKbps : null,
          opus,
        },
        now(),
      );
      // The naat went while ffmpeg worked (its job row with it): the renditions must not outlive it.
      if (!finished && (await jobs.get(job.filePath)) === null) await deleteAll(made);
      log.info(
        `Data saver: ${name} ready (${measured.integrated ?? 'silent'} LUFS` +
          `${keep ? `, AAC ${renditionKbps} kbps` : ', AAC not kept'}, Opus ${describeOpus(opus)})`,
      );
    } catch (error) {
      if (isStopped()) {
        await jobs.release(job.id, owner, now()).catch(() => undefined);
        return;
      }
      if (lease.state.lost) return;
      // The scratch files go before the failure is written: on a full disk they hold the room it needs.
      await files.clear();
      const reason = failureReason(error);
      const retryAt = job.attempts < maxAttempts ? now() + retryDelayMs(job.attempts) : null;
      log.warn(`Data saver: ${job.filePath} failed (attempt ${job.attempts}): ${reason}`);
      await jobs
        .fail(job.id, owner, reason, retryAt, now())
        .catch((failed: unknown) => log.warn(`Data saver: could not record the failure: ${String(failed)}`));
      // A retry that is due at once runs at once; later ones at a poll.
      if (retryAt !== null && retryAt <= now()) setImmediate(() => void pump());
    } finally {
      lease.stop();
      await files.clear();
    }
  }

  /** The backfill: the Opus rendition of an original processed before Opus existed (its AAC one stays). */
  async function runOpus(job: AudioJob, signal: AbortSignal): Promise<void> {
    const lease = keepLease(job);
    const files = scratch();
    try {
      const name = storedName(job.filePath);
      if (name === null) throw new Error('The audio is not in the audio store.');
      const { input, size } = await localOriginal(name, files);
      // The loudness is measured again: the second loudnorm pass needs every value of the first, and only
      // the integrated loudness was kept.
      let seconds = 0;
      const measured = await measureLoudness(ffmpeg, input, {
        signal,
        niceness: BACKFILL_NICENESS,
        onProgress: (done) => {
          if (seconds > 0) lease.state.progress = Math.min(0.3, (0.3 * done) / seconds);
        },
      });
      seconds = measured.seconds ?? 0;
      const opus = await makeOpus(name, input, size, measured, files, {
        signal,
        niceness: BACKFILL_NICENESS,
        progress: (share) => (lease.state.progress = 0.3 + 0.69 * share),
      });
      const finished = await jobs.completeOpus(job.id, owner, opus, now());
      if (!finished && (await jobs.get(job.filePath)) === null) {
        await deleteAll(madeNames({ renditionPath: null, opusPath: opus.path, opusMp4Path: opus.mp4Path }));
      }
      log.info(`Data saver: ${name} Opus ${describeOpus(opus)} (backfill)`);
    } catch (error) {
      if (isStopped() || preempted.delete(job.id)) {
        await jobs.releaseOpus(job.id, owner, now()).catch(() => undefined);
        return;
      }
      if (lease.state.lost) return;
      await files.clear();
      const reason = failureReason(error);
      const retryAt = job.opusAttempts < maxAttempts ? now() + retryDelayMs(job.opusAttempts) : null;
      log.warn(`Data saver: Opus of ${job.filePath} failed (attempt ${job.opusAttempts}): ${reason}`);
      await jobs
        .failOpus(job.id, owner, reason, retryAt, now())
        .catch((failed: unknown) => log.warn(`Data saver: could not record the failure: ${String(failed)}`));
      if (retryAt !== null && retryAt <= now()) setImmediate(() => void pump());
    } finally {
      preempted.delete(job.id);
      lease.stop();
      await files.clear();
    }
  }

  /** The reason recorded for the admin: a full disk named as such, never a temporary path. */
  function failureReason(error: unknown): string {
    if (isStorageFull(error)) return diskFullReason(error);
    return (error as Error).message.split(tempDir).join('');
  }

  const deleteAll = (names: string[]) => Promise.all(names.map((name) => store.delete(name)));

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
          const opus = await jobs.opusCounts();
          // Queued jobs waiting for a later retry do not count.
          if (counts.working === 0 && opus.working === 0 && (await jobs.claimable(now())) === 0) return;
        }
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
  };
}
