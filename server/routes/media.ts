import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import send from '@fastify/send';
import parseRange from 'range-parser';
import { type AudioStore, contentTypeOf, isStoredName } from '../storage/audioStore';

/** Audio file names never change (a new upload gets a new name), so browsers and CDNs may keep them. */
export const AUDIO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET (and HEAD) /Audio/<name>, for listeners and the service worker's downloads, Range requests included.
 * The name must be a plain stored name (server/storage/audioStore.ts isStoredName): after the router has
 * decoded it, anything with a slash, a leading dot or `..` is a 404, so no path leaves the store.
 *  - Local store, behind nginx (AUDIO_ACCEL_REDIRECT): the app checks the request and answers with
 *    X-Accel-Redirect; nginx sends the file itself (sendfile, ranges) from its internal location.
 *  - Local store, alone: `@fastify/send` answers ranges (206/416), ETag and conditional requests.
 *  - Remote store (S3): the range is passed on to the bucket and its bytes streamed through (`sendFromStore`).
 * tests/server/media.test.ts holds every path to this.
 */
export function mediaRoutes(app: FastifyInstance, accelPrefix: string | null): void {
  const store = app.audioStore;
  // HEAD is routed here too (not Fastify's automatic HEAD route, which would run the GET and drain the file).
  app.route<{ Params: { name: string } }>({
    method: ['GET', 'HEAD'],
    url: '/Audio/:name',
    handler: async (request, reply) => {
      const { name } = request.params;
      if (!isStoredName(name)) return notFound(reply);
      const file = store.localFile(name);
      if (file === null) return sendFromStore(request, reply, store, name);
      if (accelPrefix !== null) {
        // The check is the name: nginx sends the file (or its own 404 when there is none) without the app
        // touching the disk. nginx keeps Content-Type and Cache-Control from this answer and adds the file's
        // own validators and ranges.
        return reply.headers(accelHeaders(accelPrefix, name)).send();
      }
      const root = file.slice(0, file.length - name.length);
      const { statusCode, headers, stream, type, metadata } = await send(request.raw, `/${name}`, {
        root,
        dotfiles: 'deny',
        index: false,
        acceptRanges: true,
        cacheControl: false,
      });
      if (type === 'error') {
        const error = metadata.error as Error & { statusCode?: number };
        if (error.statusCode === 404) return notFound(reply);
        return reply.send(error);
      }
      return reply
        .code(statusCode)
        .headers(headers)
        .header('cache-control', AUDIO_CACHE_CONTROL)
        .send(stream);
    },
  });
}

/** The X-Accel-Redirect answer's own headers (the fast path in server/http/accelFastPath.ts sends them too). */
export const accelHeaders = (accelPrefix: string, name: string): Record<string, string> => ({
  'x-accel-redirect': `${accelPrefix}${name}`,
  'content-type': contentTypeOf(name),
  'cache-control': AUDIO_CACHE_CONTROL,
});

/** The app's own 404 (the not-found handler), as for any unknown path. */
function notFound(reply: FastifyReply): FastifyReply {
  reply.callNotFound();
  return reply;
}

/** Answers from a remote store: conditional requests, one byte range (206/416) or the whole file. */
async function sendFromStore(
  request: FastifyRequest,
  reply: FastifyReply,
  store: AudioStore,
  name: string,
): Promise<FastifyReply> {
  const info = await store.stat(name);
  if (!info) return notFound(reply);
  void reply
    .header('accept-ranges', 'bytes')
    .header('content-type', info.contentType)
    .header('cache-control', AUDIO_CACHE_CONTROL)
    .header('etag', info.etag)
    .header('last-modified', info.lastModified.toUTCString());
  if (request.headers['if-none-match'] === info.etag) return reply.code(304).send();
  const rangeHeader = request.headers.range;
  // If-Range names the version the client has; a range of another version is answered whole.
  const ifRange = request.headers['if-range'];
  const ranges =
    rangeHeader !== undefined && (ifRange === undefined || ifRange === info.etag)
      ? parseRange(info.size, rangeHeader, { combine: true })
      : undefined;
  if (ranges === -1) {
    return reply.code(416).header('content-range', `bytes */${info.size}`).send();
  }
  // A malformed header (-2) or several ranges are answered with the whole file, as `send` does.
  const range = Array.isArray(ranges) && ranges.length === 1 ? ranges[0] : undefined;
  if (range) {
    void reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    void reply.header('content-length', info.size);
  }
  if (request.method === 'HEAD') return reply.send();
  const body = await store.read(name, range);
  if (!body) return notFound(reply);
  return reply.send(body);
}
