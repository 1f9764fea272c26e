/**
 * Bulk upload in the admin: the tus resumable-upload protocol (tus.io, served by @tus/server) under
 * /api/admin/uploads. The client creates an upload (POST, with Upload-Length and the title and reciter in
 * Upload-Metadata), sends the bytes in one or more PATCH requests, and after a dropped connection asks how
 * far it got (HEAD) and goes on from there. The partial file lives in DATA_DIR/bulk-uploads (`<id>` and its
 * `<id>.json`), so it survives a restart.
 *
 * When the last byte is in, the file takes the very path of an admin single upload: copied into a checked
 * temporary file (size, content sniffing, a real parse), stored in the audio store under its content name,
 * then the naat row (server/audio/catalogueAudio.ts). The partial goes whatever the outcome, so a refused
 * file is sent again in full by a retry, and an accepted one is never turned into a second naat by a HEAD.
 *
 * Every path here is under /api/admin/, so the app-wide guard (server/auth/guard.ts) answers 401 without a
 * live session before any byte is read.
 */
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Server as TusServer } from '@tus/server';
import { FileStore } from '@tus/file-store';
import type { Upload } from '@tus/utils';
import type { AdminConfig } from '../adminConfig';
import { createNaatWithAudio } from '../audio/catalogueAudio';
import type { Repositories } from '../db/repositories';
import type { AudioStore } from '../storage/audioStore';
import type { DiskReserve } from '../storage/diskReserve';
import { STORAGE_FULL, fail } from '../http/errors';
import { isStorageFull } from '../common/storageFull';
import { type BulkMetadata, checkBulkMetadata, isUploadId } from '../upload/bulkMetadata';
import { AudioRejected, tooLargeMessage, writeTemp } from '../upload/incomingAudio';
import { attachableReciter, matchReciterName, noReciterToAttach } from '../upload/reciterMatch';

export const BULK_UPLOAD_PATH = '/api/admin/uploads';
/** A partial upload untouched this long is abandoned: its bytes go (the client then starts it again). */
export const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;

export interface BulkUploadOptions {
  admin: AdminConfig;
  repos: Repositories;
  audioStore: AudioStore;
  disk: DiskReserve;
  /** ffmpeg for measuring uploads by decoding them (server/upload/decodedLength.ts); null: none here. */
  ffmpegPath: string | null;
  /** DATA_DIR/tmp, where the finished file is checked as every upload is. */
  tempDir: string;
  /** Where the partial files live (DATA_DIR/bulk-uploads). */
  uploadsDir: string;
}

/** A tus hook's way of answering: @tus/server sends `body` with `status_code` and stops the request. */
interface TusAnswer {
  status_code: number;
  body: string;
}

/** A refusal in the API's shape, thrown from a tus hook. */
class TusRefusal extends Error implements TusAnswer {
  readonly body: string;
  constructor(
    readonly status_code: number,
    message: string,
  ) {
    super(message);
    this.body = JSON.stringify(fail(message));
  }
}
const answer = (status: number, message: string): TusRefusal => new TusRefusal(status, message);

/**
 * The reciter a finished file goes to: the one the admin chose by id; else the one of that name; else, for a
 * name like an existing reciter's, that reciter (the closest, as a folder import does by default: "Awais
 * Qadri" goes to Owais Raza Qadri) unless the admin chose `new`; else a new reciter of that name. One call
 * at a time: several files of one new reciter arrive at once, and they must make one reciter, not three.
 */
function reciterFinder(repos: Repositories): (metadata: BulkMetadata) => Promise<number> {
  let queue: Promise<unknown> = Promise.resolve();
  return ({ reciter: name, reciterId, reciterMatch }) => {
    const run = queue.then(async () => {
      if (reciterId !== null) {
        const id = await attachableReciter(repos.reciters, reciterId);
        if (id === null) throw answer(400, noReciterToAttach(reciterId));
        return id;
      }
      const { exact, similar } = await matchReciterName(repos.reciters, name);
      const found = exact ?? (reciterMatch === 'new' ? undefined : similar[0]);
      return found ? found.id : (await repos.reciters.create({ name: name.trim() })).id;
    });
    queue = run.catch(() => undefined);
    return run;
  };
}

/**
 * Removes partial uploads untouched for `maxAgeMs` (by the data file's last write, or the metadata file's
 * when the data never came). Only names this server makes are looked at, so nothing else in the folder goes.
 */
