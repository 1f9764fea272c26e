/**
 * Receives audio safely before it enters the audio store (server/storage/audioStore.ts): bytes stream into a
 * `.tmp-<owner>-<random>` file in the temporary folder (DATA_DIR/tmp, owned by this process: ./tempOwner.ts) while they are counted, hashed and their first
 * bytes kept; then the file is checked (size limit, content sniffing, a real parse for the duration). Only a
 * checked file is put into the store, under a name made from its content (`storeAudio`), and the caller
 * inserts the database row after that (server/audio/catalogueAudio.ts). A crash at any point leaves at worst
 * a temporary file (swept at start) or an unreferenced stored file, never a row without its file.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { mkdir, open, rm } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseFile } from 'music-metadata';
import { type AudioStore, storedPath } from '../storage/audioStore';
import type { RoomCheck } from '../storage/diskReserve';
import { SNIFF_BYTES, sniffAudio, type SniffedAudio } from './sniff';
import { ownedTempPath } from './tempOwner';
import { formatBytes } from '../common/bytes';
import { decodedSeconds, trustedSeconds } from './decodedLength';

export { TEMP_PREFIX } from './tempOwner';

/** A client-side problem with the audio; `status` is the HTTP status to answer with. */
export class AudioRejected extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413,
  ) {
    super(message);
  }
}

export interface TempAudio {
  tempPath: string;
  kind: SniffedAudio;
  /** Whole seconds, 0 when the container does not say. */
  duration: number;
  size: number;
  /** SHA-256 of the bytes, hex: the stored name is made from it, so the same file is stored once. */
  sha256: string;
}

export const tooLargeMessage = (maxBytes: number): string =>
  `The audio file is too large. The limit is ${formatBytes(maxBytes)}.`;

export const NOT_AUDIO_MESSAGE =
  'The file is not a supported audio file (MP3, M4A/AAC, Ogg/Opus, WAV, FLAC or WebM).';

/** Counts and hashes bytes, keeps the first few for sniffing, stops the stream once the limit is passed. */
class Meter extends Transform {
  size = 0;
  head = Buffer.alloc(0);
  readonly hash = createHash('sha256');
  constructor(private readonly maxBytes: number) {
    super();
  }
  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    done: (error?: Error | null, data?: Buffer) => void,
  ) {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      done(new AudioRejected(tooLargeMessage(this.maxBytes), 413));
      return;
    }
    this.hash.update(chunk);
    if (this.head.length < SNIFF_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, SNIFF_BYTES - this.head.length)]);
    }
    done(null, chunk);
  }
}

export interface TempOptions {
  /** The disk policy (server/storage/diskReserve.ts), asked for room before the first byte is written. */
  room?: RoomCheck;
  /** What the room is for, in its refusal ("the download"). */
  what?: string;
  /** The bytes expected; default: a download's Content-Length (at most `maxBytes`), else `maxBytes`. */
  expectedBytes?: number;
  /**
   * ffmpeg, to measure the duration by decoding (./decodedLength.ts); null or unset: the header's duration
   * is taken as it is (no ffmpeg on this machine).
   */
  ffmpeg?: string | null;
}

/** The bytes a source is expected to bring: its declared length when it has one, never above the limit. */
export function expectedBytesOf(source: Readable, maxBytes: number): number {
  const declared = Number((source as Partial<IncomingMessage>).headers?.['content-length']);
  return Number.isSafeInteger(declared) && declared >= 0 ? Math.min(declared, maxBytes + 1) : maxBytes;
}

/**
 * Streams `source` into a temporary file in `tempDir` and checks it. Throws AudioRejected for content that is
 * too large or not audio (the temporary file is gone by then); other errors (disk, network) pass through.
 * With `options.room`, the disk policy is asked first: NoRoom (ENOSPC) before a byte is read or written.
 */
export async function writeTemp(
  source: Readable,
  tempDir: string,
  maxBytes: number,
  options: TempOptions = {},
): Promise<TempAudio> {
  if (options.room) {
    try {
      await options.room.ensureRoom(
        options.expectedBytes ?? expectedBytesOf(source, maxBytes),
        options.what ?? 'the audio file',
      );
    } catch (error) {
      source.destroy();
      throw error;
    }
  }
  await mkdir(tempDir, { recursive: true });
  const tempPath = ownedTempPath(tempDir);
  const meter = new Meter(maxBytes);
  try {
    await pipeline(source, meter, createWriteStream(tempPath, { flags: 'wx', mode: 0o644 }));
    if (meter.size === 0) throw new AudioRejected('The audio file is empty.', 400);
    const kind = sniffAudio(meter.head);
    if (!kind) throw new AudioRejected(NOT_AUDIO_MESSAGE, 400);
    const duration = await readDuration(tempPath, kind, options.ffmpeg ?? null);
    return { tempPath, kind, duration, size: meter.size, sha256: meter.hash.digest('hex') };
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
}

async function readDuration(file: string, kind: SniffedAudio, ffmpeg: string | null): Promise<number> {
  const refused = () =>
    new AudioRejected(`${NOT_AUDIO_MESSAGE} This ${kind.ext.toUpperCase()} file could not be read.`, 400);
  let seconds: number | undefined;
  try {
    const metadata = await parseFile(file, { duration: true, skipCovers: true });
    seconds = metadata.format.duration;
  } catch {
    // The first bytes looked like audio but the container does not parse: refuse rather than store junk.
    throw refused();
  }
  // Magic bytes followed by anything else (HTML, say) give no audio frames and so no duration: only a file
  // whose audio actually parses to some length is accepted.
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) throw refused();
  if (ffmpeg !== null) {
    // The header's word is checked against what decodes: nothing at all is not audio.
    const trusted = trustedSeconds(seconds, await decodedSeconds(ffmpeg, file));
    if (trusted === null) throw refused();
    seconds = trusted;
  }
  return Math.max(1, Math.round(seconds));
}

/** The store name of a checked file: made from its content, so uploading the same file twice stores it once. */
export const contentName = (temp: TempAudio): string => `${temp.sha256.slice(0, 32)}.${temp.kind.ext}`;

/**
 * Puts a checked temporary file into the store under its content name and returns its stored path
 * (/Audio/<name>). When the store already holds that content, the temporary file is simply dropped.
 */
export async function storeAudio(store: AudioStore, temp: TempAudio): Promise<string> {
  const name = contentName(temp);
  if ((await store.stat(name))?.size === temp.size) await discardTemp(temp);
  else await store.put(name, temp.tempPath, temp.kind.mime);
  return storedPath(name);
}

export async function discardTemp(temp: TempAudio | null): Promise<void> {
  if (temp) await rm(temp.tempPath, { force: true });
}

/** The first bytes of a stored file, for sniffing. */
export async function readHead(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
