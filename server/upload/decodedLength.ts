/**
 * How long audio really is, by decoding it: a header may claim any length (a FLAC of nothing but a header
 * saying 600 s, an MP3 cut short that keeps its full-length header), and the stored duration drives the
 * player's bar, the lyrics' timing and the data-saver's room check. ffmpeg (the one the server resolves:
 * FFMPEG_PATH, PATH, or the npm package's) decodes the first audio stream to nothing, one thread at a low CPU
 * priority, about a thousand times faster than real time; the end of its progress is the decoded length.
 */
import { runFfmpeg } from '../transcode/ffmpeg';

/** A header within this much of the decoded length is right (MP3 padding, a final partial frame). */
const AGREES_WITHIN_S = 1;
const AGREES_WITHIN_SHARE = 0.02;

/** Seconds of audio that decode from `file`: 0 when none do (ffmpeg failing after some counts what came). */
export async function decodedSeconds(ffmpeg: string, file: string): Promise<number> {
  let seconds = 0;
  try {
    await runFfmpeg(ffmpeg, ['-threads', '1', '-i', file, '-map', '0:a:0', '-f', 'null', '-'], {
      niceness: 10,
      onProgress: (done) => {
        seconds = Math.max(seconds, done);
      },
    });
  } catch {
    // A stream that breaks off partway (a truncated file) still decoded what came before the break.
  }
  return seconds;
}

/**
 * The duration to store, given the header's and the decoded length: the header's when they agree, the
 * decoded one when they do not, null when nothing decodes (the file is refused).
 */
export function trustedSeconds(headerSeconds: number, decoded: number): number | null {
  if (!(decoded > 0)) return null;
  const agrees =
    Math.abs(headerSeconds - decoded) <= Math.max(AGREES_WITHIN_S, headerSeconds * AGREES_WITHIN_SHARE);
  return agrees ? headerSeconds : decoded;
}
