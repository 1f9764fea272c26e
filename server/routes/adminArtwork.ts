/**
 * PUT and DELETE /api/admin/audios/{id}/image and /api/admin/naatkhawans/{id}/image: an admin's picture of a
 * naat or reciter. The body is the image file itself (any Content-Type: the bytes decide), at most 20 MB.
 * Answered with the naat or reciter, whose `image` is then the artwork URL; see docs/API.md.
 */
import type { FastifyInstance } from 'fastify';
import type { Repositories } from '../db/repositories';
import type { CardKind } from '../og/card';
import type { AudioStore } from '../storage/audioStore';
import { fail } from '../http/errors';
import { removeArtwork, storeArtwork } from '../artwork/storeArtwork';
import { IMAGE_MAX_BYTES, IMAGE_REFUSALS, ImageRefused } from '../artwork/resizeImage';
import type { TSchema } from '@sinclair/typebox';
import { FailSchema, IdParamsSchema, ReciterSchema, NaatSchema, Ok } from '../../contract';

export interface AdminArtworkOptions {
  repos: Pick<Repositories, 'naats' | 'reciters'>;
  /** Where uploaded artwork lives (server/storage/openAudioStore.ts openImageStore). */
  imageStore: AudioStore;
  /** Where the squares are written before they enter the image store. */
  tempDir: string;
}

interface Entity {
  id: number;
  image: string | null;
}

interface Target {
  kind: CardKind;
  path: string;
  notFound: string;
  schema: TSchema;
  get(id: number): Promise<Entity | null>;
  setImage(id: number, image: string | null): Promise<Entity | null>;
}

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
export async function adminArtworkRoutes(app: FastifyInstance, options: AdminArtworkOptions): Promise<void> {
  const { naats, reciters } = options.repos;
  const store = options.imageStore;
  // The body is the picture itself, whatever type it claims: JSON and multipart parsers do not apply here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES }, (_request, body, done) => {
    done(null, body);
  });
  // A declared size over the limit is refused before a byte is read, in the words of the other refusals.
  app.addHook('onRequest', async (request, reply) => {
    if (Number(request.headers['content-length'] ?? 0) > IMAGE_MAX_BYTES) {
      await reply.code(413).send(fail(IMAGE_REFUSALS.tooLarge));
    }
  });

  const targets: Target[] = [
    {
      kind: 'naat',
      path: '/admin/audios/:id/image',
      notFound: 'Naat not found',
      schema: NaatSchema,
      get: (id) => naats.getById(id),
      setImage: (id, image) => naats.setImage(id, image),
    },
    {
      kind: 'naatkhawan',
      path: '/admin/naatkhawans/:id/image',
      notFound: 'NaatKhawan not found',
      schema: ReciterSchema,
      get: (id) => reciters.getById(id),
      setImage: (id, image) => reciters.update(id, { image }),
    },
  ];

  for (const target of targets) {
    const schema = {
      params: IdParamsSchema,
      response: { 200: Ok(target.schema), '4xx': FailSchema },
    };
    app.put<{ Params: { id: number }; Body: Buffer | undefined }>(
      target.path,
      { schema },
      async (request, reply) => {
        const { id } = request.params;
        const before = await target.get(id);
        if (!before) return reply.code(404).send(fail(target.notFound));
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let image: string;
        try {
          image = await storeArtwork(store, options.tempDir, target.kind, id, body);
        } catch (error) {
          if (error instanceof ImageRefused) return reply.code(error.statusCode).send(fail(error.message));
          throw error;
        }
        const after = await target.setImage(id, image);
        if (!after) {
          // Deleted meanwhile: its new squares go too.
          await removeArtwork(store, target.kind, id, image);
          return reply.code(404).send(fail(target.notFound));
        }
        if (before.image !== image) await removeArtwork(store, target.kind, id, before.image);
        return { success: true, data: after };
      },
    );
    app.delete<{ Params: { id: number } }>(target.path, { schema }, async (request, reply) => {
      const { id } = request.params;
      const before = await target.get(id);
      // The row is cleared first, so no page points at a file being removed.
      const after = before ? await target.setImage(id, null) : null;
      if (!before || !after) return reply.code(404).send(fail(target.notFound));
      await removeArtwork(store, target.kind, id, before.image);
      return { success: true, data: after };
    });
  }
}
