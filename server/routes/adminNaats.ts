/**
 * POST /api/admin/audios (multipart: upload, fetch or URL), PUT and DELETE /api/admin/audios/{id}. Behind the
 * app-wide admin guard (server/auth/guard.ts), which refuses a request without a live session before its body
 * is even read.
 *
 * Crash safety of an add: the audio goes to a temporary file, is checked, put into the audio store, and only
 * then is the row inserted; if the insert fails the file is removed (server/audio/catalogueAudio.ts). A crash
 * before the store has it leaves only a temporary file (swept later), a crash between store and insert an
 * unreferenced file, never a row without its file.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { Repositories } from '../db/repositories';
import type { NaatInput } from '../db/types';
import { FetchRefused, safeFetch } from '../fetch/safeFetch';
import { STORAGE_FULL, fail } from '../http/errors';
import { removeArtwork } from '../artwork/storeArtwork';
import type { AudioStore } from '../storage/audioStore';
import type { DiskReserve } from '../storage/diskReserve';
import { createNaatWithAudio, deleteNaatWithAudio, queueAudioJob } from '../audio/catalogueAudio';
import {
  AudioRejected,
  discardTemp,
  tooLargeMessage,
  writeTemp,
  type TempAudio,
} from '../upload/incomingAudio';
import type { AdminConfig } from '../adminConfig';
import {
  NAAT_FORM_MESSAGES,
  checkAddFields,
  checkedFilePath,
  parseDurationValue,
  type CheckedAdd,
} from './adminNaatInput';
import {
  FailSchema,
  IdParamsSchema,
  NaatSchema,
  NaatUpdateBodySchema,
  Ok,
  OkNullSchema,
  type IdParams,
  type NaatUpdateBody,
} from '../../contract';
import { controlCharProblem, trimmedStrings } from '../common/textPolicy';

export interface AdminNaatOptions {
  admin: AdminConfig;
  tempDir: string;
  repos: Repositories;
  audioStore: AudioStore;
  imageStore: AudioStore;
  disk: DiskReserve;
  /** ffmpeg for measuring uploads by decoding them (server/upload/decodedLength.ts); null: none here. */
  ffmpegPath: string | null;
}

const naatAnswer = Ok(NaatSchema);

/** Maps what can go wrong with the audio itself to the answer the admin sees. */
function audioFailure(reply: FastifyReply, error: unknown, config: AdminConfig): FastifyReply | null {
  if (error instanceof AudioRejected || error instanceof FetchRefused) {
    return reply.code(error.status).send(fail(error.message));
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return reply.code(413).send(fail(tooLargeMessage(config.uploadMaxBytes)));
  if (code === 'FST_FILES_LIMIT') return reply.code(400).send(fail('Send one audio file per naat.'));
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return reply.code(400).send(fail('The form has too many fields.'));
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return reply.code(415).send(fail('Send the naat as multipart/form-data.'));
  }
  // busboy refuses a form without a usable boundary, or cut off early, with plain errors and no status.
  const message = error instanceof Error ? error.message : '';
  if (/^Multipart: |multipart data|^The needle cannot/.test(message)) {
    return reply.code(400).send(fail('The upload form is malformed or incomplete. Please send it again.'));
  }
  if ((error as Error | null)?.name === 'AbortError' || code === 'ABORT_ERR') {
    return reply.code(504).send(fail('Downloading the audio took too long and was stopped.'));
  }
  return null;
}

const storedFields = (checked: CheckedAdd): Omit<NaatInput, 'filePath' | 'duration'> => ({
  title: checked.title,
  urduTitle: checked.urduTitle,
  naatKhawanId: checked.naatKhawanId,
  playCount: checked.playCount,
  lyrics: checked.lyrics,
  category: checked.category,
  language: checked.language,
  description: checked.description,
});

