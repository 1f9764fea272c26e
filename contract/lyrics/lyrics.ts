/**
 * A naat's lyrics as the API, the server and the device keep them: lines in order, each with an optional start
 * time and, optionally, a Roman-Urdu transliteration and an English translation. Imported by the page (the
 * lyrics view, the admin's Sync lyrics tool, downloads) and by the server (storage, LRC / WebVTT, imports).
 *
 * The naat's own `lyrics` field stays the plain text for old clients and the import API: always the lines'
 * text joined by newlines (`lyricsText`).
 */

export interface LyricLine {
  /** Milliseconds from the naat's start (a multiple of 10: LRC keeps hundredths), or null when not timed. */
  start: number | null;
  /** The line as recited. */
  text: string;
  /** Roman-Urdu transliteration. */
  roman?: string;
  /** English translation. */
  translation?: string;
}

export interface Lyrics {
  /** True when every line has a start time; false for plain lyrics (every start null). */
  synced: boolean;
  lines: LyricLine[];
}

/** The outcome of reading lyrics a person wrote: the lyrics, or one sentence saying what to fix. */
export type LyricsResult = { ok: true; lyrics: Lyrics } | { ok: false; error: string };

/** The most lines a naat's lyrics may have. */
export const LYRICS_MAX_LINES = 2000;
/** The most a naat's lyrics may weigh (UTF-8 bytes of the LRC text, or of the lines' text fields). */
export const LYRICS_MAX_BYTES = 200 * 1024;
/**
 * The most characters the lines' text may have, joined: the limit of the naat's plain `lyrics` field (the
 * admin's naat form and PUT /api/admin/audios/{id}), which always holds that text and must stay savable.
 */
export const LYRICS_MAX_TEXT = 50_000;

export const NO_LYRICS: Lyrics = { synced: false, lines: [] };

/** The naat's `lyrics` field for these lines: their text, one line each. */
export const lyricsText = (lines: readonly LyricLine[]): string => lines.map((line) => line.text).join('\n');

/** Plain lyrics from the naat's `lyrics` text: one untimed line per non-blank line, trimmed. */
export function plainLyrics(text: string | null | undefined): Lyrics {
  if (!text) return NO_LYRICS;
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line): LyricLine => ({ start: null, text: line }));
  return { synced: false, lines };
}

/** Whether any line has a transliteration / a translation (the lyrics view offers a toggle only then). */
export const hasRoman = (lyrics: Lyrics): boolean => lyrics.lines.some((line) => line.roman !== undefined);
export const hasTranslation = (lyrics: Lyrics): boolean =>
  lyrics.lines.some((line) => line.translation !== undefined);

/** Lyrics the plain text says all there is about: untimed, with no transliteration or translation. */
export const isPlain = (lyrics: Lyrics): boolean =>
  !lyrics.synced && !hasRoman(lyrics) && !hasTranslation(lyrics);

/**
 * The stored lines after the naat's plain text was edited on its own (the admin's naat form, the import API):
 * the same number of lines keeps every time, transliteration and translation with the new wording (a typo
 * fixed); any other change leaves plain lyrics (null), since which time belongs to which line is unknown.
 */
export function linesFollowingText(
  lines: readonly LyricLine[],
  text: string | null | undefined,
): LyricLine[] | null {
  const texts = plainLyrics(text).lines;
  if (texts.length === 0 || texts.length !== lines.length) return null;
  return lines.map((line, index) => ({ ...line, text: texts[index]?.text ?? line.text }));
}

/**
 * The index of the line being recited at `ms`: the last line starting at or before it; -1 before the first
 * line or for untimed lyrics. Lines are in time order (the rules make sure), so a binary search finds it.
 */
export function lineAt(lines: readonly LyricLine[], ms: number): number {
  let low = 0;
  let high = lines.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const start = lines[middle]?.start;
    if (start === null || start === undefined) return -1;
    if (start <= ms) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}
