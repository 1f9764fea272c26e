import path from 'node:path';
import { setTimeout as setTimeoutPromise } from 'node:timers/promises';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { openDatabase } from './db/database';
import type { AudioJobRepository } from './db/audioJobs';
import { createRepositories, type Repositories } from './db/repositories';
import type { AudioStore } from './storage/audioStore';
import { openAudioStore, openImageStore } from './storage/openAudioStore';
import { createDiskReserve, type DiskReserve } from './storage/diskReserve';
import { releaseTempOwner, sweepTemp } from './upload/tempOwner';
import { registerAdminGuard } from './auth/guard';
import { ensureInitialAdmin } from './auth/initialAdmin';
import { fail, registerErrorHandling } from './http/errors';
import { registerBodyTimeout } from './http/bodyTimeout';
import { registerAdminPriority } from './http/readQueue';
import { registerCompression } from './http/compression';
import { registerSecurityHeaders, securityHeaders } from './http/securityHeaders';
import { audioOrigin } from './storage/audioOrigin';
import { registerStrictJsonBodies } from './http/strictBody';
import { trustProxy } from './http/trustProxy';
import { cleanQuery } from './common/textPolicy';
import { adminCatalogueRoutes } from './routes/adminCatalogue';
import { authRoutes } from './routes/auth';
import { mediaRoutes } from './routes/media';
import { reciterRoutes } from './routes/reciters';
import { naatRoutes } from './routes/naats';
import { lyricsRoutes } from './routes/lyrics';
import { spaRoutes } from './routes/spa';
import { healthRoutes } from './routes/health';
import { sitemapRoutes } from './routes/sitemap';
import { appIcon, ogRoutes } from './routes/og';
import { adminArtworkRoutes } from './routes/adminArtwork';
import { createOgCards } from './og/cards';
import { createDiskCardCache } from './og/cardCache';
import { cardRendererLoads, openCardRenderer } from './og/renderer';
import { seedDemoCatalogue } from './seed/seed';
import { resolveFfmpeg } from './transcode/ffmpegPath';
import { startIngestWorker } from './audio/ingestWorker';

declare module 'fastify' {
  /**
   * Handles on the app's services for tests and tools that inspect a running app. Routes and hooks never
   * read them: each takes what it needs as a plugin option (`app.register(naatRoutes, { repos })`).
   */
  interface FastifyInstance {
    config: Config;
    /** The storage of every entity; see server/db/repositories.ts. */
    repos: Repositories;
    /** Where audio files live; see server/storage/audioStore.ts. */
    audioStore: AudioStore;
    /** Where uploaded artwork lives, beside the audio (server/storage/openAudioStore.ts openImageStore). */
    imageStore: AudioStore;
    /** Room kept for login and deletes on a full disk; see server/storage/diskReserve.ts. */
    diskReserve: DiskReserve;
    /** ffmpeg for measuring uploads by decoding them (server/upload/decodedLength.ts); null: none here. */
    ffmpegPath: string | null;
  }
}

/** How often a released disk reserve is written again when the disk has room for it. */
const RESERVE_CHECK_MS = 10_000;

export interface AppOptions {
  /** Load the demo catalogue into an empty database (default true; DEMO_CATALOGUE=off turns it off too). */
  seed?: boolean;
  /** Clock for sessions and login limits (default Date.now). */
  now?: () => number;
  logger?: FastifyServerOptions['logger'];
  /** How the login limits wait (default a timer). */
  sleep?: (ms: number) => Promise<void>;
}

/** Where uploads and downloads are received and checked before they enter the audio store. */
export const tempDir = (config: Config): string => path.join(config.dataDir, 'tmp');

