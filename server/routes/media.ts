import type { FastifyInstance, FastifyReply } from 'fastify';
import send from '@fastify/send';
import { type AudioStore, isStoredName } from '../storage/audioStore';

/** Audio file names never change (a new upload gets a new name), so browsers and CDNs may keep them. */
export const AUDIO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * How long a presigned URL to a bucket's file lets the listener fetch it: short, so a copied link stops working
 * soon, yet longer than a naat with its pauses (a player keeps fetching ranges from the URL it was sent to).
 */
export const PRESIGNED_SECONDS = 3600;
/** A browser may reuse a redirect for this long, well within the presigned URL's life. */
const REDIRECT_MAX_AGE = 300;

/**
 * GET (and HEAD) /Audio/<name>, for listeners and the service worker's downloads, Range requests included.
 * The name must be a plain stored name (server/storage/audioStore.ts isStoredName): after the router has
 * decoded it, anything with a slash, a leading dot or `..` is a 404, so no path leaves the store.
 *  - Local store: `@fastify/send` answers ranges (206/416), ETag and conditional requests. Behind nginx the
 *    instances never see these requests: nginx serves the audio folder itself (deploy/naat-stream.conf).
 *  - AUDIO_PUBLIC_URL (a CDN): 302 to `<AUDIO_PUBLIC_URL>/<name>`.
 *  - Remote store (S3): 302 to a presigned URL of the object, valid PRESIGNED_SECONDS; the bytes never pass
 *    through an instance.
 * A redirect is only ever made for a file the store has (one HEAD to the bucket): a name that is not stored
 * answers 404 and never gets a URL.
 * tests/server/media.test.ts and tests/server/s3Store.test.ts hold every path to this.
 */
export interface MediaRoutesOptions {
  audioStore: AudioStore;
  /** AUDIO_PUBLIC_URL: where the files are public (a CDN); null = this app or the bucket answers. */
  publicUrl: string | null;
}

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
export async function mediaRoutes(
  app: FastifyInstance,
  { audioStore: store, publicUrl }: MediaRoutesOptions,
): Promise<void> {
  // HEAD is routed here too (not Fastify's automatic HEAD route, which would run the GET and drain the file).
  app.route<{ Params: { name: string } }>({
    method: ['GET', 'HEAD'],
    url: '/Audio/:name',
    handler: async (request, reply) => {
      const { name } = request.params;
      if (!isStoredName(name)) return notFound(reply);
      const file = store.localFile(name);
      if (file === null || publicUrl !== null) return redirect(reply, store, name, publicUrl);
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

/** The app's own 404 (the not-found handler), as for any unknown path. */
function notFound(reply: FastifyReply): FastifyReply {
  reply.callNotFound();
  return reply;
}

/** 302 to where the stored file is public: the CDN, or a presigned URL of the bucket's object. */
async function redirect(
  reply: FastifyReply,
  store: AudioStore,
  name: string,
  publicUrl: string | null,
): Promise<FastifyReply> {
  if ((await store.stat(name)) === null) return notFound(reply);
  let target: string;
  if (publicUrl !== null) target = `${publicUrl}/${name}`;
  else if (store.signedUrl) target = await store.signedUrl(name, PRESIGNED_SECONDS);
  else return notFound(reply);
  return reply
    .code(302)
    .header('location', target)
    .header('cache-control', `private, max-age=${REDIRECT_MAX_AGE}`)
    .send();
}
