/**
 * Writes the demo catalogue's audio clips into server/seed/audio/. Run once by hand
 * (`node --import tsx server/seed/makeDemoAudio.ts`); the .mp3 files are committed, so neither the server
 * nor the tests run this. It needs ffmpeg (found as the server finds it: server/transcode/ffmpegPath.ts).
 * Each clip is a gentle, synthesised melody over a drone: real MP3 audio that browsers play and seek, small
 * enough to ship in the repository, and obviously not a real recitation.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Mp3Encoder } from '@breezystack/lamejs';
import { resolveFfmpeg } from '../transcode/ffmpegPath';

const SAMPLE_RATE = 22050;
const KBPS = 48;
const outDir = path.join(import.meta.dirname, 'audio');

interface Clip {
  file: string;
  seconds: number;
  /** Drone root in Hz. */
  drone: number;
  /** Melody as semitone offsets above the root, one per beat; null is a rest. */
  melody: (number | null)[];
  beat: number;
}

// Maqam-like scales keep each clip recognisably different from the others.
const clips: Clip[] = [
  {
    file: 'demo-clip-1.mp3',
    seconds: 42,
    drone: 146.83,
    beat: 0.75,
    melody: [0, 2, 3, 5, 7, 5, 3, 2, 0, null],
  },
  {
    file: 'demo-clip-2.mp3',
    seconds: 36,
    drone: 164.81,
    beat: 0.6,
    melody: [7, 8, 7, 5, 4, 5, 7, null, 4, 1, 0],
  },
  {
    file: 'demo-clip-3.mp3',
    seconds: 50,
    drone: 130.81,
    beat: 0.9,
    melody: [0, 4, 7, 12, 11, 7, 4, 5, 2, null],
  },
  { file: 'demo-clip-4.mp3', seconds: 31, drone: 196.0, beat: 0.5, melody: [0, 1, 4, 5, 7, 8, 7, 5, 4, 1] },
  {
    file: 'demo-clip-5.mp3',
    seconds: 45,
    drone: 174.61,
    beat: 0.8,
    melody: [12, 10, 8, 7, 5, 3, 2, 0, null, 3],
  },
  {
    file: 'demo-clip-6.mp3',
    seconds: 38,
    drone: 110.0,
    beat: 0.7,
    melody: [0, 3, 5, 6, 7, 10, 12, 10, 7, 5],
  },
];

function render(clip: Clip): Int16Array {
  const total = Math.round(clip.seconds * SAMPLE_RATE);
  const samples = new Int16Array(total);
  const fade = 2 * SAMPLE_RATE;
  const beatLength = Math.round(clip.beat * SAMPLE_RATE);
  for (let i = 0; i < total; i += 1) {
    const t = i / SAMPLE_RATE;
    const drone =
      0.18 * Math.sin(2 * Math.PI * clip.drone * t) + 0.08 * Math.sin(2 * Math.PI * clip.drone * 1.5 * t);
    const beatIndex = Math.floor(i / beatLength);
    const step = clip.melody[beatIndex % clip.melody.length] ?? null;
    let tone = 0;
    if (step !== null) {
      const freq = clip.drone * 2 * 2 ** (step / 12);
      const within = (i % beatLength) / beatLength;
      // A soft attack and decay per note avoids clicks between notes.
      const envelope = Math.min(1, within * 12) * Math.exp(-2.5 * within);
      tone = 0.35 * envelope * (Math.sin(2 * Math.PI * freq * t) + 0.25 * Math.sin(4 * Math.PI * freq * t));
    }
    const gain = Math.min(1, i / fade, (total - i) / fade);
    samples[i] = Math.round(Math.max(-1, Math.min(1, (drone + tone) * gain)) * 32767 * 0.8);
  }
  return samples;
}

function encode(samples: Int16Array): Buffer {
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, KBPS);
  const chunks: Uint8Array[] = [];
  const block = 1152;
  for (let i = 0; i < samples.length; i += block) {
    const out = encoder.encodeBuffer(samples.subarray(i, i + block));
    // The encoder hands back Int8Arrays despite its typings; view the same bytes as unsigned.
    if (out.length > 0) chunks.push(new Uint8Array(out.buffer, out.byteOffset, out.length));
  }
  const last = encoder.flush();
  chunks.push(new Uint8Array(last.buffer, last.byteOffset, last.length));
  return Buffer.concat(chunks);
}

/**
 * lamejs writes no Xing/Info header, so a player must estimate the length from the file size; WebKitGTK
 * (GStreamer) sometimes did so before it knew the size and then took the length to be what it had played
 * so far, so a start at ?t= could not seek (docs/webkit.md). ffmpeg copies the frames and adds the header,
 * as every real encoder writes it.
 */
function withInfoHeader(ffmpeg: string, file: string): void {
  const raw = `${file}.raw`;
  renameSync(file, raw);
  const args = ['-hide_banner', '-loglevel', 'error', '-y', '-i', raw, '-c:a', 'copy', '-write_xing', '1'];
  execFileSync(ffmpeg, [...args, '-id3v2_version', '0', '-map_metadata', '-1', file]);
  rmSync(raw);
}

const ffmpeg = resolveFfmpeg(process.env.FFMPEG_PATH ?? null);
if (ffmpeg === null) throw new Error('No ffmpeg: install it (apt-get install ffmpeg) or set FFMPEG_PATH');
mkdirSync(outDir, { recursive: true });
let totalBytes = 0;
for (const clip of clips) {
  const file = path.join(outDir, clip.file);
  writeFileSync(file, encode(render(clip)));
  withInfoHeader(ffmpeg.path, file);
  const bytes = statSync(file).size;
  totalBytes += bytes;
  console.log(`${clip.file}: ${clip.seconds} s, ${(bytes / 1024).toFixed(0)} KiB`);
}
console.log(`total ${(totalBytes / 1024).toFixed(0)} KiB`);
