import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';

export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const indexHtml = readFileSync(path.join(config.staticDir, 'index.html'), 'utf8').replaceAll(
    '__APP_NAME__',
    config.appName,
  );
  app.get('/api/health', () => ({ success: true }));
  await app.register(fastifyStatic, { root: config.staticDir, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.code(404).send({ success: false, data: null, error: 'Not found' });
    }
    return reply.type('text/html; charset=utf-8').send(indexHtml);
  });
  return app;
}
