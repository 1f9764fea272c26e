import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { createRepositories, type Repositories } from './db/repositories';
import type { AudioStore } from './storage/audioStore';
import { openAudioStore } from './storage/openAudioStore';
import { registerAdminGuard } from './auth/guard';
import { ensureInitialAdmin } from './auth/initialAdmin';
import { fail, registerErrorHandling } from './http/errors';
import { registerCompression } from './http/compression';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerStrictJsonBodies } from './http/strictBody';
import { adminCatalogueRoutes } from './routes/adminCatalogue';
import { authRoutes } from './routes/auth';
import { mediaRoutes } from './routes/media';
import { naatKhawanRoutes } from './routes/naatkhawans';
import { naatRoutes } from './routes/naats';
import { isAppNavigation, spaRoutes } from './routes/spa';
import { sitemapRoutes } from './routes/sitemap';
import { seedDemoCatalogue } from './seed/seed';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The storage of every entity; see server/db/repositories.ts. */
    repos: Repositories;
    /** Where audio files live; see server/storage/audioStore.ts. */
    audioStore: AudioStore;
    /** Epoch milliseconds; tests inject a clock to expire sessions. */
    now: () => number;
  }
}

export interface AppOptions {
  /** Load the demo catalogue into an empty database (default true). */
  seed?: boolean;
  /** Clock for sessions and login limits (default Date.now). */
  now?: () => number;
  logger?: FastifyServerOptions['logger'];
}

/** Where uploads and downloads are received and checked before they enter the audio store. */
export const tempDir = (config: Config): string => path.join(config.dataDir, 'tmp');

/**
 * Builds the whole server: error handling and headers first, then storage, then routes (the order of
 * fastify/demo). Tests call this with a temporary DATA_DIR and use `app.inject`.
 */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
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
      const answer = reply as unknown as FastifyReply;
      if (request.url.startsWith('/api')) void answer.code(400).send(fail(message));
      else void answer.code(400).type('text/plain; charset=utf-8').send(message);
    },
    // Behind a load balancer the client address arrives in X-Forwarded-For; trust loopback proxies only.
    trustProxy: 'loopback',
  });
  registerErrorHandling(app);
  registerSecurityHeaders(app, config.vitalsUrl ?? null);
  registerCompression(app);
  registerStrictJsonBodies(app);

  const database = await openDatabase({
    url: config.databaseUrl ?? null,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  app.decorate('config', config);
  app.decorate('repos', createRepositories(database));
  app.decorate('now', options.now ?? Date.now);
  app.addHook('onClose', () => database.close());

  try {
    const store = await openAudioStore(config);
    await store.check();
    app.decorate('audioStore', store);
    // Once across every instance of a shared database: the first admin, then the demo catalogue.
    await database.startup(async () => {
      await ensureInitialAdmin(app.repos.users, config.adminPassword, config.dataDir, app.log);
      if (options.seed ?? true) await seedDemoCatalogue(app.repos, store, tempDir(config), app.now());
    });
  } catch (error) {
    // Close the database before giving up, so a failed start leaves no open handle behind.
    await app.close();
    throw error;
  }
  registerAdminGuard(app);

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
    admin: config.admin,
  });
  mediaRoutes(app, config.audioAccelRedirect ?? null);
  sitemapRoutes(app, config.publicUrl ?? null);
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
