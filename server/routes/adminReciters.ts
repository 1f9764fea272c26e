/**
 * POST, PUT and DELETE /api/admin/naatkhawans, and POST /api/admin/naatkhawans/{id}/merge. Text fields may
 * arrive base64-encoded (UTF-8) with `_encoded: true`; they are decoded strictly and stored as plain text.
 * Deleting a reciter who still has naats is refused with 409 (the repository's rule): naats are never
 * orphaned or silently deleted. Creating a reciter whose name is the same or near an existing one's answers
 * 409 naming them, unless the body says `confirm: true`. GET /api/admin/naatkhawans/match?name= answers what
 * a name given to a bulk upload stands for (server/upload/reciterMatch.ts), so the admin chooses before a
 * file goes.
 */
import type { FastifyInstance } from 'fastify';
import type { SimilarReciter } from '../db/reciters';
import type { Repositories } from '../db/repositories';
import type { ReciterInput } from '../db/types';
import { removeArtwork } from '../artwork/storeArtwork';
import { fail } from '../http/errors';
import type { AudioStore } from '../storage/audioStore';
import type { DiskReserve } from '../storage/diskReserve';
import { MULTI_LINE_FIELDS, controlCharMessage, hasRefusedControl } from '../common/textPolicy';
import { RECITER_MAX } from '../upload/bulkMetadata';
import { matchReciterName } from '../upload/reciterMatch';
import { EncodingError, decodeBase64Utf8 } from './adminEncoding';
import {
  FailSchema,
  IdParamsSchema,
  MergeBodySchema,
  RECITER_TEXT_LIMITS,
  ReciterBodySchema,
  ReciterSchema,
  Ok,
  OkNullSchema,
  ReciterMatchSchema,
  SimilarRecitersSchema,
  isCalendarDate,
  type IdParams,
  type MergeBody,
  type ReciterBody,
} from '../../contract';

export const NAME_REQUIRED = 'Name (English) is required';
export const BIRTH_DATE_INVALID = 'Birth date must be a date in the form YYYY-MM-DD';

const ENCODED_FIELDS = ['name', 'urduName', 'bio', 'birthPlace'] as const;
/** Decoded lengths (the encoded text is longer): the form's limits. */
const LIMITS = RECITER_TEXT_LIMITS;

/** One sentence naming the similar reciters and how to create the new one anyway. */
export function similarNamesMessage(
  name: string,
  similar: readonly Pick<SimilarReciter, 'id' | 'name'>[],
): string {
  const names = similar.map((reciter) => `"${reciter.name}" (id ${reciter.id})`).join(', ');
  const which =
    similar.length === 1 ? 'A NaatKhawan with a similar name exists' : 'NaatKhawans with similar names exist';
  return `${which}: ${names}. Send again with "confirm": true to create "${name}" anyway.`;
}

export const MATCH_NAME_REQUIRED = 'Give the reciter name to match: ?name=<name>.';
export const MATCH_NAME_TOO_LONG = `A reciter's name is at most ${RECITER_MAX} characters long.`;

/** The answer of GET /admin/naatkhawans/match: the reciter of that name, else the like ones. */
const matchAnswer = Ok(ReciterMatchSchema);

/**
 * The name to match, trimmed, or the sentence for a 400. (A control character in a query is already a
 * space: the app's query parser.)
 */
export function readMatchName(name: unknown): string | { message: string } {
  if (typeof name !== 'string' || name.trim() === '') return { message: MATCH_NAME_REQUIRED };
  const trimmed = name.trim();
  if (trimmed.length > RECITER_MAX) return { message: MATCH_NAME_TOO_LONG };
  return trimmed;
}

/** Decodes and checks a body; returns the changes or the message for a 400. */
export function readReciterBody(body: ReciterBody, creating: boolean): Partial<ReciterInput> | string {
  const changes: Partial<ReciterInput> = {};
  try {
    for (const field of ENCODED_FIELDS) {
      const raw = body[field];
      if (raw === undefined) continue;
      const value = raw === null ? '' : body._encoded === true ? decodeBase64Utf8(raw, field) : raw;
      const trimmed = value.trim();
      const kind = MULTI_LINE_FIELDS.has(field) ? 'lines' : 'line';
      if (hasRefusedControl(trimmed, kind)) return controlCharMessage(field, kind);
      if (trimmed.length > LIMITS[field])
        return `Field "${field}" must be at most ${LIMITS[field]} characters long`;
      if (field === 'name') changes.name = trimmed;
      else changes[field] = trimmed === '' ? null : trimmed;
    }
  } catch (error) {
    if (error instanceof EncodingError) return error.message;
    throw error;
  }
  if ((creating || changes.name !== undefined) && !changes.name) return NAME_REQUIRED;
  if (body.birthDate !== undefined) {
    const date = body.birthDate?.trim() ?? '';
    if (hasRefusedControl(date, 'line')) return controlCharMessage('birthDate', 'line');
    if (date !== '' && !isCalendarDate(date)) return BIRTH_DATE_INVALID;
    changes.birthDate = date === '' ? null : date;
  }
  return changes;
}

