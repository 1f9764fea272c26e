import path from 'node:path';
import { setTimeout as setTimeoutPromise } from 'node:timers/promises';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { openDatabase } from './db/database';
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
import { cleanQuery } from './http/textPolicy';
import { adminCatalogueRoutes } from './routes/adminCatalogue';
import { authRoutes } from './routes/auth';
import { mediaRoutes } from './routes/media';
import { naatKhawanRoutes } from './routes/naatkhawans';
import { naatRoutes } from './routes/naats';
import { lyricsRoutes } from './routes/lyrics';
import { isAppNavigation, registerApiOffStaticFiles, spaRoutes } from './routes/spa';
import { sitemapRoutes } from './routes/sitemap';
import { appIcon, ogRoutes } from './routes/og';
import { adminArtworkRoutes } from './routes/adminArtwork';
import { createOgCards, type OgCards } from './og/cards';
import { createDiskCardCache } from './og/cardCache';
import { cardRendererLoads, openCardRenderer } from './og/renderer';
import { seedDemoCatalogue } from './seed/seed';
import { resolveFfmpeg } from './transcode/ffmpegPath';
import { startIngestWorker } from './transcode/worker';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The storage of every entity; see server/db/repositories.ts. */
    repos: Repositories;
    /** Where audio files live; see server/storage/audioStore.ts. */
    audioStore: AudioStore;
    /** Where uploaded artwork lives, beside the audio (server/storage/openAudioStore.ts openImageStore). */
    imageStore: AudioStore;
    /** Epoch milliseconds; tests inject a clock to expire sessions. */
    now: () => number;
    /** Waits; the login limits slow attempts down with it (tests record the waits instead). */
    sleep: (ms: number) => Promise<void>;
    /** The og:image cards (server/og/); null when the renderer cannot load on this platform. */
    ogCards: OgCards | null;
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
  const mediaOrigin = audioOrigin(config.audioPublicUrl ?? null, config.s3 ?? null);
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
        securityHeaders(config.vitalsUrl ?? null, mediaOrigin),
      );
      if (request.url.startsWith('/api')) void answer.code(400).send(fail(message));
      else void answer.code(400).type('text/plain; charset=utf-8').send(message);
    },
    // Behind a proxy the client address arrives in X-Forwarded-For, believed only from the proxies named in
    // TRUST_PROXY: from anyone else it could be rotated to dodge the login limits and forge the logs.
    trustProxy: trustProxy(config.trustProxy ?? []),
  });
  registerErrorHandling(app);
  registerSecurityHeaders(app, config.vitalsUrl ?? null, mediaOrigin);
  registerCompression(app);
  registerStrictJsonBodies(app);
  // Query parameters are search text and numbers: a control character in one counts as a space
  // (server/http/textPolicy.ts), before validation and so before any database call.
  app.addHook('preValidation', (request, _reply, done) => {
    cleanQuery(request.query);
    done();
  });
  registerBodyTimeout(app);
  if (config.adminPriority ?? true) registerAdminPriority(app);

  const reserve = createDiskReserve({
    dataDir: config.dataDir,
    bytes: config.diskReserveBytes ?? 0,
    keepFile: !config.databaseUrl,
    warn: (message) => app.log.warn(message),
  });
  // Opening SQLite writes its -wal and -shm files: a start on a full disk uses the reserve for them.
  const database = await reserve.essential(() =>
    openDatabase({
      url: config.databaseUrl ?? null,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
    }),
  );
  await reserve.restore();
  app.decorate('diskReserve', reserve);
  const restorer = setInterval(() => void reserve.restore(), RESERVE_CHECK_MS);
  restorer.unref();
  app.addHook('onClose', () => clearInterval(restorer));
  app.decorate('config', config);
  app.decorate(
    'ffmpegPath',
    measuringFfmpeg(config, (message) => app.log.warn(message)),
  );
  app.decorate('repos', createRepositories(database));
  app.decorate('now', options.now ?? Date.now);
  app.decorate('sleep', options.sleep ?? ((ms: number) => setTimeoutPromise(ms).then(() => undefined)));
  app.addHook('onClose', () => database.close());
  app.addHook('onClose', () => releaseTempOwner(tempDir(config)));

  try {
    const store = await openAudioStore(config);
    await store.check();
    app.decorate('audioStore', store);
    const images = await openImageStore(config);
    await images.check();
    app.decorate('imageStore', images);
    // Copies a crash left beside the audio files (localAudioStore's put across file systems).
    if (store.kind === 'local') await sweepTemp(path.join(config.dataDir, 'audio'), tempDir(config));
    // Once across every instance of a shared database: the first admin, then the demo catalogue.
    await database.startup(async () => {
      await ensureInitialAdmin(app.repos.users, config.adminPassword, config.dataDir, app.log);
      if ((options.seed ?? true) && (config.demoCatalogue ?? true))
        await seedDemoCatalogue(app.repos, store, tempDir(config), app.now());
    });
  } catch (error) {
    // Close the database before giving up, so a failed start leaves no open handle behind.
    await app.close();
    throw error;
  }
  registerAdminGuard(app);
  registerApiOffStaticFiles(app);
  startDataSaver(app, config, app.audioStore);
  // In the background: the first search waits for it only if it is still loading.
  app.repos.naats
    .warmSearch()
    .catch((error: unknown) => app.log.warn({ err: error }, 'Search warm-up failed'));

  // Readiness: answered once the database is open and migrated (Playwright's webServer waits on it).
  app.get(
    '/api/health',
    { schema: { response: { 200: { type: 'object', properties: { success: { type: 'boolean' } } } } } },
    () => ({ success: true }),
  );
  await app.register(
    (api) => {
      naatRoutes(api);
      naatKhawanRoutes(api);
      return Promise.resolve();
    },
    { prefix: '/api' },
  );
  await app.register(lyricsRoutes, { prefix: '/api' });
  await app.register(
    (admin) => {
      authRoutes(admin);
      return Promise.resolve();
    },
    { prefix: '/api/admin' },
  );
  await app.register(adminCatalogueRoutes, {
    prefix: '/api',
    tempDir: tempDir(config),
    uploadsDir: path.join(config.dataDir, 'bulk-uploads'),
    admin: config.admin,
  });
  await app.register(adminArtworkRoutes, { prefix: '/api', tempDir: tempDir(config) });
  mediaRoutes(app, config.audioPublicUrl ?? null);
  sitemapRoutes(app, config.publicUrl ?? null);
  const cardsDir = path.join(config.dataDir, 'og-cards');
  const cards = (await cardRendererLoads())
    ? createOgCards(
        () => openCardRenderer(path.join(cardsDir, 'fonts')),
        createDiskCardCache(cardsDir),
        (bytes) => reserve.roomFor(bytes),
      )
    : null;
  if (cards === null) app.log.warn('Link-preview cards are off: @resvg/resvg-js does not load here');
  else app.addHook('onClose', () => cards.close());
  app.decorate('ogCards', cards);
  ogRoutes(app, app.ogCards, appIcon(config.staticDir));
  const sendApp = await spaRoutes(
    app,
    config.staticDir,
    config.appName,
    config.vitalsUrl ?? null,
    config.publicUrl ?? null,
  );

  app.setNotFoundHandler((request, reply) => {
    if (isAppNavigation(request)) return sendApp(request, reply);
    const where = `${request.method} ${request.url.split('?')[0]?.slice(0, 200) ?? ''}`;
    if (request.url.startsWith('/api')) return reply.code(404).send(fail(`Unknown API call: ${where}`));
    return reply.code(404).type('text/plain; charset=utf-8').send(`Not found: ${where}`);
  });
  return app;
}

