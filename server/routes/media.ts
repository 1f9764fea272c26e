import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Audio file names never change (a new upload gets a new name), so browsers and CDNs may keep them. */
export const AUDIO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET /Audio/<file> from DATA_DIR/audio. @fastify/static (through `send`) answers Range requests with
 * 206/416, sets ETag and Last-Modified, and refuses paths that leave the root after decoding (`..`,
 * `%2e%2e`, encoded slashes); tests/server/media.test.ts holds it to that.
 */
export async function mediaRoutes(app: FastifyInstance, audioDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.resolve(audioDir),
    prefix: '/Audio/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'ignore',
    acceptRanges: true,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', AUDIO_CACHE_CONTROL);
    },
  });
}
