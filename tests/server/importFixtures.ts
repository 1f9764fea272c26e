/** A folder of real audio for the import tests, made with ffmpeg: tagged and untagged MP3s, plus junk. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveFfmpeg } from '../../server/transcode/ffmpegPath';

/** The ffmpeg the server itself would use: FFMPEG_PATH, one on PATH, else the one `npm install` brought. */
const found = resolveFfmpeg(process.env.FFMPEG_PATH ?? null);
if (!found) throw new Error('No ffmpeg: the import tests make their audio with it (npm install brings one).');
export const FFMPEG = found.path;

/** An MP3 of `seconds` seconds of a tone; `tags` become ID3 tags. */
export function makeTaggedMp3(
  file: string,
  seconds: number,
  frequency: number,
  tags: Record<string, string> = {},
) {
  mkdirSync(path.dirname(file), { recursive: true });
  const metadata = Object.entries(tags).flatMap(([key, value]) => ['-metadata', `${key}=${value}`]);
  execFileSync(FFMPEG, [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${frequency}:duration=${seconds}`,
    ...metadata,
    '-id3v2_version',
    '3',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '32k',
    file,
  ]);
}

export const URDU_TITLE = 'مدینے کا سفر';
export const URDU_RECITER = 'اویس رضا قادری';

/**
 * The test folder: 2 tagged files (one in Urdu), 2 untagged in a reciter's folder, 1 copy of a tagged file
 * under another name (same bytes: skipped), a text file and a text file named .mp3 (both fail), a hidden
 * file (left out).
 */
export function makeImportFolder(): { root: string; audio: number; junk: string[] } {
  const root = mkdtempSync(path.join(tmpdir(), 'naat-import-src-'));
  makeTaggedMp3(path.join(root, 'tagged', 'one.mp3'), 2, 440, { artist: URDU_RECITER, title: URDU_TITLE });
  makeTaggedMp3(path.join(root, 'tagged', 'two.mp3'), 3, 500, {
    artist: 'Hafiz Tahir Qadri',
    title: 'Ya Nabi',
  });
  makeTaggedMp3(path.join(root, 'Owais Raza Qadri', 'Tajdar e Haram.mp3'), 4, 600);
  makeTaggedMp3(path.join(root, 'Owais Raza Qadri', 'sub', 'Mustafa Jaan e Rehmat.mp3'), 2, 700);
  execFileSync('cp', [path.join(root, 'tagged', 'two.mp3'), path.join(root, 'copy-of-two.mp3')]);
  writeFileSync(path.join(root, 'notes.txt'), 'not audio at all\n');
  writeFileSync(path.join(root, 'Owais Raza Qadri', 'broken.mp3'), 'this is text pretending to be an MP3\n');
  writeFileSync(path.join(root, '.DS_Store'), 'hidden');
  return { root, audio: 4, junk: ['Owais Raza Qadri/broken.mp3', 'notes.txt'] };
}
