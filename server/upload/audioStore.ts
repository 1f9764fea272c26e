/**
 * Puts audio into DATA_DIR/audio safely: bytes stream into a `.tmp-<random>` file, are checked (size limit,
 * content sniffing, a real parse for the duration) and only then renamed to `<random>.<ext>`. The caller inserts
 * the database row after the rename and removes the file if the insert fails, so a crash at any point leaves
 * neither half a file under a served name nor a row without a file. Leftover temporary files are swept at start.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseFile } from 'music-metadata';
import { SNIFF_BYTES, sniffAudio, type SniffedAudio } from './sniff';

export const TEMP_PREFIX = '.tmp-';

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
}

export const tooLargeMessage = (maxBytes: number): string =>
  `The audio file is too large. The limit is ${formatBytes(maxBytes)}.`;

export const NOT_AUDIO_MESSAGE =
  'The file is not a supported audio file (MP3, M4A/AAC, Ogg/Opus, WAV, FLAC or WebM).';

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} bytes`;
}

const randomName = (): string => randomBytes(12).toString('hex');

/** Counts bytes, keeps the first few for sniffing and stops the stream as soon as the limit is passed. */
class Meter extends Transform {
  size = 0;
  head = Buffer.alloc(0);
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
    if (this.head.length < SNIFF_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, SNIFF_BYTES - this.head.length)]);
    }
    done(null, chunk);
  }
}

/**
 * Streams `source` into a temporary file in `audioDir` and checks it. Throws AudioRejected for content that is
 * too large or not audio (the temporary file is gone by then); other errors (disk, network) pass through.
 */
export async function writeTemp(source: Readable, audioDir: string, maxBytes: number): Promise<TempAudio> {
  await mkdir(audioDir, { recursive: true });
  const tempPath = path.join(audioDir, `${TEMP_PREFIX}${randomName()}`);
  const meter = new Meter(maxBytes);
  try {
    await pipeline(source, meter, createWriteStream(tempPath, { flags: 'wx', mode: 0o644 }));
    if (meter.size === 0) throw new AudioRejected('The audio file is empty.', 400);
    const kind = sniffAudio(meter.head);
    if (!kind) throw new AudioRejected(NOT_AUDIO_MESSAGE, 400);
    const duration = await readDuration(tempPath, kind);
    return { tempPath, kind, duration, size: meter.size };
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
}

async function readDuration(file: string, kind: SniffedAudio): Promise<number> {
  try {
    const metadata = await parseFile(file, { duration: true, skipCovers: true });
    const seconds = metadata.format.duration;
    return seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  } catch {
    // The first bytes looked like audio but the container does not parse: refuse rather than store junk.
    throw new AudioRejected(
      `${NOT_AUDIO_MESSAGE} This ${kind.ext.toUpperCase()} file could not be read.`,
      400,
    );
  }
}

/** Renames a checked temporary file to its final, generated name; returns the public path (/Audio/<name>). */
export async function commitTemp(
  temp: TempAudio,
  audioDir: string,
): Promise<{ fileName: string; filePath: string }> {
  const fileName = `${randomName()}.${temp.kind.ext}`;
  await rename(temp.tempPath, path.join(audioDir, fileName));
  return { fileName, filePath: `/Audio/${fileName}` };
}

export async function discardTemp(temp: TempAudio | null): Promise<void> {
  if (temp) await rm(temp.tempPath, { force: true });
}

/**
 * Maps a stored path (/Audio/<name>) to its file inside `audioDir`, or null when it is not a plain file name
 * there (other folders, dot files, encoded or literal traversal): such paths are never touched.
 */
export function localAudioFile(filePath: string, audioDir: string): string | null {
  if (!filePath.startsWith('/Audio/')) return null;
  let name: string;
  try {
    name = decodeURIComponent(filePath.slice('/Audio/'.length));
  } catch {
    return null;
  }
  if (name === '' || name.startsWith('.') || /[/\\\0]/.test(name)) return null;
  const resolved = path.resolve(audioDir, name);
  return path.dirname(resolved) === path.resolve(audioDir) ? resolved : null;
}

/** Deletes the file behind a stored /Audio/ path, if there is one; other paths (URLs) are left alone. */
export async function deleteStoredAudio(filePath: string, audioDir: string): Promise<boolean> {
  const file = localAudioFile(filePath, audioDir);
  if (!file) return false;
  await rm(file, { force: true });
  return true;
}

/**
 * Removes temporary files left by an interrupted upload. Only files untouched for `minAgeMs` go, so an upload
 * that another server instance sharing the folder is writing right now is left alone.
 */
export async function sweepStaleTemp(
  audioDir: string,
  minAgeMs = 10 * 60 * 1000,
  now = Date.now(),
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(audioDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith(TEMP_PREFIX)) continue;
    const file = path.join(audioDir, name);
    try {
      const info = await stat(file);
      if (now - info.mtimeMs >= minAgeMs) {
        await rm(file, { force: true });
        removed += 1;
      }
    } catch {
      // Gone already (another instance swept it): nothing to do.
    }
  }
  return removed;
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
