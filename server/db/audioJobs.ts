import { type Kysely, sql } from 'kysely';
import type { Executor, Schema } from './schema';

export type AudioJobState = 'queued' | 'working' | 'ready' | 'failed';

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
}

export interface JobResult {
  loudnessLufs: number | null;
  sourceKbps: number | null;
  renditionPath: string | null;
  renditionKbps: number | null;
}

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
  /** Records a failed run: queued again after `retryAt`, or failed for good when `retryAt` is null. */
  fail(id: number, owner: string, reason: string, retryAt: number | null, now: number): Promise<boolean>;
  /** Gives a job back unfinished (a graceful stop): queued again, the run not counted. */
  release(id: number, owner: string, now: number): Promise<void>;
  get(filePath: string, trx?: Executor): Promise<AudioJob | null>;
  /** Removes the job of an original no naat plays any more; returns it (its rendition is to be deleted). */
  remove(filePath: string, trx?: Executor): Promise<AudioJob | null>;
  /** How many jobs could be claimed at `now` (queued and due, or left by a stopped worker). */
  claimable(now: number): Promise<number>;
  /** Counts by state (admin, tests). */
  counts(trx?: Executor): Promise<Record<AudioJobState, number>>;
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
}

const COLUMNS = sql`id, file_path AS "filePath", state, attempts, progress, error, loudness_lufs AS "loudnessLufs",
  source_kbps AS "sourceKbps", rendition_path AS "renditionPath", rendition_kbps AS "renditionKbps"`;

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
        .where('lease_owner', '=', owner)
        .where('state', '=', 'working')
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
          updated_at: now,
        })
        .where('id', '=', id)
        .where('lease_owner', '=', owner)
        .where('state', '=', 'working')
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
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

    async remove(filePath, trx = db) {
      const { rows } = await sql<JobRow>`DELETE FROM audio_jobs WHERE file_path = ${filePath}
        RETURNING ${COLUMNS}`.execute(trx);
      return rows[0] ? toJob(rows[0]) : null;
    },

    async claimable(now) {
      const { rows } = await sql<{ total: number | string }>`SELECT count(*) AS total FROM audio_jobs
        WHERE (state = 'queued' AND run_after <= ${now}) OR (state = 'working' AND lease_until < ${now})`.execute(
        db,
      );
      return Number(rows[0]?.total ?? 0);
    },

    async counts(trx = db) {
      const { rows } = await sql<{ state: string; total: number | string }>`SELECT state, count(*) AS total
        FROM audio_jobs GROUP BY state`.execute(trx);
      const counts: Record<AudioJobState, number> = { queued: 0, working: 0, ready: 0, failed: 0 };
      for (const row of rows) counts[row.state as AudioJobState] = Number(row.total);
      return counts;
    },
  };
}
