/**
 * Running ffmpeg: a child process (never work on the event loop), at a lower CPU priority so the API stays
 * quick while a rendition is made, with progress read from `-progress pipe:1`. The two jobs of the ingest
 * pipeline (docs/data-saver.md): measure a file's integrated loudness (EBU R128, the loudnorm filter's first
 * pass) and make the data-saver rendition (AAC-LC in M4A, loudness-normalised with the measured values).
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

/** The loudness every rendition is normalised to (LUFS), and its true-peak ceiling (dBTP). */
export const TARGET_LUFS = -16;
export const TRUE_PEAK_DB = -1.5;
const LOUDNESS_RANGE = 11;

/** The data-saver rendition's bit rate: AAC-LC, mono (naats are voice-led), 48 kbps. */
export const RENDITION_KBPS = 48;
export const RENDITION_EXT = 'm4a';
export const RENDITION_TYPE = 'audio/mp4';

/** The end of ffmpeg's stderr kept for error messages and parsing (the loudnorm JSON is at the end). */
const STDERR_KEEP = 64 * 1024;

export class FfmpegFailed extends Error {
  constructor(
    message: string,
    readonly stderrTail: string,
  ) {
    super(message);
    this.name = 'FfmpegFailed';
  }
}

export interface RunOptions {
  /** Called with the seconds of output done so far. */
  onProgress?: (seconds: number) => void;
  signal?: AbortSignal;
}

/** Runs ffmpeg with `args`; resolves with its stderr (the tail), rejects with FfmpegFailed on a non-zero exit. */
export function runFfmpeg(
  ffmpeg: string,
  args: readonly string[],
  options: RunOptions = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, ['-hide_banner', '-nostdin', '-nostats', '-progress', 'pipe:1', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      signal: options.signal,
    });
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // Not allowed on some systems: the job still runs, only at normal priority.
      }
    }
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEEP);
    });
    let pending = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // Old builds name the microseconds out_time_ms; newer ones add out_time_us.
        const match = /^out_time_(?:us|ms)=(\d+)/.exec(line);
        if (match) options.onProgress?.(Number(match[1]) / 1e6);
      }
    });
    child.on('error', (error) => reject(new FfmpegFailed(`ffmpeg could not run: ${error.message}`, stderr)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve(stderr);
      else reject(new FfmpegFailed(ffmpegError(stderr, code, signal), stderr));
    });
  });
}

/** A short reason for the admin: ffmpeg's last meaningful line. */
function ffmpegError(stderr: string, code: number | null, signal: NodeJS.Signals | null): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('['));
  const last = lines.at(-1) ?? '';
  const how = signal ? `was stopped (${signal})` : `exited with code ${code ?? '?'}`;
  return `ffmpeg ${how}${last ? `: ${last.slice(0, 300)}` : ''}`;
}

/** The input's duration and overall bit rate, from ffmpeg's description of it. */
export function parseInputInfo(stderr: string): { seconds: number | null; kbps: number | null } {
  const match = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)[^\n]*?bitrate: (\d+) kb\/s/.exec(stderr);
  const duration = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr);
  const seconds = duration
    ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])
    : null;
  return { seconds, kbps: match ? Number(match[4]) : null };
}

/** What loudnorm's first pass measured (its print_format=json block). */
export interface Loudness {
  /** Integrated loudness, LUFS; null for silence (ffmpeg says -inf). */
  integrated: number | null;
  truePeak: number | null;
  range: number | null;
  threshold: number | null;
  /** Seconds of the input, as ffmpeg read it. */
  seconds: number | null;
  /** The input's overall bit rate, kbps. */
  kbps: number | null;
}

const finiteOrNull = (value: unknown): number | null => {
  const number = typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
};

/** Reads the JSON block loudnorm prints at the end of its run. */
export function parseLoudnorm(stderr: string): Omit<Loudness, 'seconds' | 'kbps'> {
  const start = stderr.lastIndexOf('{');
  const end = stderr.lastIndexOf('}');
  if (start < 0 || end < start) throw new FfmpegFailed('ffmpeg printed no loudness measurement', stderr);
  let values: Record<string, unknown>;
  try {
    values = JSON.parse(stderr.slice(start, end + 1)) as Record<string, unknown>;
  } catch {
    throw new FfmpegFailed('ffmpeg printed an unreadable loudness measurement', stderr);
  }
  return {
    integrated: finiteOrNull(values.input_i),
    truePeak: finiteOrNull(values.input_tp),
    range: finiteOrNull(values.input_lra),
    threshold: finiteOrNull(values.input_thresh),
  };
}

const loudnorm = `loudnorm=I=${TARGET_LUFS}:TP=${TRUE_PEAK_DB}:LRA=${LOUDNESS_RANGE}`;

/** Measures the integrated loudness of the audio in `input` (a decode of the whole file, no output). */
export async function measureLoudness(
  ffmpeg: string,
  input: string,
  options: RunOptions = {},
): Promise<Loudness> {
  const stderr = await runFfmpeg(
    ffmpeg,
    ['-i', input, '-vn', '-af', `${loudnorm}:print_format=json`, '-f', 'null', '-'],
    options,
  );
  return { ...parseLoudnorm(stderr), ...parseInputInfo(stderr) };
}

/**
 * Writes the data-saver rendition of `input` to `output` (an .m4a path): AAC-LC at RENDITION_KBPS, mono,
 * normalised to TARGET_LUFS with the true-peak limit, using the first pass's measurement (two-pass loudnorm
 * keeps the dynamics: a linear gain when it can). Silence (no measured loudness) is encoded as it is.
 * `faststart` puts the index first so playback starts after the first few kilobytes.
 */
export async function makeRendition(
  ffmpeg: string,
  input: string,
  output: string,
  measured: Loudness,
  options: RunOptions = {},
): Promise<void> {
  const filters: string[] = [];
  if (
    measured.integrated !== null &&
    measured.truePeak !== null &&
    measured.range !== null &&
    measured.threshold !== null
  ) {
    filters.push(
      `${loudnorm}:measured_I=${measured.integrated}:measured_TP=${measured.truePeak}` +
        `:measured_LRA=${measured.range}:measured_thresh=${measured.threshold}:linear=true`,
    );
  }
  // loudnorm works at 192 kHz; come back to a rate AAC-LC encodes well.
  filters.push('aresample=44100');
  await runFfmpeg(
    ffmpeg,
    [
      '-y',
      '-i',
      input,
      '-vn',
      '-map_metadata',
      '-1',
      '-af',
      filters.join(','),
      '-ac',
      '1',
      '-c:a',
      'aac',
      '-b:a',
      `${RENDITION_KBPS}k`,
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      output,
    ],
    options,
  );
}
