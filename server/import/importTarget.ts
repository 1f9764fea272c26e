import path from 'node:path';
import type { Config } from '../config';
import { deleteUnusedAudio } from '../audio/catalogueAudio';
import { openDatabase } from '../db/database';
import { createRepositories, type Repositories } from '../db/repositories';
import { type AudioStore, storedPath } from '../storage/audioStore';
import { openAudioStore } from '../storage/openAudioStore';
import { type RoomCheck, createDiskReserve } from '../storage/diskReserve';
import { printable } from './printable';
import { resolveFfmpeg } from '../transcode/ffmpegPath';
import { releaseTempOwner, sweepTemp } from '../upload/tempOwner';

/** Where an import writes: the database and audio store the server is configured with. */
export interface ImportTarget {
  repos: Repositories;
  store: AudioStore;
  /** DATA_DIR/tmp, where the server receives uploads too. */
  tempDir: string;
  /** The largest audio file accepted (UPLOAD_MAX_BYTES, as for an admin upload). */
  maxBytes: number;
  /** The server's disk policy (server/storage/diskReserve.ts), asked before each file is written. */
  disk: RoomCheck;
  /** ffmpeg, to measure each file by decoding it as an upload is (null: none on this machine). */
  ffmpeg: string | null;
  now: () => number;
  close(): Promise<void>;
}

/** Opens the configured database (migrating it, as the server does) and audio store. */
export async function openImportTarget(config: Config): Promise<ImportTarget> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: Math.min(config.databasePoolSize, 2),
  });
  try {
    const store = await openAudioStore(config);
    await store.check();
    // What a killed import or server left behind, as the server's start does (server/upload/tempOwner.ts):
    // files whose owner is gone, however fresh. A running server's and import's own files stay.
    const tempDir = path.join(config.dataDir, 'tmp');
    await sweepTemp(tempDir);
    if (store.kind === 'local') await sweepTemp(path.join(config.dataDir, 'audio'), tempDir);
    return {
      repos: createRepositories(database),
      store,
      tempDir,
      maxBytes: config.admin.uploadMaxBytes,
      ffmpeg: resolveFfmpeg(config.ffmpegPath)?.path ?? null,
      // The same policy and reserve as the server beside it: an import never eats the admin's room.
      disk: createDiskReserve({
        dataDir: config.dataDir,
        bytes: config.diskReserveBytes,
        keepFile: !config.databaseUrl,
        warn: (message) => process.stderr.write(`${printable(message)}\n`),
      }),
      now: Date.now,
      close: async () => {
        releaseTempOwner(tempDir);
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * Clears what a killed import left: each pending journal entry's stored file goes unless a naat plays it,
 * then the entry. Returns how many entries there were. Run before an import starts (one import at a time).
 */
export async function recoverPendingImports(target: ImportTarget): Promise<number> {
  const pending = await target.repos.catalogueImports.pending();
  for (const entry of pending) {
    await deleteUnusedAudio(target.repos, target.store, storedPath(entry.storedName));
    await target.repos.catalogueImports.forget(entry.sourceKey);
  }
  return pending.length;
}
