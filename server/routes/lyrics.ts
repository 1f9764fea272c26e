/**
 * A naat's lyrics (docs/lyrics.md), registered under /api as a plugin of its own, so its text/plain parser
 * applies to these routes only:
 *  - GET /audios/{id}/lyrics: `{success, data: {synced, lines: [{start, text, roman?, translation?}]}}`;
 *  - GET /audios/{id}/lyrics.lrc (LRC) and /audios/{id}/lyrics.vtt (WebVTT cues of timed lyrics);
 *  - PUT /admin/audios/{id}/lyrics: LRC as text/plain, or the JSON shape. Behind the app-wide admin guard
 *    (every /api/admin/ path). Bad lyrics are a 400 naming the line, and the stored lyrics stay as they were.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Repositories } from '../db/repositories';
import { NOT_UNICODE, fail } from '../http/errors';
import { durationMs, readNaatLyrics, saveNaatLyrics } from '../lyrics/naatLyrics';
import {
  FailSchema,
  IdParamsSchema,
  LYRICS_MESSAGES,
  LyricsSchema,
  Ok,
  formatLrc,
  formatVtt,
  parseLrc,
  readLyricsJson,
  type Lyrics,
} from '../../contract';
import { controlCharMessage, hasRefusedControl } from '../common/textPolicy';

/** The first text of the lyrics' lines that holds a control character other than tab and line breaks. */
function lyricsControlProblem(lyrics: Lyrics): string | null {
  for (const [index, line] of lyrics.lines.entries()) {
    for (const field of ['text', 'roman', 'translation'] as const) {
      const value = line[field];
      if (value !== undefined && hasRefusedControl(value, 'lines')) {
        return controlCharMessage(`lines[${index}].${field}`, 'lines');
      }
    }
  }
  return null;
}

const NO_LYRICS = 'This naat has no lyrics.';
const NOT_TIMED = "This naat's lyrics are not timed, so they have no WebVTT cues.";
const NOT_FOUND = 'Naat not found';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** `filename*` of a Content-Disposition (RFC 8187), with a plain ASCII `filename` for older readers. */
const attachmentName = (id: number, title: string, ext: string): string =>
  `inline; filename="naat-${id}.${ext}"; filename*=UTF-8''${encodeURIComponent(`${title}.${ext}`)}`;

export interface LyricsRoutesOptions {
  repos: Repositories;
}

export function lyricsRoutes(app: FastifyInstance, { repos }: LyricsRoutesOptions): Promise<void> {
  // LRC arrives as text: UTF-8 strictly (replacement characters would be stored as lyrics otherwise).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      done(null, strictUtf8.decode(typeof body === 'string' ? Buffer.from(body) : body));
    } catch {
      done(Object.assign(new Error(NOT_UNICODE), { statusCode: 400 }), undefined);
    }
  });

  /** The naat and its lyrics, or the 404 already sent. */
  const find = async (id: number, reply: FastifyReply) => {
    const naat = await repos.naats.getById(id);
    if (!naat) {
      await reply.code(404).send(fail(NOT_FOUND));
      return null;
    }
    return { naat, lyrics: await readNaatLyrics(repos, naat) };
  };

  const params = { params: IdParamsSchema };

  app.get<{ Params: { id: number } }>(
    '/audios/:id/lyrics',
    { schema: { ...params, response: { 200: Ok(LyricsSchema), 404: FailSchema } } },
    async (request, reply) => {
      const found = await find(request.params.id, reply);
      return found ? { success: true, data: found.lyrics } : reply;
    },
  );

  app.get<{ Params: { id: number } }>(
    '/audios/:id/lyrics.lrc',
    { schema: { ...params, response: { 404: FailSchema } } },
    async (request, reply) => {
      const found = await find(request.params.id, reply);
      if (!found) return reply;
      const { naat, lyrics } = found;
      if (lyrics.lines.length === 0) return reply.code(404).send(fail(NO_LYRICS));
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', attachmentName(naat.id, naat.title, 'lrc'))
        .send(
          formatLrc(lyrics, {
            title: naat.title,
            artist: naat.naatKhawan.name,
            durationMs: durationMs(naat),
          }),
        );
    },
  );

  app.get<{ Params: { id: number } }>(
    '/audios/:id/lyrics.vtt',
    { schema: { ...params, response: { 404: FailSchema } } },
    async (request, reply) => {
      const found = await find(request.params.id, reply);
      if (!found) return reply;
      const { naat, lyrics } = found;
      if (lyrics.lines.length === 0) return reply.code(404).send(fail(NO_LYRICS));
      const vtt = formatVtt(lyrics, durationMs(naat));
      if (vtt === null) return reply.code(404).send(fail(NOT_TIMED));
      return reply
        .type('text/vtt; charset=utf-8')
        .header('content-disposition', attachmentName(naat.id, naat.title, 'vtt'))
        .send(vtt);
    },
  );

  app.put<{ Params: { id: number }; Body: unknown }>(
    '/admin/audios/:id/lyrics',
    {
      schema: {
        ...params,
        body: {
          content: {
            'text/plain': { schema: { type: 'string' } },
            'application/json': { schema: { type: 'object' } },
          },
        },
        response: { 200: Ok(LyricsSchema), '4xx': FailSchema },
      },
    },
    async (request, reply) => {
      const naat = await repos.naats.getById(request.params.id);
      if (!naat) return reply.code(404).send(fail(NOT_FOUND));
      const body = request.body;
      const result =
        typeof body === 'string'
          ? parseLrc(body, durationMs(naat))
          : body === undefined
            ? ({ ok: false, error: LYRICS_MESSAGES.notLyrics } as const)
            : readLyricsJson(body, durationMs(naat));
      if (!result.ok) return reply.code(400).send(fail(result.error));
      const refused = lyricsControlProblem(result.lyrics);
      if (refused !== null) return reply.code(400).send(fail(refused));
      const saved = await saveNaatLyrics(repos, naat.id, result.lyrics);
      if (!saved) return reply.code(404).send(fail(NOT_FOUND));
      return { success: true, data: await readNaatLyrics(repos, saved) };
    },
  );
  return Promise.resolve();
}
