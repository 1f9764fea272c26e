import { type Kysely, sql } from 'kysely';
import type { Executor, Schema } from './schema';

export type AudioJobState = 'queued' | 'working' | 'ready' | 'failed';
/** The Opus rendition's own state; 'not-kept' when it would not be smaller than the original by enough. */
export type OpusState = 'queued' | 'working' | 'ready' | 'failed' | 'not-kept';

/** One stored original's place in the data-saver pipeline (docs/data-saver.md). */
export interface AudioJob {
  id: number;
  filePath: string;
  state: AudioJobState;
  /** Runs started so far (a run cut short by a stopped server counts). */
  attempts: number;
  /** 0..1 while working. */
  progress: number;
  /** Why the last run failed (kept while a retry waits, and when the job has failed for good). */
  error: string | null;
  loudnessLufs: number | null;
  sourceKbps: number | null;
  /** `/Audio/<name>` of the rendition; null until ready, and when the original is already as small. */
  renditionPath: string | null;
  renditionKbps: number | null;
  /**
   * The Opus rendition: 'queued' until a run makes it (with the rest for a new original; by the backfill, at a
   * lower priority, for one processed before Opus existed), 'failed' with `opusError` when ffmpeg could not
   * make it (the AAC rendition stays).
   */
  opusState: OpusState;
  opusAttempts: number;
  opusError: string | null;
  /** `/Audio/<name>` of the WebM and MP4 files, with their bit rates. */
  opusPath: string | null;
  opusKbps: number | null;
  opusMp4Path: string | null;
  opusMp4Kbps: number | null;
}

/** What a run found out about the Opus rendition. */
export interface OpusResult {
  state: 'ready' | 'failed' | 'not-kept';
  error: string | null;
  path: string | null;
  kbps: number | null;
  mp4Path: string | null;
  mp4Kbps: number | null;
}

export interface JobResult {
  loudnessLufs: number | null;
  sourceKbps: number | null;
  renditionPath: string | null;
  renditionKbps: number | null;
  opus: OpusResult;
}

/** How many originals are at each step of the Opus rendition (the admin's backfill progress). */
export type OpusCounts = Record<OpusState, number>;

/**
 * The durable job queue of the ingest pipeline, shared by every server instance. A worker claims a job by
 * setting a lease (owner and time limit) in one conditional UPDATE, so two instances never run the same job;
 * it renews the lease while ffmpeg runs (`heartbeat`). A job whose lease ran out belongs to a worker that was
 * stopped (killed, crashed) and is claimed again, until its attempts are used up.
 */
export interface AudioJobRepository {
  /** Queues the stored original `filePath` unless it already has a job; true when queued now. */
  enqueue(filePath: string, now: number, trx?: Executor): Promise<boolean>;
  /** Queues every stored original (`/Audio/...`) of the catalogue that has no job yet; returns how many. */
  enqueueMissing(now: number, trx?: Executor): Promise<number>;
  /**
   * Takes the oldest runnable job (queued and due, or working with an expired lease) for `owner` until
   * `now + leaseMs`; null when there is none. Jobs left by stopped workers after `maxAttempts` runs are
   * marked failed first.
   */
  claim(owner: string, now: number, leaseMs: number, maxAttempts: number): Promise<AudioJob | null>;
  /** Renews the lease and records progress; false when the job is no longer this owner's. */
  heartbeat(id: number, owner: string, progress: number, leaseUntil: number, now: number): Promise<boolean>;
  /** Marks the job ready with its results; false when the job is no longer this owner's. */
  complete(id: number, owner: string, result: JobResult, now: number): Promise<boolean>;
  /**
   * The backfill: takes the oldest original that is ready but still lacks its Opus rendition (queued and due,
   * or left working by a stopped worker), like `claim`; its `state` stays 'ready', so its AAC rendition keeps
   * playing meanwhile. Runs left by stopped workers after `maxAttempts` are marked failed first.
   */
  claimOpus(owner: string, now: number, leaseMs: number, maxAttempts: number): Promise<AudioJob | null>;
  /** Records a backfill run's Opus rendition; false when the job is no longer this owner's. */
  completeOpus(id: number, owner: string, result: OpusResult, now: number): Promise<boolean>;
  /** A failed backfill run: queued again after `retryAt`, or failed for good (with the reason) when null. */
  failOpus(id: number, owner: string, reason: string, retryAt: number | null, now: number): Promise<boolean>;
  /** Gives a backfill run back unfinished (a graceful stop), the run not counted. */
  releaseOpus(id: number, owner: string, now: number): Promise<void>;
  /** Records a failed run: queued again after `retryAt`, or failed for good when `retryAt` is null. */
  fail(id: number, owner: string, reason: string, retryAt: number | null, now: number): Promise<boolean>;
  /** Gives a job back unfinished (a graceful stop): queued again, the run not counted. */
  release(id: number, owner: string, now: number): Promise<void>;
  get(filePath: string, trx?: Executor): Promise<AudioJob | null>;
  /** Removes the job of an original no naat plays any more; returns it (its rendition is to be deleted). */
  remove(filePath: string, trx?: Executor): Promise<AudioJob | null>;
  /** Whether `filePath` is a rendition (AAC or Opus) some original's job made and keeps. */
  isRendition(filePath: string, trx?: Executor): Promise<boolean>;
  /** How many jobs could be claimed at `now` (queued and due, or left by a stopped worker), backfill included. */
  claimable(now: number): Promise<number>;
  /** Counts by state (admin, tests). */
  counts(trx?: Executor): Promise<Record<AudioJobState, number>>;
  /** Counts by Opus state of the originals whose job is ready (the backfill's progress in the admin). */
  opusCounts(trx?: Executor): Promise<OpusCounts>;
}

