import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RECITER_NAAT_SORTS, type ReciterNaatSort } from '../db/naats';
import type { Repositories } from '../db/repositories';
import { fail } from '../http/errors';
import { firstCharacter } from '../search/text';
import { clampLimit, pageWindow, totalPages } from './paging';
import { Type } from '@sinclair/typebox';
import {
  FailSchema,
  IdParamsSchema,
  ReciterListSchema,
  ReciterSchema,
  Ok,
  ReciterNaatsSchema,
  pagingProperties,
  searchProperty,
  type IdParams,
} from '../../contract';

const DEFAULT_LIMIT = 20;
/** A reciter's naats, 15 per page. */
const AUDIOS_DEFAULT_LIMIT = 15;

interface ListQuery {
  page?: number;
  limit?: number;
  search?: string;
  sort?: 'name' | 'audio_count';
}

/**
 * A merged reciter's address answers 301 to the kept reciter's (same path below /naatkhawans/{id}, same
 * query), with a Fail body naming it for clients that do not follow redirects; else 404.
 */
async function sendMissing(
  reciters: Repositories['reciters'],
  request: FastifyRequest<{ Params: { id: number } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const to = await reciters.movedTo(request.params.id);
  if (to === null) return reply.code(404).send(fail('NaatKhawan not found'));
  const [path, query] = request.url.split('?', 2) as [string, string | undefined];
  const location = path.replace(/\/naatkhawans\/[^/]+/, `/naatkhawans/${to}`) + (query ? `?${query}` : '');
  return reply
    .code(301)
    .header('location', location)
    .send(fail(`NaatKhawan ${request.params.id} was merged into NaatKhawan ${to}: see ${location}`));
}

export interface ReciterRoutesOptions {
  repos: Pick<Repositories, 'naats' | 'reciters'>;
}

/** Public reciter calls (/naatkhawans: list, search, one reciter, its naats), registered under /api. */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
export async function reciterRoutes(app: FastifyInstance, { repos }: ReciterRoutesOptions): Promise<void> {
  const { naats, reciters } = repos;

  app.get<{ Querystring: ListQuery }>(
    '/naatkhawans',
    {
      schema: {
        querystring: Type.Object({
          ...pagingProperties,
          ...searchProperty,
          sort: Type.Optional(
            Type.Unsafe<ListQuery['sort']>({ type: 'string', enum: ['name', 'audio_count'] }),
          ),
        }),
        response: { 200: ReciterListSchema },
      },
    },
    async (request) => {
      const { sort, search } = request.query;
      if (sort === 'name' && !search) return { success: true, data: await reciters.all() };
      if (sort === 'audio_count') {
        return { success: true, data: await reciters.top(clampLimit(request.query.limit, DEFAULT_LIMIT)) };
      }
      const limit = clampLimit(request.query.limit, DEFAULT_LIMIT);
      const page = request.query.page ?? 1;
      const { items, total } = await reciters.list(pageWindow(page, limit), search);
      return { success: true, data: { data: items, total, totalPages: totalPages(total, limit), page } };
    },
  );

  app.get<{ Params: IdParams }>(
    '/naatkhawans/:id',
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: Ok(ReciterSchema), 301: FailSchema, 404: FailSchema },
      },
    },
    async (request, reply) => {
      const reciter = await reciters.getById(request.params.id);
      if (!reciter) return sendMissing(reciters, request, reply);
      return { success: true, data: reciter };
    },
  );

  app.get<{
    Params: IdParams;
    Querystring: { page?: number; limit?: number; initial?: string; sort?: ReciterNaatSort };
  }>(
    '/naatkhawans/:id/audios',
    {
      schema: {
        params: IdParamsSchema,
        querystring: Type.Object({
          ...pagingProperties,
          initial: Type.Optional(Type.String({ maxLength: 2 })),
          // Our addition: without it, the order is by title.
          sort: Type.Optional(Type.Unsafe<ReciterNaatSort>({ type: 'string', enum: RECITER_NAAT_SORTS })),
        }),
        response: {
          200: ReciterNaatsSchema,
          301: FailSchema,
          404: FailSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await reciters.getById(id))) return sendMissing(reciters, request, reply);
      const limit = clampLimit(request.query.limit, AUDIOS_DEFAULT_LIMIT);
      const page = request.query.page ?? 1;
      const initial = firstCharacter((request.query.initial ?? '').trim()).toUpperCase() || undefined;
      const { items, total } = await naats.byReciter(
        id,
        pageWindow(page, limit),
        initial,
        request.query.sort,
      );
      const pages = totalPages(total, limit);
      return {
        success: true,
        data: items,
        pagination: { page, totalPages: pages, total, hasNext: page < pages, hasPrev: page > 1 },
        availableLetters: await naats.availableLetters(id),
      };
    },
  );
}
