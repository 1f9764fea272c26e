/**
 * LRC, the timed-lyrics text most players read (`[mm:ss.xx]line`), in and out.
 *
 * What this reader accepts, and why it is our own (clrc, the small LRC parser on npm, sets aside what it
 * cannot read without a reason and sorts the rest, where an admin needs the line to fix named: docs/lyrics.md):
 * - `[mm:ss.xx]text`, with `mm:ss`, `mm:ss.x` or `mm:ss.xxx` too, and `:` for the dot; minutes up to 999.
 * - A second and a third line with the same time as a line are its Roman-Urdu transliteration and its English
 *   translation (the convention of players that show a translation under each line). An empty second line
 *   means "no transliteration" (so a translation alone survives a round trip).
 * - ID tags (`[ti:...]`, `[ar:...]`, `[length:...]`, ...) are read past; `[offset:+ms]` moves every time
 *   earlier by that much, as players apply it.
 * - Enhanced LRC's word times (`<mm:ss.xx>` inside a line) are dropped: lines are what is highlighted.
 * - A timed line with no text (an instrumental gap marker) is dropped.
 * - Text with no time tag at all is plain lyrics: one untimed line per line.
 * Refused with a sentence naming the line: a malformed time tag, two tags on one line (a repeated chorus is
 * written once per time), a fourth line at one time, timed and untimed lines mixed, then every rule of
 * rules.ts (order, the naat's end, 2,000 lines, 200 KB).
 */
import { LYRICS_MAX_BYTES, type Lyrics, type LyricsResult } from './lyrics';
import { LYRICS_MESSAGES, checkLines, utf8Bytes, type CandidateLine } from './rules';
import { lrcTime } from './time';