export async function sweepAbandonedUploads(
  dir: string,
  maxAgeMs = ABANDONED_UPLOAD_MS,
  now = Date.now(),
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  const ids = new Set(names.map((name) => name.replace(/\.json$/, '')).filter(isUploadId));
  let removed = 0;
  for (const id of ids) {
    const newest = Math.max(
      ...(await Promise.all(
        [id, `${id}.json`].map((name) =>
          stat(path.join(dir, name)).then(
            (info) => info.mtimeMs,
            () => 0,
          ),
        ),
      )),
    );
    if (now - newest < maxAgeMs) continue;
    await rm(path.join(dir, id), { force: true });
    await rm(path.join(dir, `${id}.json`), { force: true });
    removed += 1;
  }
  return removed;
}

export const TUS_MESSAGES = {
  pastLength:
    'The bytes sent go past the length the upload was created with (Upload-Length): send only what is missing, from the offset a HEAD request reports.',
  lengthRequired: "Send Upload-Length with a bulk upload: the file's size must be known when it is created.",
  resumable: 'Bulk uploads use the tus protocol: send the header Tus-Resumable: 1.0.0.',
  unknown: 'There is no such upload here (it was finished, cancelled or abandoned): start it again.',
  offset:
    'The offset sent is not where the upload stands (another request may have sent bytes meanwhile): ask with HEAD and resume from there.',
} as const;