interface JobRow {
  id: number;
  filePath: string;
  state: string;
  attempts: number;
  progress: number;
  error: string | null;
  loudnessLufs: number | null;
  sourceKbps: number | null;
  renditionPath: string | null;
  renditionKbps: number | null;
  opusState: string;
  opusAttempts: number;
  opusError: string | null;
  opusPath: string | null;
  opusKbps: number | null;
  opusMp4Path: string | null;
  opusMp4Kbps: number | null;
}

const COLUMNS = sql`id, file_path AS "filePath", state, attempts, progress, error, loudness_lufs AS "loudnessLufs",
  source_kbps AS "sourceKbps", rendition_path AS "renditionPath", rendition_kbps AS "renditionKbps",
  opus_state AS "opusState", opus_attempts AS "opusAttempts", opus_error AS "opusError", opus_path AS "opusPath",
  opus_kbps AS "opusKbps", opus_mp4_path AS "opusMp4Path", opus_mp4_kbps AS "opusMp4Kbps"`;

const opusColumns = (result: OpusResult) => ({
  opus_state: result.state,
  opus_error: result.error === null ? null : result.error.slice(0, 500),
  opus_path: result.path,
  opus_kbps: result.kbps,
  opus_mp4_path: result.mp4Path,
  opus_mp4_kbps: result.mp4Kbps,
});

const toJob = (row: JobRow): AudioJob => ({
  id: row.id,
  filePath: row.filePath,
  state: row.state as AudioJobState,
  attempts: row.attempts,
  progress: row.progress,
  error: row.error,
  loudnessLufs: row.loudnessLufs,
  sourceKbps: row.sourceKbps,
  renditionPath: row.renditionPath,
  renditionKbps: row.renditionKbps,
  opusState: row.opusState as OpusState,
  opusAttempts: row.opusAttempts,
  opusError: row.opusError,
  opusPath: row.opusPath,
  opusKbps: row.opusKbps,
  opusMp4Path: row.opusMp4Path,
  opusMp4Kbps: row.opusMp4Kbps,
});