const TIME = /^(\d{1,3}):(\d{1,2})(?:[.:](\d{1,3}))?$/;
const ID_TAG = /^\[([A-Za-z#][\w#-]*):(.*)\]$/;
/** A tag meant as a time: it starts with a digit and has a separator ("00:7x", "1.05"), unlike "[Chorus]". */
const TIME_LIKE = /^\s*\d[^\]]*[:.]/;
const WORD_TIME = /<\d{1,3}:\d{1,2}(?:[.:]\d{1,3})?>/g;

type LrcLine =
  | { kind: 'skip' }
  | { kind: 'offset'; ms: number }
  | { kind: 'timed'; at: number; text: string }
  | { kind: 'plain'; text: string }
  | { kind: 'error'; message: string };

/** Milliseconds of a tag's inside ("01:02.5" -> 62500), or null when it is no time. */
function tagTime(inside: string): number | null {
  const match = TIME.exec(inside.trim());
  if (!match) return null;
  const seconds = Number(match[2]);
  if (seconds >= 60) return null;
  const fraction = match[3] ?? '';
  // One digit is tenths, two hundredths, three milliseconds.
  const ms = fraction === '' ? 0 : Number(fraction.padEnd(3, '0'));
  return Number(match[1]) * 60_000 + seconds * 1000 + ms;
}

function readLine(raw: string, number: number): LrcLine {
  const line = raw.trim();
  if (line === '') return { kind: 'skip' };
  const id = ID_TAG.exec(line);
  if (id) {
    if ((id[1] ?? '').toLowerCase() !== 'offset') return { kind: 'skip' };
    const value = (id[2] ?? '').trim();
    if (!/^[+-]?\d{1,7}$/.test(value))
      return { kind: 'error', message: LYRICS_MESSAGES.malformedOffset(number, line) };
    return { kind: 'offset', ms: Number(value) };
  }
  const times: number[] = [];
  let rest = line;
  while (rest.startsWith('[')) {
    const close = rest.indexOf(']');
    const inside = close < 0 ? rest.slice(1) : rest.slice(1, close);
    const at = close < 0 ? null : tagTime(inside);
    if (at === null) {
      // "[Chorus]" starts the text; "[00:7x]" or "[00:12.00" was meant as a time.
      if (!TIME_LIKE.test(inside)) break;
      const tag = close < 0 ? rest : rest.slice(0, close + 1);
      return { kind: 'error', message: LYRICS_MESSAGES.malformedTag(number, tag.slice(0, 40)) };
    }
    times.push(at);
    rest = rest.slice(close + 1);
  }
  if (times.length > 1) return { kind: 'error', message: LYRICS_MESSAGES.severalTags(number, times.length) };
  const text = rest.replace(WORD_TIME, '').trim();
  const at = times[0];
  return at === undefined ? { kind: 'plain', text } : { kind: 'timed', at, text };
}

/** The line where the text passes the size limit (counting each line's newline). */
function lineOverSize(lines: readonly string[]): number {
  let bytes = 0;
  for (let index = 0; index < lines.length; index += 1) {
    bytes += utf8Bytes(lines[index] ?? '') + 1;
    if (bytes > LYRICS_MAX_BYTES) return index + 1;
  }
  return lines.length;
}

/** Reads LRC (or plain text) into lyrics, checked against the rules; `durationMs` 0 when unknown. */
export function parseLrc(source: string, durationMs: number): LyricsResult {
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  const rows = text.split(/\r\n|\r|\n/);
  if (utf8Bytes(text) > LYRICS_MAX_BYTES)
    return { ok: false, error: LYRICS_MESSAGES.tooLarge(lineOverSize(rows)) };

  let offset = 0;
  const timed: { line: number; at: number; text: string }[] = [];
  const plain: CandidateLine[] = [];
  for (let index = 0; index < rows.length; index += 1) {
    const read = readLine(rows[index] ?? '', index + 1);
    if (read.kind === 'error') return { ok: false, error: read.message };
    if (read.kind === 'offset') offset = read.ms;
    else if (read.kind === 'timed') timed.push({ line: index + 1, at: read.at, text: read.text });
    else if (read.kind === 'plain') plain.push({ line: index + 1, start: null, text: read.text });
  }
  const firstTimed = timed[0];
  const firstPlain = plain[0];
  if (firstTimed && firstPlain)
    return { ok: false, error: LYRICS_MESSAGES.mixedTiming(firstPlain.line, firstTimed.line, 'time tag') };
  if (!firstTimed) return checkLines(plain, durationMs, 'time tag');

  // Consecutive lines at one time: the line, its transliteration, its translation.
  const candidates: CandidateLine[] = [];
  for (let index = 0; index < timed.length;) {
    const first = timed[index] as (typeof timed)[number];
    let end = index + 1;
    while (timed[end]?.at === first.at) end += 1;
    const group = timed.slice(index, end);
    const fourth = group[3];
    if (fourth)
      return { ok: false, error: LYRICS_MESSAGES.fourthLine(fourth.line, Math.max(0, first.at - offset)) };
    const [line, roman, translation] = group;
    const isGap = group.length === 1 && first.text === '';
    if (line && !isGap) {
      candidates.push({
        line: line.line,
        start: Math.max(0, line.at - offset),
        text: line.text,
        roman: roman?.text ?? null,
        translation: translation?.text ?? null,
      });
    }
    index = end;
  }
  return checkLines(candidates, durationMs, 'time tag');
}

/** What an exported file says about itself (ID tags; readers show them, `parseLrc` reads past them). */
export interface LrcHeader {
  title?: string;
  artist?: string;
  /** The naat's length; 0 or absent leaves the tag out. */
  durationMs?: number;
}

/** An ID tag's value on one line, without the bracket that would end it early. */
const tagValue = (value: string): string =>
  value
    .replace(/[\r\n\u2028\u2029]+/g, ' ')
    .replace(/]/g, ')')
    .trim();

/**
 * Writes lyrics as LRC: timed lines as `[mm:ss.xx]text`, each followed by its transliteration and
 * translation at the same time; untimed lyrics as plain lines (LRC has no place for their transliteration or
 * translation: the JSON shape carries those). `parseLrc(formatLrc(x))` gives `x` back.
 */
export function formatLrc(lyrics: Lyrics, header: LrcHeader = {}): string {
  const out: string[] = [];
  if (header.title) out.push(`[ti:${tagValue(header.title)}]`);
  if (header.artist) out.push(`[ar:${tagValue(header.artist)}]`);
  if (header.durationMs && header.durationMs > 0)
    out.push(`[length:${lrcTime(header.durationMs).slice(0, 5)}]`);
  for (const line of lyrics.lines) {
    if (line.start === null) {
      out.push(line.text);
      continue;
    }
    const tag = `[${lrcTime(line.start)}]`;
    out.push(`${tag}${line.text}`);
    if (line.roman !== undefined || line.translation !== undefined) out.push(`${tag}${line.roman ?? ''}`);
    if (line.translation !== undefined) out.push(`${tag}${line.translation}`);
  }
  return `${out.join('\n')}\n`;
}
