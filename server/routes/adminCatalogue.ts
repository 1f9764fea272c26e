/**
 * The catalogue-editing admin calls, registered under /api. Every path here is under /api/admin/
 * or is /api/transcribe, so the app-wide guard (server/auth/guard.ts) answers 401 without a live session.
 * Each group of calls is a plugin of its own, so its body parsers (multipart for a naat, tus for a bulk upload)
 * apply to its routes only.
 */
import type { FastifyInstance } from 'fastify';
import { TEMP_PREFIX, sweepTemp } from '../upload/tempOwner';
import type { AdminConfig } from '../adminConfig';
import type { Repositories } from '../db/repositories';
import type { AudioStore } from '../storage/audioStore';
import type { DiskReserve } from '../storage/diskReserve';
import { adminBulkUploadRoutes, sweepAbandonedUploads } from './adminBulkUpload';
import { adminReciterRoutes } from './adminReciters';
import { adminNaatRoutes } from './adminNaats';
import { adminProviderRoutes } from './adminProviders';

/** Temporary files of processes that have died since the start are swept this often. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** Everything the catalogue's admin calls use; each group of calls takes the part it needs. */
export interface AdminCatalogueOptions {
  /** UPLOAD_MAX_BYTES, FETCH_* and the providers (server/adminConfig.ts). */
  admin: AdminConfig;
  /** Where uploads and downloads are received and checked before they enter the audio store. */
  tempDir: string;
  /** Where bulk uploads keep their partial files until the last byte is in (DATA_DIR/bulk-uploads). */
  uploadsDir: string;
  repos: Repositories;
  audioStore: AudioStore;
  imageStore: AudioStore;
  /** Room kept for deletes on a full disk, and the floor an upload must leave (server/storage/diskReserve.ts). */
  disk: DiskReserve;
  /** ffmpeg for measuring uploads by decoding them (server/upload/decodedLength.ts); null: none here. */
  ffmpegPath: string | null;
}

export async function adminCatalogueRoutes(
  app: FastifyInstance,
  options: AdminCatalogueOptions,
): Promise<void> {
  const { admin, tempDir, uploadsDir, repos, audioStore, imageStore, disk, ffmpegPath } = options;

  // Leftover `${TEMP_PREFIX}*` files whose process is gone (server/upload/tempOwner.ts), whatever their
  // age, and abandoned bulk uploads: swept at start and every ten minutes while running.
  const sweep = async () => {
    await sweepTemp(tempDir);
    await sweepAbandonedUploads(uploadsDir);
  };
  await sweep();
  const sweeper = setInterval(() => {
    sweep().catch((error: unknown) => {
      app.log.warn({ err: error }, `Could not sweep ${TEMP_PREFIX} files and abandoned uploads`);
    });
  }, SWEEP_EVERY_MS);
  sweeper.unref();
  app.addHook('onClose', () => clearInterval(sweeper));

  await app.register(adminNaatRoutes, { admin, tempDir, repos, audioStore, imageStore, disk, ffmpegPath });
  await app.register(adminBulkUploadRoutes, {
    admin,
    tempDir,
    uploadsDir,
    repos,
    audioStore,
    disk,
    ffmpegPath,
  });
  await app.register(adminReciterRoutes, { repos, imageStore, disk });
  await app.register(adminProviderRoutes, { admin, tempDir, audioStore, disk });
}
