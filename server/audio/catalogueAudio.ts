import type { Repositories } from '../db/repositories';
import type { Executor } from '../db/schema';
import type { Naat, NaatInput } from '../db/types';
import { type AudioStore, storedName, storedPath } from '../storage/audioStore';
import { type TempAudio, discardTemp, storeAudio } from '../upload/incomingAudio';
import { wakeWorkers } from '../transcode/wake';
import { madeNames } from './ingestWorker';

/**
 * Adding and removing naats together with their audio, the same for every way a naat arrives (admin upload,
 * fetch mode, imports) or leaves. The order makes a crash harmless: the file is stored before its row is
 * inserted, and the row deleted before its file, so a row never points at a missing file; the worst a crash
 * leaves is a stored file no row uses.
 */

/**
 * Stores `temp` and inserts the naat that plays it; the file goes again if the insert fails. `alongside`
 * runs in the insert's transaction (imports complete their journal entry there, server/import/).
 */
export async function createNaatWithAudio(
  repos: Repositories,
  store: AudioStore,
  input: Omit<NaatInput, 'filePath' | 'duration'>,
  temp: TempAudio,
  alongside?: (naat: Naat, trx: Executor) => Promise<void>,
): Promise<Naat> {
  let filePath: string;
  try {
    filePath = await storeAudio(store, temp);
  } finally {
    await discardTemp(temp);
  }
  let naat: Naat;
  try {
    const row = { ...input, filePath, duration: temp.duration };
    naat = alongside
      ? await repos.transaction(async (trx) => {
          const created = await repos.naats.create(row, trx);
          await alongside(created, trx);
          return created;
        })
      : await repos.naats.create(row);
  } catch (error) {
    await deleteUnusedAudio(repos, store, filePath);
    throw error;
  }
  await queueAudioJob(repos, filePath);
  return (await repos.naats.getById(naat.id)) ?? naat;
}

/**
 * Queues the data-saver job of a stored original (server/transcode/worker.ts) once its row exists; external
 * URLs are never processed. A failure here only delays the job: the worker queues missing ones at start.
 */
export async function queueAudioJob(repos: Repositories, filePath: string): Promise<void> {
  if (storedName(filePath) === null) return;
  try {
    if (await repos.audioJobs.enqueue(filePath, Date.now())) wakeWorkers();
  } catch {
    // The naat is saved; the start-up sweep (enqueueMissing) queues its job later.
  }
}

/**
 * Deletes the stored file behind `filePath` only when nothing refers to it any more: no naat plays it (the
 * demo catalogue shares six clips; identical uploads share one file), and it is no rendition another
 * original's job keeps (a naat added before url mode refused rendition names may play one). Its own
 * renditions go with it, each unless a naat plays it. External URLs and paths outside the store are never
 * touched.
 */
export async function deleteUnusedAudio(
  repos: Repositories,
  store: AudioStore,
  filePath: string,
): Promise<boolean> {
  const name = storedName(filePath);
  if (name === null) return false;
  // Counted by the one stored spelling of the name (rows are normalised at write time and by migration 10).
  const played = async (file: string) => (await repos.naats.countByFilePath(storedPath(file))) > 0;
  if (await played(name)) return false;
  if (await repos.audioJobs.isRendition(storedPath(name))) return false;
  // Its data-saver renditions go with it (renditions belong to one original, shared by its naats).
  const job = await repos.audioJobs.remove(storedPath(name));
  for (const rendition of job ? madeNames(job) : []) {
    if (rendition !== name && !(await played(rendition))) await store.delete(rendition);
  }
  await store.delete(name);
  return true;
}

/** Deletes a naat, then its file when no other naat uses it; null when there was no such naat. */
export async function deleteNaatWithAudio(
  repos: Repositories,
  store: AudioStore,
  id: number,
): Promise<Naat | null> {
  const naat = await repos.naats.delete(id);
  if (naat) await deleteUnusedAudio(repos, store, naat.filePath);
  return naat;
}
