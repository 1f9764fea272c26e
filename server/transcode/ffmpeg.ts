/**
 * Running ffmpeg: a child process (never work on the event loop), at a lower CPU priority so the API stays
 * quick while a rendition is made, with progress read from `-progress pipe:1`. The steps of the ingest
 * pipeline (docs/data-saver.md): measure a file's integrated loudness (EBU R128, the loudnorm filter's first
 * pass) and whether it is effectively mono, then make the data-saver renditions, loudness-normalised with the
 * measured values: AAC-LC in M4A (every browser), and Opus in WebM and in MP4 (a quarter of the original's
 * bytes or less, for the browsers that play it).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { setPriority } from 'node:os';

/** The loudness every rendition is normalised to (LUFS), and its true-peak ceiling (dBTP). */
export const TARGET_LUFS = -16;
export const TRUE_PEAK_DB = -1.5;
const LOUDNESS_RANGE = 11;

/** The AAC data-saver rendition: AAC-LC, mono (naats are voice-led), 48 kbps, the fallback every browser plays. */
export const RENDITION_KBPS = 48;
export const RENDITION_EXT = 'm4a';
/** Full media types, codecs included, so a player can ask `canPlayType` before fetching a byte. */
export const RENDITION_TYPE = 'audio/mp4; codecs="mp4a.40.2"';

/**
 * The Opus data-saver rendition: 24 kbps mono when the original is effectively mono (most recitations are,
 * even when stored as stereo), 28 kbps stereo otherwise; Opus is near transparent for voice from about
 * 24 kbps, and either stays under a quarter of a 128 kbps original with its container. 60 ms packets: three
 * times fewer packet headers than the default 20 ms, the same sound for voice.
 */
export const OPUS_MONO_KBPS = 24;
export const OPUS_STEREO_KBPS = 28;
const OPUS_FRAME_MS = 60;
/** WebM (Chromium, Firefox, Safari 15 and 16 on macOS) and MP4 (Safari 17 and later, and the others too). */
export const OPUS_WEBM_EXT = 'webm';
export const OPUS_WEBM_TYPE = 'audio/webm; codecs="opus"';
export const OPUS_MP4_EXT = 'mp4';
export const OPUS_MP4_TYPE = 'audio/mp4; codecs="opus"';

/** A stereo original whose side signal is this far below its mid signal is encoded as mono (dB). */
export const MONO_BELOW_DB = 30;

/** The end of ffmpeg's stderr kept for error messages and parsing (the loudnorm JSON is at the end). */
const STDERR_KEEP = 64 * 1024;

export class FfmpegFailed extends Error {
  /** ENOSPC when ffmpeg stopped because the disk was full, so full-disk handling sees it as one. */
  readonly code: string | undefined;
  constructor(
    message: string,
    readonly stderrTail: string,
  ) {
    super(message);
    this.name = 'FfmpegFailed';
    this.code = /No space left on device/i.test(stderrTail) ? 'ENOSPC' : undefined;
  }
}

export interface RunOptions {
  /** Called with the seconds of output done so far. */
  onProgress?: (seconds: number) => void;
  signal?: AbortSignal;
  /** CPU priority of the ffmpeg process (nice value, default 10: below the server's own). */
  niceness?: number;
}

/**
 * How ffmpeg is started so that it dies with the server, even one killed with SIGKILL: on Linux through
 * util-linux's `setpriv --pdeathsig KILL`, which asks the kernel to kill the child the moment its parent
 * goes (an orphaned ffmpeg would otherwise keep a CPU busy writing a rendition nobody records). Elsewhere,
 * or without setpriv, ffmpeg runs directly and only an orderly exit stops it (below). Checked once.
 */
let launcher: string[] | null = null;
function deathLauncher(): string[] {
  if (launcher !== null) return launcher;
  launcher = [];
  if (process.platform !== 'linux') return launcher;
  for (const candidate of ['/usr/bin/setpriv', '/bin/setpriv']) {
    try {
      accessSync(candidate, constants.X_OK);
    } catch {
      continue;
    }
    const probe = spawnSync(candidate, ['--pdeathsig', 'KILL', '--', 'true'], { stdio: 'ignore' });
    if (probe.status === 0) launcher = [candidate, '--pdeathsig', 'KILL', '--'];
    break;
  }
  return launcher;
}

/** ffmpeg processes running now: killed when this process exits (an uncaught error, process.exit). */
const running = new Set<ChildProcess>();
let exitHook = false;
function track(child: ChildProcess): void {
  running.add(child);
  child.once('exit', () => running.delete(child));
  if (exitHook) return;
  exitHook = true;
  process.once('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
}

/** Runs ffmpeg with `args`; resolves with its stderr (the tail), rejects with FfmpegFailed on a non-zero exit. */
export function runFfmpeg(
  ffmpeg: string,
  args: readonly string[],
  options: RunOptions = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const launch = deathLauncher();
    const child = spawn(
      launch[0] ?? ffmpeg,
      [
        ...(launch.length > 0 ? [...launch.slice(1), ffmpeg] : []),
        '-hide_banner',
        '-nostdin',
        '-nostats',
        '-progress',
        'pipe:1',
        ...args,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal },
    );
    track(child);
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, options.niceness ?? 10);
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
  /**
   * The side signal's level below the mid signal (dB; Infinity when the channels are identical or the input
   * is mono), null when it could not be read.
   */
  stereoWidthDb: number | null;
}

const finiteOrNull = (value: unknown): number | null => {
  const number = typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
};

