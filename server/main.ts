// First: on a Node.js it does not support, the server says so in one sentence and stops here.
import './requireSupportedNode.mjs';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { ConfigError, readConfig } from './config';
import { DatabaseUnavailable } from './db/errors';
import { listenOnSocket } from './http/unixSocket';
import { StorageUnavailable } from './storage/audioStore';

/** JSON lines for log collectors; readable lines when a person watches the terminal. */
function logger(): FastifyServerOptions['logger'] {
  const level = process.env.LOG_LEVEL ?? 'info';
  if (!process.stdout.isTTY) return { level };
  return {
    level,
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
  };
}

/**
 * `node --import tsx server/main.ts`: reads the environment, opens the database, serves until SIGTERM or
 * SIGINT, then stops accepting connections, lets running requests finish and closes the database.
 */
async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildApp(config, { logger: logger() });
  // Slow or idle clients must not hold sockets forever; audio streams keep the connection busy, so the
  // request timeout only bounds receiving the request, not sending the answer.
  app.server.requestTimeout = 30_000;
  app.server.headersTimeout = 15_000;
  app.server.keepAliveTimeout = 10_000;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => {
      app.log.error('Shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  if (config.socketPath) {
    await listenOnSocket(app, config.socketPath);
    app.log.info(`${config.appName} is ready on unix:${config.socketPath}`);
  } else {
    await app.listen({ port: config.port, host: config.host });
    app.log.info(`${config.appName} is ready on http://localhost:${config.port}`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else if (error instanceof DatabaseUnavailable || error instanceof StorageUnavailable) {
    console.error(`Could not start: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
