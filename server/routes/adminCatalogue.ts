/**
 * The catalogue-editing admin calls, registered under /api. Every path here is under /api/admin/
 * or is /api/transcribe, so the app-wide guard (server/auth/guard.ts) answers 401 without a live session.
 * Registered as an encapsulated plugin so its multipart parser applies to these routes only.
 */
import type { FastifyInstance } from 'fastify';
import { TEMP_PREFIX, sweepTemp } from '../upload/tempOwner';
import { readAdminConfig, type AdminConfig } from '../adminConfig';
import { adminBulkUploadRoutes, sweepAbandonedUploads } from './adminBulkUpload';
import { adminNaatKhawanRoutes } from './adminNaatKhawans';
import { adminNaatRoutes } from './adminNaats';
import { adminProviderRoutes } from './adminProviders';

/** Temporary files of processes that have died since the start are swept this often. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export interface AdminCatalogueOptions {
  /** Where uploads and downloads are received and checked before they enter the audio store. */
  tempDir: string;
  /** Where bulk uploads keep their partial files until the last byte is in (DATA_DIR/bulk-uploads). */
  uploadsDir: string;
  /** Defaults to the environment's settings (server/adminConfig.ts). */
  admin?: AdminConfig;
}

export async function adminCatalogueRoutes(
  app: FastifyInstance,
  options: AdminCatalogueOptions,
): Promise<void> {
  const config = options.admin ?? readAdminConfig();
  const { tempDir, uploadsDir } = options;

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

  await adminNaatRoutes(app, { config, tempDir });
  await adminBulkUploadRoutes(app, { config, tempDir, uploadsDir });
  adminNaatKhawanRoutes(app);
  adminProviderRoutes(app, { config, tempDir });
}
