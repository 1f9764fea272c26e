import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Repositories } from '../db/repositories';
import type { Naat } from '../db/types';
import { fail } from '../http/errors';
import { clampLimit, pageWindow, totalPages } from './paging';
import {
  FailSchema,
  IdParamsSchema,
  NaatSchema,
  Ok,
  Page,
  PagingQuerySchema,
  RankedNaatsSchema,
  SearchPagingQuerySchema,
  pagingProperties,
  type IdParams,
  type PagingQuery,
  type SearchPagingQuery,
} from '../../contract';

/** Popular and recent lists stop at 100 items. */
export const RANKED_LIST_CAP = 100;
/** Popular and recent show 15 per page. */
const RANKED_DEFAULT_LIMIT = 15;
const DEFAULT_LIMIT = 20;

const rankedSchema = { querystring: PagingQuerySchema, response: { 200: RankedNaatsSchema } };

export interface NaatRoutesOptions {
  repos: Pick<Repositories, 'naats' | 'reciters'>;
}

/** Public naat calls (/audios: list, search, popular, recent, random, one naat, play count), under /api. */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
export async function naatRoutes(app: FastifyInstance, { repos }: NaatRoutesOptions): Promise<void> {
  const { naats, reciters } = repos;

  const ranked = async (
    list: (window: { offset: number; limit: number }) => Promise<Naat[]>,
    query: PagingQuery,
  ) => {
    const limit = clampLimit(query.limit, RANKED_DEFAULT_LIMIT);
    const total = await naats.countAtMost(RANKED_LIST_CAP);
    const { offset } = pageWindow(query.page, limit);
    if (offset >= total) return { success: true, data: [], total };
    return { success: true, data: await list({ offset, limit: Math.min(limit, total - offset) }), total };
  };

  app.get<{ Querystring: SearchPagingQuery }>(
    '/audios',
    {
      schema: {
        querystring: SearchPagingQuerySchema,
        response: { 200: Page(NaatSchema) },
      },
    },
    async (request) => {
      const limit = clampLimit(request.query.limit, DEFAULT_LIMIT);
      const page = request.query.page ?? 1;
      const { items, total } = await naats.list(pageWindow(page, limit), request.query.search);
      return { success: true, data: { data: items, total, totalPages: totalPages(total, limit), page } };
    },
  );

  app.get<{ Querystring: PagingQuery }>('/audios/popular', { schema: rankedSchema }, (request) =>
    ranked((window) => naats.popular(window), request.query),
  );

  app.get<{ Querystring: PagingQuery }>('/audios/recent', { schema: rankedSchema }, (request) =>
    ranked((window) => naats.recent(window), request.query),
  );

  // Naats Radio; naatKhawanId narrows it to one reciter, naatId starts it with that naat.
  app.get<{ Querystring: { limit?: number; naatKhawanId?: number; naatId?: number } }>(
    '/audios/random',
    {
      schema: {
        querystring: Type.Object({
          limit: pagingProperties.limit,
          naatKhawanId: Type.Optional(IdParamsSchema.properties.id),
          naatId: Type.Optional(IdParamsSchema.properties.id),
        }),
        response: { 200: Ok(Type.Array(NaatSchema)), 404: FailSchema },
      },
    },
    async (request, reply) => {
      const { naatKhawanId: reciterId, naatId } = request.query;
      const limit = clampLimit(request.query.limit, DEFAULT_LIMIT);
      if (reciterId !== undefined) {
        if (!(await reciters.getById(reciterId))) return reply.code(404).send(fail('NaatKhawan not found'));
        return { success: true, data: await naats.random(limit, { naatKhawanId: reciterId }) };
      }
      if (naatId !== undefined) {
        if (!(await naats.getById(naatId))) return reply.code(404).send(fail('Naat not found'));
        return { success: true, data: await naats.random(limit, { naatId }) };
      }
      return { success: true, data: await naats.random(limit) };
    },
  );

  app.get<{ Params: IdParams }>(
    '/audios/:id',
    { schema: { params: IdParamsSchema, response: { 200: Ok(NaatSchema), 404: FailSchema } } },
    async (request, reply) => {
      const naat = await naats.getById(request.params.id);
      if (!naat) return reply.code(404).send(fail('Naat not found'));
      return { success: true, data: naat };
    },
  );

  app.post<{ Params: IdParams }>(
    '/audios/:id/play',
    { schema: { params: IdParamsSchema, response: { 404: FailSchema } } },
    async (request, reply) => {
      if (!(await naats.recordPlay(request.params.id))) return reply.code(404).send(fail('Naat not found'));
      return reply.code(204).send();
    },
  );
}