export async function adminNaatRoutes(
  app: FastifyInstance,
  { admin: config, tempDir, repos, audioStore, imageStore, disk, ffmpegPath }: AdminNaatOptions,
): Promise<void> {
  const { naats, reciters } = repos;
  await app.register(multipart, {
    limits: {
      // One byte over the limit is enough to know the file is too large; the meter in writeTemp stops it.
      fileSize: config.uploadMaxBytes + 1,
      files: 1,
      fields: 20,
      parts: 21,
      // Lyrics are Urdu: 50,000 characters can take 150,000 bytes of UTF-8.
      fieldSize: 256 * 1024,
    },
  });

  app.post(
    '/admin/audios',
    { schema: { response: { 201: naatAnswer, '4xx': FailSchema, '5xx': FailSchema } } },
    async (request, reply) => {
      if (!request.isMultipart()) return reply.code(415).send(fail('Send the naat as multipart/form-data.'));
      // Refused before a byte is received when the upload would leave the disk under its floor (the room
      // that logins and deletes need on a full disk; server/storage/diskReserve.ts).
      const declared = Number(request.headers['content-length']);
      if (!(await disk.roomFor(Number.isFinite(declared) ? declared : 0)))
        return reply.code(507).send(fail(STORAGE_FULL));
      const fields: Record<string, string> = {};
      let temp: TempAudio | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'audioFile') {
              part.file.resume();
              await discardTemp(temp);
              return await reply.code(400).send(fail(`Field "${part.fieldname}" is not allowed`));
            }
            temp = await writeTemp(part.file, tempDir, config.uploadMaxBytes, { ffmpeg: ffmpegPath });
          } else {
            if (part.valueTruncated) {
              await discardTemp(temp);
              return await reply.code(400).send(fail(`Field "${part.fieldname}" is too long`));
            }
            fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
          }
        }
        const checked = checkAddFields(fields, temp !== null);
        if (typeof checked === 'string') {
          await discardTemp(temp);
          return await reply.code(400).send(fail(checked));
        }
        if (!(await reciters.getById(checked.naatKhawanId))) {
          await discardTemp(temp);
          return await reply.code(400).send(fail(NAAT_FORM_MESSAGES.reciter));
        }
        if (checked.uploadType !== 'file') await discardTemp(temp);
        if (checked.uploadType === 'file' && temp) {
          const stored = temp;
          temp = null;
          const naat = await createNaatWithAudio(repos, audioStore, storedFields(checked), stored);
          return await reply.code(201).send({ success: true, data: naat });
        }
        if (checked.uploadType === 'fetch' && checked.audioUrl) {
          const body = await safeFetch(checked.audioUrl, {
            allowLoopback: config.fetchAllowLoopback,
            timeoutMs: config.fetchTimeoutMs,
          });
          const stored = await writeTemp(body, tempDir, config.fetchMaxBytes, {
            room: disk,
            what: 'the download',
            ffmpeg: ffmpegPath,
          });
          const naat = await createNaatWithAudio(repos, audioStore, storedFields(checked), stored);
          return await reply.code(201).send({ success: true, data: naat });
        }
        const naat = await naats.create({
          ...storedFields(checked),
          filePath: checked.filePath ?? '',
          duration: checked.duration,
        });
        // A path to a file already in the store gets its data-saver job too (no-op for external URLs).
        await queueAudioJob(repos, naat.filePath);
        return await reply.code(201).send({ success: true, data: (await naats.getById(naat.id)) ?? naat });
      } catch (error) {
        await discardTemp(temp);
        const answered = audioFailure(reply, error, config);
        if (answered) return answered;
        throw error;
      }
    },
  );

  app.put<{ Params: IdParams; Body: NaatUpdateBody }>(
    '/admin/audios/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: NaatUpdateBodySchema,
        response: { 200: naatAnswer, '4xx': FailSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const refused = controlCharProblem(trimmedStrings(body));
      if (refused !== null) return reply.code(400).send(fail(refused));
      const changes: Partial<NaatInput> = {};
      if (body.title !== undefined) {
        if (body.title.trim() === '') return reply.code(400).send(fail(NAAT_FORM_MESSAGES.title));
        changes.title = body.title.trim();
      }
      if (body.filePath !== undefined) {
        const filePath = body.filePath.trim();
        if (filePath === '') return reply.code(400).send(fail(NAAT_FORM_MESSAGES.url));
        const checked = checkedFilePath(filePath);
        if ('error' in checked) return reply.code(400).send(fail(checked.error));
        changes.filePath = checked.filePath;
      }
      if (body.naatKhawanId !== undefined) {
        if (!(await reciters.getById(body.naatKhawanId)))
          return reply.code(400).send(fail(NAAT_FORM_MESSAGES.reciter));
        changes.naatKhawanId = body.naatKhawanId;
      }
      if (body.duration !== undefined) changes.duration = parseDurationValue(body.duration);
      if (body.playCount !== undefined) changes.playCount = body.playCount;
      for (const key of ['urduTitle', 'lyrics', 'category', 'language', 'description'] as const) {
        const value = body[key];
        if (value !== undefined) changes[key] = value === null || value.trim() === '' ? null : value.trim();
      }
      const naat = await naats.update(request.params.id, changes);
      if (!naat) return reply.code(404).send(fail('Naat not found'));
      if (changes.filePath !== undefined) await queueAudioJob(repos, naat.filePath);
      return { success: true, data: (await naats.getById(naat.id)) ?? naat };
    },
  );

  app.delete<{ Params: IdParams }>(
    '/admin/audios/:id',
    { schema: { params: IdParamsSchema, response: { 200: OkNullSchema, '4xx': FailSchema } } },
    async (request, reply) => {
      // The file goes only when no other naat still plays it (the demo catalogue shares its clips).
      // Essential on a full disk (it is how the admin makes room): may use the disk reserve.
      const naat = await disk.essential(() => deleteNaatWithAudio(repos, audioStore, request.params.id));
      if (!naat) return reply.code(404).send(fail('Naat not found'));
      await removeArtwork(imageStore, 'naat', naat.id, naat.image);
      // The file is gone: the reserve may fit again.
      void disk.restore();
      return { success: true, data: null };
    },
  );

  // The Opus backfill's progress (docs/data-saver.md): audio files whose job is done, by Opus state.
  const count = Type.Integer();
  app.get(
    '/admin/audio-jobs',
    {
      schema: {
        response: {
          200: Ok(
            Type.Object({
              opus: Type.Object({
                queued: count,
                working: count,
                ready: count,
                failed: count,
                notKept: count,
              }),
            }),
          ),
        },
      },
    },
    async () => {
      const { 'not-kept': notKept, ...rest } = await repos.audioJobs.opusCounts();
      return { success: true, data: { opus: { ...rest, notKept } } };
    },
  );
}
