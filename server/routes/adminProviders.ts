/**
 * POST /api/admin/translate and POST /api/transcribe, through the providers chosen by configuration. Without
 * one they answer 503 with the setting to make; a provider's own error comes back as 502 with its message.
 * Transcription reads this server's own files for /Audio/ paths and downloads anything else through the
 * SSRF-safe fetch, with the fetch limits.
 */
import { existsSync } from 'node:fs';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { FetchRefused, safeFetch } from '../fetch/safeFetch';
import { fail } from '../http/errors';
import { ProviderError } from '../providers/providerError';
import { assertTranscribeConfigured, transcribe } from '../providers/transcribe';
import { translate } from '../providers/translate';
import { type AudioStore, storedName } from '../storage/audioStore';
import type { RoomCheck } from '../storage/diskReserve';
import { AudioRejected, discardTemp, readHead, writeTemp, type TempAudio } from '../upload/incomingAudio';
import { sniffAudio, type SniffedAudio } from '../upload/sniff';
import type { AdminConfig } from '../adminConfig';
import { FailSchema } from '../../contract';

export const TRANSCRIBE_URL_REQUIRED = 'Please provide an audio URL first';
const AUDIO_NOT_FOUND = 'The audio file was not found on this server.';

export interface AdminProviderOptions {
  admin: AdminConfig;
  tempDir: string;
  /** Where /Audio/ files are read from for transcription. */
  audioStore: AudioStore;
  /** The floor a download must leave on the disk (server/storage/diskReserve.ts). */
  disk: RoomCheck;
}

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
export async function adminProviderRoutes(
  app: FastifyInstance,
  { admin: config, tempDir, audioStore: store, disk }: AdminProviderOptions,
): Promise<void> {
  /** The file behind a stored path when the store keeps it on this machine, and it exists. */
  const localFileOf = (audioUrl: string): string | null => {
    const name = storedName(audioUrl);
    const file = name === null ? null : store.localFile(name);
    return file !== null && existsSync(file) ? file : null;
  };
  const translateConfig = {
    url: config.translateUrl,
    apiKey: config.translateApiKey,
    timeoutMs: config.providerTimeoutMs,
  };
  const transcribeConfig = {
    url: config.transcribeUrl,
    apiKey: config.transcribeApiKey,
    model: config.transcribeModel,
    timeoutMs: config.providerTimeoutMs,
  };

  app.post<{ Body: { text: string; from?: string; to?: string } }>(
    '/admin/translate',
    {
      schema: {
        body: {
          type: 'object',
          required: ['text'],
          additionalProperties: false,
          properties: {
            text: { type: 'string', maxLength: 5000 },
            from: { type: 'string', pattern: '^[a-z]{2,3}(-[A-Za-z]{2,4})?$', default: 'en' },
            to: { type: 'string', pattern: '^[a-z]{2,3}(-[A-Za-z]{2,4})?$', default: 'ur' },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['success', 'translatedText'],
            properties: { success: { type: 'boolean' }, translatedText: { type: 'string' } },
          },
          '4xx': FailSchema,
          '5xx': FailSchema,
        },
      },
    },
    async (request, reply) => {
      const text = request.body.text.trim();
      if (text === '') return reply.code(400).send(fail('Text to translate is required'));
      try {
        const translatedText = await translate(
          text,
          request.body.from ?? 'en',
          request.body.to ?? 'ur',
          translateConfig,
        );
        return { success: true, translatedText };
      } catch (error) {
        if (error instanceof ProviderError) return reply.code(error.status).send(fail(error.message));
        throw error;
      }
    },
  );

  app.post<{ Body: { audioUrl: string } }>(
    '/transcribe',
    {
      schema: {
        body: {
          type: 'object',
          required: ['audioUrl'],
          additionalProperties: false,
          properties: { audioUrl: { type: 'string', maxLength: 2000 } },
        },
        response: {
          200: {
            type: 'object',
            required: ['success', 'transcription'],
            properties: { success: { type: 'boolean' }, transcription: { type: 'string' } },
          },
          '4xx': FailSchema,
          '5xx': FailSchema,
        },
      },
    },
    async (request, reply) => {
      const audioUrl = request.body.audioUrl.trim();
      if (audioUrl === '') return reply.code(400).send(fail(TRANSCRIBE_URL_REQUIRED));
      if (audioUrl.startsWith('/Audio/') && storedName(audioUrl) === null) {
        return reply.code(404).send(fail(AUDIO_NOT_FOUND));
      }
      let temp: TempAudio | null = null;
      try {
        assertTranscribeConfigured(transcribeConfig);
        let file: string;
        let kind: SniffedAudio;
        const local = audioUrl.startsWith('/Audio/') ? localFileOf(audioUrl) : null;
        if (local) {
          const sniffed = sniffAudio(await readHead(local));
          if (!sniffed) return await reply.code(400).send(fail('The file at this path is not audio.'));
          kind = sniffed;
          file = local;
        } else {
          let body: Readable | null;
          if (audioUrl.startsWith('/Audio/')) {
            // A file of this server in a remote store: read it through the store, like a download.
            const name = storedName(audioUrl);
            body = name === null ? null : await store.read(name);
          } else {
            body = await safeFetch(audioUrl, {
              allowLoopback: config.fetchAllowLoopback,
              timeoutMs: config.fetchTimeoutMs,
            });
          }
          if (!body) return await reply.code(404).send(fail(AUDIO_NOT_FOUND));
          temp = await writeTemp(body, tempDir, config.fetchMaxBytes, {
            room: disk,
            what: 'the download',
          });
          file = temp.tempPath;
          kind = temp.kind;
        }
        const transcription = await transcribe(file, `audio.${kind.ext}`, kind.mime, transcribeConfig);
        return { success: true, transcription };
      } catch (error) {
        if (
          error instanceof ProviderError ||
          error instanceof FetchRefused ||
          error instanceof AudioRejected
        ) {
          return await reply.code(error.status).send(fail(error.message));
        }
        if ((error as Error | null)?.name === 'AbortError') {
          return await reply.code(504).send(fail('Downloading the audio took too long and was stopped.'));
        }
        throw error;
      } finally {
        await discardTemp(temp);
      }
    },
  );
}