/**
 * Builds the whole server: error handling and headers first, then storage, then routes (the order of
 * fastify/demo). Tests call this with a temporary DATA_DIR and use `app.inject`.
 */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  // Where `/Audio/<name>` sends listeners when the app does not answer with the bytes itself.
  const mediaOrigin = audioOrigin(config.audioPublicUrl, config.s3);
  const app = Fastify({
    logger: options.logger ?? false,
    // Unknown body fields are an error, not silently dropped (the default removes them).
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        allowUnionTypes: true,
      },
    },
    bodyLimit: 1024 * 1024,
    // A malformed %-escape in the path never reaches the error handler; answer it in the API's own shape.
    frameworkErrors: (error, request, reply) => {
      const message =
        error.code === 'FST_ERR_BAD_URL'
          ? 'The address is not valid: it has a malformed %-escape.'
          : 'The request could not be routed.';
      // The hook is typed generically over every route's reply; this answer is the same for all of them.
      const answer = (reply as unknown as FastifyReply).headers(
        securityHeaders(config.vitalsUrl, mediaOrigin),
      );
      if (request.url.startsWith('/api')) void answer.code(400).send(fail(message));
      else void answer.code(400).type('text/plain; charset=utf-8').send(message);
    },
    // Behind a proxy the client address arrives in X-Forwarded-For, believed only from the proxies named in
    // TRUST_PROXY: from anyone else it could be rotated to dodge the login limits and forge the logs.
    trustProxy: trustProxy(config.trustProxy),
  });
  registerErrorHandling(app);
  registerSecurityHeaders(app, config.vitalsUrl, mediaOrigin);
  registerCompression(app);
  registerStrictJsonBodies(app);
  // Query parameters are search text and numbers: a control character in one counts as a space
  // (server/common/textPolicy.ts), before validation and so before any database call.
  app.addHook('preValidation', (request, _reply, done) => {
    cleanQuery(request.query);
    done();
  });
  registerBodyTimeout(app);
  if (config.adminPriority) registerAdminPriority(app);

  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => setTimeoutPromise(ms).then(() => undefined));
  const temp = tempDir(config);
  const disk = createDiskReserve({
    dataDir: config.dataDir,
    bytes: config.diskReserveBytes,
    keepFile: !config.databaseUrl,
    warn: (message) => app.log.warn(message),
  });
  // Opening SQLite writes its -wal and -shm files: a start on a full disk uses the reserve for them.
  const database = await disk.essential(() =>
    openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize }),
  );
  await disk.restore();
  const restorer = setInterval(() => void disk.restore(), RESERVE_CHECK_MS);
  restorer.unref();
  app.addHook('onClose', () => clearInterval(restorer));
  const repos = createRepositories(database);
  const ffmpegPath = measuringFfmpeg(config, (message) => app.log.warn(message));
  app.addHook('onClose', () => database.close());
  app.addHook('onClose', () => releaseTempOwner(temp));

  let audioStore: AudioStore;
  let imageStore: AudioStore;
  try {
    audioStore = await openAudioStore(config);
    await audioStore.check();
    imageStore = await openImageStore(config);
    await imageStore.check();
    // Copies a crash left beside the audio files (localAudioStore's put across file systems).
    if (audioStore.kind === 'local') await sweepTemp(path.join(config.dataDir, 'audio'), temp);
    // Once across every instance of a shared database: the first admin, then the demo catalogue.
    const store = audioStore;
    await database.startup(async () => {
      await ensureInitialAdmin(repos.users, config.adminPassword, config.dataDir, app.log);
      if ((options.seed ?? true) && config.demoCatalogue) await seedDemoCatalogue(repos, store, temp, now());
    });
  } catch (error) {
    // Close the database before giving up, so a failed start leaves no open handle behind.
    await app.close();
    throw error;
  }
  app.decorate('config', config);
  app.decorate('repos', repos);
  app.decorate('audioStore', audioStore);
  app.decorate('imageStore', imageStore);
  app.decorate('diskReserve', disk);
  app.decorate('ffmpegPath', ffmpegPath);

  registerAdminGuard(app, { sessions: repos.sessions, now });
  startDataSaver(app, config, { jobs: repos.audioJobs, store: audioStore, disk });
  // In the background: the first search waits for it only if it is still loading.
  repos.naats.warmSearch().catch((error: unknown) => app.log.warn({ err: error }, 'Search warm-up failed'));

  const cardsDir = path.join(config.dataDir, 'og-cards');
  const cards = (await cardRendererLoads())
    ? createOgCards(
        () => openCardRenderer(path.join(cardsDir, 'fonts')),
        createDiskCardCache(cardsDir),
        (bytes) => disk.roomFor(bytes),
      )
    : null;
  if (cards === null) app.log.warn('Link-preview cards are off: @resvg/resvg-js does not load here');
  else app.addHook('onClose', () => cards.close());

  // Every group of routes is a plugin given the services it uses, nothing looked up on the app.
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(naatRoutes, { prefix: '/api', repos });
  await app.register(reciterRoutes, { prefix: '/api', repos });
  await app.register(lyricsRoutes, { prefix: '/api', repos });
  await app.register(authRoutes, { prefix: '/api/admin', repos, disk, now, sleep });
  await app.register(adminCatalogueRoutes, {
    prefix: '/api',
    admin: config.admin,
    tempDir: temp,
    uploadsDir: path.join(config.dataDir, 'bulk-uploads'),
    repos,
    audioStore,
    imageStore,
    disk,
    ffmpegPath,
  });
  await app.register(adminArtworkRoutes, { prefix: '/api', repos, imageStore, tempDir: temp });
  await app.register(mediaRoutes, { audioStore, publicUrl: config.audioPublicUrl });
  await app.register(sitemapRoutes, { repos, publicUrl: config.publicUrl, publicHosts: config.publicHosts });
  await app.register(ogRoutes, {
    repos,
    imageStore,
    cards,
    icon: appIcon(config.staticDir),
    appName: config.appName,
  });
  // Last: the built app's files and the not-found handler.
  await app.register(spaRoutes, {
    repos,
    staticDir: config.staticDir,
    appName: config.appName,
    vitalsUrl: config.vitalsUrl,
    publicUrl: config.publicUrl,
    publicHosts: config.publicHosts,
    cards: cards !== null,
  });
  return app;
}

/** The ffmpeg that measures uploads; a bad FFMPEG_PATH stops the start only where the data saver needs it. */
function measuringFfmpeg(config: Config, warn: (message: string) => void): string | null {
  try {
    return resolveFfmpeg(config.ffmpegPath)?.path ?? null;
  } catch (error) {
    warn(`Uploads are measured by their headers only: ${(error as Error).message}`);
    return null;
  }
}

/**
 * The data-saver ingest worker (docs/data-saver.md), when TRANSCODE_CONCURRENCY is above 0. It stops before
 * the database closes. Without any ffmpeg the server still runs: every naat plays its original.
 */
function startDataSaver(
  app: FastifyInstance,
  config: Config,
  { jobs, store, disk }: { jobs: AudioJobRepository; store: AudioStore; disk: DiskReserve },
): void {
  const concurrency = config.transcodeConcurrency;
  if (concurrency <= 0) return;
  const ffmpeg = resolveFfmpeg(config.ffmpegPath);
  if (ffmpeg === null) {
    app.log.warn('Data saver is off: no ffmpeg found (set FFMPEG_PATH or run npm install)');
    return;
  }
  app.log.info(`Data saver: ffmpeg from ${ffmpeg.source} (${ffmpeg.path}), ${concurrency} job(s) at once`);
  const worker = startIngestWorker({
    jobs,
    store,
    ffmpeg: ffmpeg.path,
    tempDir: tempDir(config),
    concurrency,
    disk,
    log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
  });
  app.addHook('preClose', () => worker.stop());
}
