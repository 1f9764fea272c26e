/**
 * A folder import's lyrics files: `name.lrc` beside `name.mp3` (any audio extension, same folder, same name)
 * holds that naat's lyrics (docs/lyrics.md). Pure pairing plus one reader; the import decides what to do.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseLrc, type LyricsResult } from '../../contract';

export const isLyricsFile = (file: string): boolean => path.extname(file).toLowerCase() === '.lrc';

export interface LyricsPairs {
  /** Every file that is not a lyrics file, in the order given. */
  audio: string[];
  /** Audio file -> its lyrics file. */
  lyricsOf: Map<string, string>;
  /** Lyrics files with no other file of their name beside them. */
  orphans: string[];
}

/** The path without its extension: what an audio file and its lyrics file share. */
const stem = (file: string): string => path.join(path.dirname(file), path.parse(file).name);

export function pairLyricsFiles(files: readonly string[]): LyricsPairs {
  const lyricsByStem = new Map<string, string>();
  for (const file of files) if (isLyricsFile(file)) lyricsByStem.set(stem(file), file);
  const audio = files.filter((file) => !isLyricsFile(file));
  const lyricsOf = new Map<string, string>();
  const paired = new Set<string>();
  for (const file of audio) {
    const lyrics = lyricsByStem.get(stem(file));
    if (lyrics !== undefined && !paired.has(lyrics)) {
      lyricsOf.set(file, lyrics);
      paired.add(lyrics);
    }
  }
  const orphans = [...lyricsByStem.values()].filter((file) => !paired.has(file)).sort();
  return { audio, lyricsOf, orphans };
}

export const ORPHAN_LYRICS =
  'No audio file of the same name sits beside it, so its lyrics belong to no naat.';

/** Far above any real lyrics file (the rules stop at 200 KB); such a file is not read into memory. */
const READ_LIMIT = 4 * 1024 * 1024;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The lyrics in an .lrc file, checked against the rules for a naat `durationMs` long (0: unknown). */
export async function readLyricsFile(file: string, durationMs: number): Promise<LyricsResult> {
  if ((await stat(file)).size > READ_LIMIT)
    return { ok: false, error: "The lyrics file is far larger than the 200 KB a naat's lyrics can hold." };
  let text: string;
  try {
    text = strictUtf8.decode(await readFile(file));
  } catch {
    return { ok: false, error: 'The lyrics file is not UTF-8 text; save it as UTF-8 and import again.' };
  }
  return parseLrc(text, durationMs);
}
