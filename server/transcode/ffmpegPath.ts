import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Where the ffmpeg binary came from, for the start-up log and docs/data-saver.md. */
export type FfmpegSource = 'FFMPEG_PATH' | 'PATH' | 'npm';

export interface FfmpegBinary {
  path: string;
  source: FfmpegSource;
}

function isExecutable(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first `ffmpeg` on PATH (a system ffmpeg is usually newer than the npm one and uses shared libraries). */
export function ffmpegOnPath(envPath: string | undefined = process.env.PATH): string | null {
  const names = process.platform === 'win32' ? ['ffmpeg.exe', 'ffmpeg'] : ['ffmpeg'];
  for (const dir of (envPath ?? '').split(path.delimiter)) {
    if (dir === '') continue;
    for (const name of names) {
      const candidate = path.join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return null;
}

/** The static ffmpeg of the npm package @ffmpeg-installer/ffmpeg, when its platform package is installed. */
export function ffmpegFromNpm(): string | null {
  try {
    // The package is CommonJS and throws when no binary exists for this platform.
    const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string };
    return isExecutable(installer.path) ? installer.path : null;
  } catch {
    return null;
  }
}

/**
 * Which ffmpeg does the work: FFMPEG_PATH when set (it must exist: a typo is an error, not a silent fallback),
 * else a system ffmpeg on PATH, else the npm package's static binary, so a plain `npm install && npm start`
 * works on a machine with nothing else installed. Null when there is none at all (the worker then stays off).
 */
export function resolveFfmpeg(
  configured: string | null,
  lookups: { onPath: () => string | null; fromNpm: () => string | null } = {
    onPath: () => ffmpegOnPath(),
    fromNpm: ffmpegFromNpm,
  },
): FfmpegBinary | null {
  if (configured !== null) {
    if (!isExecutable(configured)) {
      throw new Error(`FFMPEG_PATH does not name an executable file (got "${configured}")`);
    }
    return { path: configured, source: 'FFMPEG_PATH' };
  }
  const system = lookups.onPath();
  if (system !== null) return { path: system, source: 'PATH' };
  const bundled = lookups.fromNpm();
  if (bundled !== null) return { path: bundled, source: 'npm' };
  return null;
}