export function createAudioJobRepository(db: Kysely<Schema>): AudioJobRepository {
  return {
    async enqueue(filePath, now, trx = db) {
      const result = await trx
        .insertInto('audio_jobs')
        .values({
          file_path: filePath,
          error: null,
          lease_owner: null,
          lease_until: null,
          loudness_lufs: null,
          source_kbps: null,
          rendition_path: null,
          rendition_kbps: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.column('file_path').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async enqueueMissing(now, trx = db) {
      const result = await sql`INSERT INTO audio_jobs (file_path, created_at, updated_at)
        SELECT DISTINCT n.file_path, CAST(${now} AS BIGINT), CAST(${now} AS BIGINT) FROM naats n
        WHERE n.file_path LIKE '/Audio/%'
          AND NOT EXISTS (SELECT 1 FROM audio_jobs j WHERE j.file_path = n.file_path)
        ON CONFLICT (file_path) DO NOTHING`.execute(trx);
      return Number(result.numAffectedRows ?? 0);
    },

    async claim(owner, now, leaseMs, maxAttempts) {
      await sql`UPDATE audio_jobs SET state = 'failed', lease_owner = NULL, lease_until = NULL, updated_at = ${now},
          error = ${`The server stopped during each of ${maxAttempts} attempts.`}
        WHERE state = 'working' AND lease_until < ${now} AND attempts >= ${maxAttempts}`.execute(db);
      // The condition is checked again by the UPDATE itself, so when two instances pick the same row only one
      // of them changes it (PostgreSQL re-reads a row it waited for; SQLite has one writer at a time).
      const runnable = sql`((state = 'queued' AND run_after <= ${now}) OR (state = 'working' AND lease_until < ${now}))`;
      for (let tries = 0; tries < 3; tries += 1) {
        const { rows } = await sql<JobRow>`UPDATE audio_jobs SET state = 'working', lease_owner = ${owner},
            lease_until = ${now + leaseMs}, attempts = attempts + 1, progress = 0, updated_at = ${now}
          WHERE id = (SELECT id FROM audio_jobs WHERE ${runnable} ORDER BY id LIMIT 1) AND ${runnable}
          RETURNING ${COLUMNS}`.execute(db);
        if (rows[0]) return toJob(rows[0]);
        const { rows: left } = await sql<{
          id: number;
        }>`SELECT id FROM audio_jobs WHERE ${runnable} LIMIT 1`.execute(db);
        if (left.length === 0) return null;
      }
      return null;
    },

    async heartbeat(id, owner, progress, leaseUntil, now) {
      const result = await db
        .updateTable('audio_jobs')
        .set({ progress, lease_until: leaseUntil, updated_at: now })
        .where('id', '=', id)
        // Only a running job holds a lease: a full run (state 'working') or a backfill run (opus 'working').
        .where('lease_owner', '=', owner)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async complete(id, owner, result, now) {
      const updated = await db
        .updateTable('audio_jobs')
        .set({
          state: 'ready',
          progress: 1,
          error: null,
          lease_owner: null,
          lease_until: null,
          loudness_lufs: result.loudnessLufs,
          source_kbps: result.sourceKbps,
          rendition_path: result.renditionPath,
          rendition_kbps: result.renditionKbps,
          ...opusColumns(result.opus),
          updated_at: now,
        })
        .where('id', '=', id)
        .where('lease_owner', '=', owner)
        .where('state', '=', 'working')
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    async claimOpus(owner, now, leaseMs, maxAttempts) {
      await sql`UPDATE audio_jobs SET opus_state = 'failed', lease_owner = NULL, lease_until = NULL, progress = 1,
          updated_at = ${now}, opus_error = ${`The server stopped during each of ${maxAttempts} attempts.`}
        WHERE state = 'ready' AND opus_state = 'working' AND lease_until < ${now}
          AND opus_attempts >= ${maxAttempts}`.execute(db);
      const runnable = sql`(state = 'ready' AND ((opus_state = 'queued' AND opus_run_after <= ${now})
        OR (opus_state = 'working' AND lease_until < ${now})))`;
      for (let tries = 0; tries < 3; tries += 1) {
        const { rows } =
          await sql<JobRow>`UPDATE audio_jobs SET opus_state = 'working', lease_owner = ${owner},
            lease_until = ${now + leaseMs}, opus_attempts = opus_attempts + 1, progress = 0, updated_at = ${now}
          WHERE id = (SELECT id FROM audio_jobs WHERE ${runnable} ORDER BY id LIMIT 1) AND ${runnable}
          RETURNING ${COLUMNS}`.execute(db);
        if (rows[0]) return toJob(rows[0]);
        const { rows: left } = await sql<{
          id: number;
        }>`SELECT id FROM audio_jobs WHERE ${runnable} LIMIT 1`.execute(db);
        if (left.length === 0) return null;
      }
      return null;
    },

    async completeOpus(id, owner, result, now) {
      const updated = await db
        .updateTable('audio_jobs')
        .set({ ...opusColumns(result), progress: 1, lease_owner: null, lease_until: null, updated_at: now })
        .where('id', '=', id)
        .where('lease_owner', '=', owner)
        .where('opus_state', '=', 'working')
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    async failOpus(id, owner, reason, retryAt, now) {
      const updated = await db
        .updateTable('audio_jobs')
        .set({
          opus_state: retryAt === null ? 'failed' : 'queued',
          opus_run_after: retryAt ?? 0,
          opus_error: reason.slice(0, 500),
          progress: 1,
          lease_owner: null,
          lease_until: null,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('lease_owner', '=', owner)
        .where('opus_state', '=', 'working')
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    async releaseOpus(id, owner, now) {
      await sql`UPDATE audio_jobs SET opus_state = 'queued', opus_attempts = opus_attempts - 1, progress = 1,
          lease_owner = NULL, lease_until = NULL, updated_at = ${now}
        WHERE id = ${id} AND lease_owner = ${owner} AND opus_state = 'working'`.execute(db);
    },

    async fail(id, owner, reason, retryAt, now) {
      const updated = await db
        .updateTable('audio_jobs')
        .set({
          state: retryAt === null ? 'failed' : 'queued',
          run_after: retryAt ?? 0,
          error: reason.slice(0, 500),
          lease_owner: null,
          lease_until: null,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('lease_owner', '=', owner)
        .where('state', '=', 'working')
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    async release(id, owner, now) {
      await sql`UPDATE audio_jobs SET state = 'queued', attempts = attempts - 1, progress = 0, lease_owner = NULL,
          lease_until = NULL, updated_at = ${now}
        WHERE id = ${id} AND lease_owner = ${owner} AND state = 'working'`.execute(db);
    },

    async get(filePath, trx = db) {
      const { rows } =
        await sql<JobRow>`SELECT ${COLUMNS} FROM audio_jobs WHERE file_path = ${filePath}`.execute(trx);
      return rows[0] ? toJob(rows[0]) : null;
    },

    async isRendition(filePath, trx = db) {
      const { rows } = await sql<{ one: number }>`SELECT 1 AS one FROM audio_jobs
        WHERE rendition_path = ${filePath} OR opus_path = ${filePath} OR opus_mp4_path = ${filePath}
        LIMIT 1`.execute(trx);
      return rows.length > 0;
    },

    async remove(filePath, trx = db) {
      const { rows } = await sql<JobRow>`DELETE FROM audio_jobs WHERE file_path = ${filePath}
        RETURNING ${COLUMNS}`.execute(trx);
      return rows[0] ? toJob(rows[0]) : null;
    },

    async claimable(now) {
      const { rows } = await sql<{ total: number | string }>`SELECT count(*) AS total FROM audio_jobs
        WHERE (state = 'queued' AND run_after <= ${now}) OR (state = 'working' AND lease_until < ${now})
          OR (state = 'ready' AND ((opus_state = 'queued' AND opus_run_after <= ${now})
            OR (opus_state = 'working' AND lease_until < ${now})))`.execute(db);
      return Number(rows[0]?.total ?? 0);
    },

    async counts(trx = db) {
      const { rows } = await sql<{ state: string; total: number | string }>`SELECT state, count(*) AS total
        FROM audio_jobs GROUP BY state`.execute(trx);
      const counts: Record<AudioJobState, number> = { queued: 0, working: 0, ready: 0, failed: 0 };
      for (const row of rows) counts[row.state as AudioJobState] = Number(row.total);
      return counts;
    },

    async opusCounts(trx = db) {
      const { rows } = await sql<{ state: string; total: number | string }>`SELECT opus_state AS state,
          count(*) AS total FROM audio_jobs WHERE state = 'ready' GROUP BY opus_state`.execute(trx);
      const counts: OpusCounts = { queued: 0, working: 0, ready: 0, failed: 0, 'not-kept': 0 };
      for (const row of rows) counts[row.state as OpusState] = Number(row.total);
      return counts;
    },
  };
}