export interface AdminReciterOptions {
  repos: Pick<Repositories, 'reciters'>;
  /** Where a deleted or merged reciter's picture is removed from. */
  imageStore: AudioStore;
  /** Deleting is how an admin makes room on a full disk: it may use the reserve. */
  disk: Pick<DiskReserve, 'essential'>;
}

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
export async function adminReciterRoutes(
  app: FastifyInstance,
  { repos, imageStore, disk }: AdminReciterOptions,
): Promise<void> {
  const { reciters } = repos;
  const answer = Ok(ReciterSchema);

  app.post<{ Body: ReciterBody }>(
    '/admin/naatkhawans',
    {
      schema: {
        body: ReciterBodySchema,
        response: { 201: answer, 409: SimilarRecitersSchema, '4xx': FailSchema },
      },
    },
    async (request, reply) => {
      const changes = readReciterBody(request.body, true);
      if (typeof changes === 'string') return reply.code(400).send(fail(changes));
      const name = changes.name ?? '';
      if (request.body.confirm !== true) {
        const similar = await reciters.similarTo(name, changes.urduName ?? null);
        if (similar.length > 0) {
          return reply.code(409).send({
            success: false,
            data: { similar: similar.map(({ id, name: known }) => ({ id, name: known })) },
            error: similarNamesMessage(name, similar),
          });
        }
      }
      const created = await reciters.create({ ...changes, name });
      return reply.code(201).send({ success: true, data: created });
    },
  );

  app.get<{ Querystring: { name?: unknown } }>(
    '/admin/naatkhawans/match',
    { schema: { response: { 200: matchAnswer, '4xx': FailSchema } } },
    async (request, reply) => {
      const name = readMatchName(request.query.name);
      if (typeof name !== 'string') return reply.code(400).send(fail(name.message));
      return { success: true, data: await matchReciterName(reciters, name) };
    },
  );

  app.put<{ Params: IdParams; Body: ReciterBody }>(
    '/admin/naatkhawans/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: ReciterBodySchema,
        response: { 200: answer, '4xx': FailSchema },
      },
    },
    async (request, reply) => {
      const changes = readReciterBody(request.body, false);
      if (typeof changes === 'string') return reply.code(400).send(fail(changes));
      const updated = await reciters.update(request.params.id, changes);
      if (!updated) return reply.code(404).send(fail('NaatKhawan not found'));
      return { success: true, data: updated };
    },
  );

  app.delete<{ Params: IdParams }>(
    '/admin/naatkhawans/:id',
    { schema: { params: IdParamsSchema, response: { 200: OkNullSchema, '4xx': FailSchema } } },
    async (request, reply) => {
      const reciter = await reciters.getById(request.params.id);
      const deleted = await disk.essential(() => reciters.delete(request.params.id));
      if (!deleted) return reply.code(404).send(fail('NaatKhawan not found'));
      await removeArtwork(imageStore, 'naatkhawan', request.params.id, reciter?.image ?? null);
      return { success: true, data: null };
    },
  );

  app.post<{ Params: IdParams; Body: MergeBody }>(
    '/admin/naatkhawans/:id/merge',
    {
      schema: {
        params: IdParamsSchema,
        body: MergeBodySchema,
        response: { 200: answer, '4xx': FailSchema },
      },
    },
    async (request, reply) => {
      const merged = await reciters.getById(request.params.id);
      // RepositoryError (into itself 400, a missing target 404) becomes its Fail in the app's error handler.
      const kept = await reciters.merge(request.params.id, request.body.into);
      if (!kept) return reply.code(404).send(fail('NaatKhawan not found'));
      // The kept reciter keeps its own picture; the merged one's files go, as on a delete.
      await removeArtwork(imageStore, 'naatkhawan', request.params.id, merged?.image ?? null);
      return { success: true, data: kept };
    },
  );
}