/** Reads the JSON block loudnorm prints at the end of its run. */
export function parseLoudnorm(stderr: string): Omit<Loudness, 'seconds' | 'kbps' | 'stereoWidthDb'> {
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

/**
 * The mid (L+R) and side (L-R) levels astats printed for the two channels of the width branch of
 * `measureLoudness`; answers how far the side lies below the mid, in dB.
 */
export function parseStereoWidth(stderr: string): number | null {
  const levels: number[] = [];
  let channel = 0;
  for (const line of stderr.split('\n')) {
    if (!line.includes('Parsed_astats')) continue;
    const heading = /Channel: (\d+)/.exec(line);
    if (heading) channel = Number(heading[1]);
    else if (/\] Overall/.test(line)) channel = 0;
    const rms = /RMS level dB: (-?inf|-?[\d.]+)/.exec(line);
    if (rms && channel > 0) levels[channel - 1] = rms[1]?.endsWith('inf') ? -Infinity : Number(rms[1]);
  }
  const [mid, side] = levels;
  if (mid === undefined || side === undefined) return null;
  if (side === -Infinity) return Infinity;
  if (mid === -Infinity) return 0;
  return mid - side;
}

/** True when the Opus rendition is best made in mono: the original's channels carry the same sound. */
export const isEffectivelyMono = (measured: Pick<Loudness, 'stereoWidthDb'>): boolean =>
  measured.stereoWidthDb !== null && measured.stereoWidthDb >= MONO_BELOW_DB;

/**
 * Measures the integrated loudness of the audio in `input` and how wide its stereo is, in one decode of the
 * whole file (no output): loudnorm's first pass on one branch, astats over mid and side on the other (a mono
 * input is spread to two equal channels first, so its side is silent).
 */
export async function measureLoudness(
  ffmpeg: string,
  input: string,
  options: RunOptions = {},
): Promise<Loudness> {
  const graph =
    `[0:a]asplit=2[a][b];[a]${loudnorm}:print_format=json[out];` +
    '[b]aformat=channel_layouts=stereo,pan=stereo|c0=0.5*c0+0.5*c1|c1=0.5*c0-0.5*c1,astats=reset=0,anullsink';
  const stderr = await runFfmpeg(
    ffmpeg,
    ['-i', input, '-vn', '-filter_complex', graph, '-map', '[out]', '-f', 'null', '-'],
    options,
  );
  return { ...parseLoudnorm(stderr), ...parseInputInfo(stderr), stereoWidthDb: parseStereoWidth(stderr) };
}

/** The second loudnorm pass with the first pass's measurement (linear gain where it can), or none for silence. */
function normalise(measured: Loudness): string[] {
  if (
    measured.integrated === null ||
    measured.truePeak === null ||
    measured.range === null ||
    measured.threshold === null
  ) {
    return [];
  }
  return [
    `${loudnorm}:measured_I=${measured.integrated}:measured_TP=${measured.truePeak}` +
      `:measured_LRA=${measured.range}:measured_thresh=${measured.threshold}:linear=true`,
  ];
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
  // loudnorm works at 192 kHz; come back to a rate AAC-LC encodes well.
  const filters = [...normalise(measured), 'aresample=44100'];
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

/** The Opus rendition's bit rate for this original (kbps). */
export const opusKbps = (measured: Pick<Loudness, 'stereoWidthDb'>): number =>
  isEffectivelyMono(measured) ? OPUS_MONO_KBPS : OPUS_STEREO_KBPS;

/**
 * Room for the WebM index at the front of the file: one cue of about 20 bytes per cluster (ffmpeg starts one
 * every 5 s of audio), with a margin. Too small, and ffmpeg writes the index at the end instead.
 */
const cueSpace = (seconds: number | null): number => 1024 + Math.ceil((seconds ?? 3600) / 5) * 32;

/**
 * Writes the Opus rendition of `input` to `output` (a .webm path): normalised as makeRendition, at 48 kHz,
 * mono when the original is effectively mono. The index (cues) goes at the front of the file: ffmpeg writes
 * none for audio alone except in DASH mode, and without one a player must read the clusters from the start
 * to seek.
 */
export async function makeOpusRendition(
  ffmpeg: string,
  input: string,
  output: string,
  measured: Loudness,
  options: RunOptions = {},
): Promise<void> {
  const filters = [...normalise(measured), 'aresample=48000'];
  const mono = isEffectivelyMono(measured);
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
      mono ? '1' : '2',
      '-c:a',
      'libopus',
      '-b:a',
      `${opusKbps(measured)}k`,
      '-frame_duration',
      String(OPUS_FRAME_MS),
      '-f',
      'webm',
      '-dash',
      '1',
      '-reserve_index_space',
      String(cueSpace(measured.seconds)),
      output,
    ],
    options,
  );
}

/**
 * Copies the Opus stream of a WebM rendition into MP4 (no re-encoding), index first. ffmpeg builds before
 * 4.3 call Opus in MP4 experimental and refuse it without `-strict experimental`; newer ones accept the flag.
 */
export async function remuxOpusToMp4(
  ffmpeg: string,
  webm: string,
  output: string,
  options: RunOptions = {},
): Promise<void> {
  await runFfmpeg(
    ffmpeg,
    [
      '-y',
      '-i',
      webm,
      '-map_metadata',
      '-1',
      '-c:a',
      'copy',
      '-strict',
      'experimental',
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      output,
    ],
    options,
  );
}