/** Our sentence for an answer @tus/server words itself (in plain text). */
function tusMessage(status: number, body: string): string {
  const text = body.trim();
  if (status === 412) return TUS_MESSAGES.resumable;
  if (status === 404) return TUS_MESSAGES.unknown;
  const invalid = /^Invalid (.+)$/.exec(text);
  if (status === 400 && invalid?.[1]) return `The upload's header ${invalid[1]} is not valid.`;
  return text || 'The upload was refused.';
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * @tus/server with every answer that has a body in the API's JSON shape: its own refusals made before any
 * handler runs (no Tus-Resumable, an invalid header, an unknown address) are plain text otherwise, and a
 * string body would go out as text/plain.
 */
class ApiShapedTus extends TusServer {
  override write(...[context, headers, status, body = '']: Parameters<TusServer['write']>) {
    if (body === '') return super.write(context, headers, status, body);
    headers.set('Content-Type', JSON_TYPE);
    const json = body.startsWith('{') ? body : JSON.stringify(fail(tusMessage(status, body)));
    return super.write(context, headers, status, json);
  }
}

/**
 * Our answer for an error @tus/server reports, in the API's shape. A 413 to a PATCH is bytes past the
 * upload's own Upload-Length (a creation with no length is refused, so a PATCH never sets one); only a
 * creation can be over the server's size limit.
 */
function ourAnswer(
  error: Error | TusAnswer,
  method: string,
  config: AdminConfig,
  log: FastifyInstance['log'],
): TusAnswer {
  if (error instanceof TusRefusal) return { status_code: error.status_code, body: error.body };
  if (isStorageFull(error)) return answer(507, STORAGE_FULL);
  if (!('status_code' in error)) {
    log.error({ err: error }, 'Bulk upload failed');
    return answer(500, 'The upload could not be saved. Please try again.');
  }
  if (error.body.startsWith('{')) return error;
  if (error.status_code === 413 && method === 'PATCH') return answer(413, TUS_MESSAGES.pastLength);
  if (error.status_code === 413) return answer(413, tooLargeMessage(config.uploadMaxBytes));
  if (error.status_code === 409) return answer(409, TUS_MESSAGES.offset);
  if (error.status_code === 404) return answer(404, TUS_MESSAGES.unknown);
  if (error.status_code >= 500) log.error({ tus: error.body }, 'Bulk upload failed');
  return answer(error.status_code, error.body.trim() || 'The upload was refused.');
}

export async function adminBulkUploadRoutes(
  app: FastifyInstance,
  { admin: config, tempDir, uploadsDir: directory, repos, audioStore, disk, ffmpegPath }: BulkUploadOptions,
): Promise<void> {
  await mkdir(directory, { recursive: true });
  // Made on the first upload request, not at start: @tus/file-store's constructor makes its folder again
  // without waiting and throws from that callback (an uncaught exception) when DATA_DIR is gone by then, as
  // a test's is right after a quick start and close.
  let datastore: FileStore | null = null;
  let tus: TusServer | null = null;
  const reciterFor = reciterFinder(repos);

  /** The file is complete: check it and add the naat, or say why not. The partial goes either way. */
  const finish = async (
    upload: Upload,
  ): Promise<{ status_code: number; headers: Record<string, string>; body: string }> => {
    const checked = checkBulkMetadata(upload.metadata);
    try {
      if (typeof checked === 'string') throw answer(400, checked);
      // The checked copy of the whole file (the partial goes once the naat is in).
      const temp = await writeTemp(
        createReadStream(path.join(directory, upload.id)),
        tempDir,
        config.uploadMaxBytes,
        { room: disk, expectedBytes: upload.size ?? 0, ffmpeg: ffmpegPath },
      );
      const naat = await createNaatWithAudio(
        repos,
        audioStore,
        {
          title: checked.title,
          naatKhawanId: await reciterFor(checked),
          urduTitle: null,
          playCount: 0,
          lyrics: null,
          category: null,
          language: null,
          description: null,
        },
        temp,
      );
      return {
        status_code: 200,
        headers: { 'Content-Type': JSON_TYPE },
        body: JSON.stringify({ success: true, data: naat }),
      };
    } catch (error) {
      if (error instanceof AudioRejected) throw answer(error.status, error.message);
      throw error;
    } finally {
      await datastore?.remove(upload.id).catch(() => undefined);
    }
  };

  const tusServer = (): TusServer => {
    datastore ??= new FileStore({ directory });
    tus ??= createTus(datastore);
    return tus;
  };
  const createTus = (store: FileStore): TusServer =>
    new ApiShapedTus({
      path: BULK_UPLOAD_PATH,
      datastore: store,
      maxSize: config.uploadMaxBytes,
      relativeLocation: true,
      // The admin page is on this origin; no other site gets a CORS grant (the default is any origin).
      allowedOrigins: [],
      // The Location the client resumes at is ours; an id that is not one we made never reaches the disk.
      getFileIdFromRequest: (_request, lastPath) => (lastPath && isUploadId(lastPath) ? lastPath : undefined),
      onUploadCreate: async (_request, upload) => {
        // With the length deferred, a PATCH could not tell bytes past it from bytes over the size limit.
        if (upload.sizeIsDeferred || upload.size === undefined)
          throw answer(400, TUS_MESSAGES.lengthRequired);
        const checked = checkBulkMetadata(upload.metadata);
        if (typeof checked === 'string') throw answer(400, checked);
        // A chosen reciter that is gone is said before any byte is sent (and again at the end, if it goes then).
        if (
          checked.reciterId !== null &&
          (await attachableReciter(repos.reciters, checked.reciterId)) === null
        ) {
          throw answer(400, noReciterToAttach(checked.reciterId));
        }
        return {};
      },
      onUploadFinish: (_request, upload) => finish(upload),
      onResponseError: (request, error) => ourAnswer(error, request.method, config, app.log),
    });

  // The PATCH body is the file itself: left unread here so @tus/server streams it to disk.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => {
    done(null);
  });

  /**
   * The bytes a request will write, for the disk policy: a creation its partial file (Upload-Length), a
   * PATCH its body, and the PATCH that completes the upload the checked copy of the whole file besides.
   * Null when tus itself will refuse the request (no such upload, no length): nothing is written then.
   */
  const bytesToWrite = async (request: FastifyRequest): Promise<number | null> => {
    const header = (name: string): number | null => {
      const value = Number(request.headers[name]);
      return request.headers[name] !== undefined && Number.isSafeInteger(value) && value >= 0 ? value : null;
    };
    if (request.method === 'POST') return header('upload-length');
    if (request.method !== 'PATCH') return null;
    const id = request.url.split('?')[0]?.split('/').pop() ?? '';
    if (!isUploadId(id)) return null;
    datastore ??= new FileStore({ directory });
    const upload = await datastore.getUpload(id).catch(() => null);
    if (upload?.size === undefined) return null;
    const remaining = Math.max(0, upload.size - upload.offset);
    const body = Math.min(header('content-length') ?? remaining, remaining);
    return body + (upload.offset + body >= upload.size ? upload.size : 0);
  };

  const handle = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    // Asked before tus writes a byte: PATCHes too, so resumed uploads never eat the room kept for the
    // admin's logins and deletes (server/storage/diskReserve.ts).
    const bytes = await bytesToWrite(request);
    if (bytes !== null && !(await disk.roomFor(bytes))) {
      await reply.code(507).send(fail(STORAGE_FULL));
      return;
    }
    // tus writes its answer itself, past the hook that adds the security headers to every other answer:
    // they, and any header the app's hooks set so far, go out with it.
    for (const [name, value] of Object.entries({ ...reply.getHeaders(), ...app.securityHeaders })) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.hijack();
    // A PATCH whose bytes stop coming (server/http/bodyTimeout.ts times the silence) is cut: tus keeps
    // what arrived, and the client resumes from there instead of a request hanging for minutes.
    request.raw.once('timeout', () => request.raw.socket.destroy());
    await tusServer().handle(request.raw, reply.raw);
  };
  for (const url of ['/admin/uploads', '/admin/uploads/:id']) {
    app.route({ method: ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'], url, handler: handle });
  }
}