/** The ffmpeg that measures uploads; a bad FFMPEG_PATH stops the start only where the data saver needs it. */
function measuringFfmpeg(config: Config, warn: (message: string) => void): string | null {
  try {
    return resolveFfmpeg(config.ffmpegPath ?? null)?.path ?? null;
  } catch (error) {
    warn(`Uploads are measured by their headers only: ${(error as Error).message}`);
    return null;
  }
}

/**
 * The data-saver ingest worker (docs/data-saver.md), when TRANSCODE_CONCURRENCY is above 0. It stops before
 * the database closes. Without any ffmpeg the server still runs: every naat plays its original.
 */
function startDataSaver(app: FastifyInstance, config: Config, store: AudioStore): void {
  const concurrency = config.transcodeConcurrency ?? 0;
  if (concurrency <= 0) return;
  const ffmpeg = resolveFfmpeg(config.ffmpegPath ?? null);
  if (ffmpeg === null) {
    app.log.warn('Data saver is off: no ffmpeg found (set FFMPEG_PATH or run npm install)');
    return;
  }
  app.log.info(`Data saver: ffmpeg from ${ffmpeg.source} (${ffmpeg.path}), ${concurrency} job(s) at once`);
  const worker = startIngestWorker({
    jobs: app.repos.audioJobs,
    store,
    ffmpeg: ffmpeg.path,
    tempDir: tempDir(config),
    concurrency,
    disk: app.diskReserve,
    log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
  });
  app.addHook('preClose', () => worker.stop());
}
