/**
 * The rules every saved set of lyrics meets, whatever it arrived as (LRC text, the JSON shape, a folder
 * import's .lrc, another site's lyrics), and the one sentence that names the line to fix when it does not.
 * The admin's Sync lyrics tool runs the same rules as the admin works, so Save is never a surprise.
 */
import {
  LYRICS_MAX_BYTES,
  LYRICS_MAX_LINES,
  LYRICS_MAX_TEXT,
  type LyricLine,
  type LyricsResult,
} from './lyrics';
import { clockTime, roundToHundredths } from './time';

/** How a line's time is called in messages: the JSON shape has start times, LRC has time tags. */
export type TimeWord = 'start time' | 'time tag';

/** Every message, in one place. Line numbers are 1-based: of the LRC text, or of the JSON `lines` list. */
export const LYRICS_MESSAGES = {
  noLines: 'The lyrics have no lines.',
  tooManyLines: (line: number) =>
    `Line ${line} is one too many: a naat's lyrics can have at most ${LYRICS_MAX_LINES.toLocaleString('en-US')} lines.`,
  tooLarge: (line: number) =>
    `Line ${line} takes the lyrics past ${LYRICS_MAX_BYTES / 1024} KB, the most a naat's lyrics can hold.`,
  tooMuchText: (line: number) =>
    `Line ${line} takes the lyrics' text past ${LYRICS_MAX_TEXT.toLocaleString('en-US')} characters, the most the naat's lyrics field holds.`,
  noText: (line: number) => `Line ${line} has no text.`,
  lineBreak: (line: number, field: string) =>
    `Line ${line} has a line break in its ${field}; give each line its own entry.`,
  mixedTiming: (line: number, timed: number, word: TimeWord) =>
    `Line ${line} has no ${word}, but line ${timed} has one; time every line or none.`,
  badStart: (line: number) => `Line ${line} has a start time that is not a number of milliseconds from 0 up.`,
  outOfOrder: (line: number, at: number, before: number, beforeAt: number) =>
    `Line ${line} starts at ${clockTime(at)}, before line ${before} at ${clockTime(beforeAt)}.`,
  sameTime: (line: number, at: number, before: number) =>
    `Line ${line} starts at ${clockTime(at)}, the same time as line ${before}.`,
  pastEnd: (line: number, at: number, end: number) =>
    `Line ${line} starts at ${clockTime(at)}, after the naat ends at ${clockTime(end)}.`,
  malformedTag: (line: number, tag: string) =>
    `Line ${line} has a malformed time tag "${tag}"; write times as [mm:ss.xx].`,
  severalTags: (line: number, count: number) =>
    `Line ${line} has ${count} time tags; write a repeated line once for each time.`,
  fourthLine: (line: number, at: number) =>
    `Line ${line} is a fourth line at ${clockTime(at)}; a time holds a line, its transliteration and its translation.`,
  malformedOffset: (line: number, tag: string) =>
    `Line ${line} has a malformed offset "${tag}"; write it in milliseconds, as [offset:+500].`,
  notLyrics: 'Send the lyrics as LRC text (text/plain) or as JSON {"lines": [{"start", "text"}]}.',
  notALine: (line: number) => `Line ${line} must be an object with "start" and "text".`,
  unknownField: (line: number, field: string) =>
    `Line ${line} has a field "${field}" that lyric lines do not have.`,
  notText: (line: number, field: string) => `Line ${line} has a ${field} that is not text.`,
} as const;

/** A line as read from LRC or JSON, before the rules: `line` is where it was, for messages. */
export interface CandidateLine {
  line: number;
  start: number | null;
  text: string;
  roman?: string | null;
  translation?: string | null;
}

const hasBreak = (value: string): boolean => /[\r\n\u2028\u2029]/.test(value);

/** A transliteration or translation: trimmed, absent when blank; a string error when it spans lines. */
function extra(value: string | null | undefined, line: number, field: string): string | undefined | Error {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (hasBreak(trimmed)) return new Error(LYRICS_MESSAGES.lineBreak(line, field));
  return trimmed;
}

/**
 * Applies the rules to lines read from any format: at least one line and at most 2,000, each with text on
 * one line, timed all or none, times rising (kept to hundredths of a second) and none after the naat's end
 * (`durationMs`; 0 when unknown, which skips that rule).
 */
export function checkLines(
  candidates: readonly CandidateLine[],
  durationMs: number,
  word: TimeWord,
): LyricsResult {
  const fail = (error: string): LyricsResult => ({ ok: false, error });
  if (candidates.length === 0) return fail(LYRICS_MESSAGES.noLines);
  const over = candidates[LYRICS_MAX_LINES];
  if (over) return fail(LYRICS_MESSAGES.tooManyLines(over.line));
  const firstTimed = candidates.find((candidate) => candidate.start !== null);
  const firstUntimed = candidates.find((candidate) => candidate.start === null);
  if (firstTimed && firstUntimed)
    return fail(LYRICS_MESSAGES.mixedTiming(firstUntimed.line, firstTimed.line, word));

  const lines: LyricLine[] = [];
  let previous: { line: number; start: number } | null = null;
  let characters = 0;
  for (const candidate of candidates) {
    const text = candidate.text.trim();
    if (text === '') return fail(LYRICS_MESSAGES.noText(candidate.line));
    characters += text.length + (lines.length > 0 ? 1 : 0);
    if (characters > LYRICS_MAX_TEXT) return fail(LYRICS_MESSAGES.tooMuchText(candidate.line));
    if (hasBreak(text)) return fail(LYRICS_MESSAGES.lineBreak(candidate.line, 'text'));
    const roman = extra(candidate.roman, candidate.line, 'transliteration');
    if (roman instanceof Error) return fail(roman.message);
    const translation = extra(candidate.translation, candidate.line, 'translation');
    if (translation instanceof Error) return fail(translation.message);

    let start: number | null = null;
    if (candidate.start !== null) {
      if (!Number.isFinite(candidate.start) || candidate.start < 0)
        return fail(LYRICS_MESSAGES.badStart(candidate.line));
      start = roundToHundredths(candidate.start);
      if (previous && start < previous.start)
        return fail(LYRICS_MESSAGES.outOfOrder(candidate.line, start, previous.line, previous.start));
      if (previous && start === previous.start)
        return fail(LYRICS_MESSAGES.sameTime(candidate.line, start, previous.line));
      if (durationMs > 0 && start > durationMs)
        return fail(LYRICS_MESSAGES.pastEnd(candidate.line, start, durationMs));
      previous = { line: candidate.line, start };
    }
    lines.push({
      start,
      text,
      ...(roman === undefined ? {} : { roman }),
      ...(translation === undefined ? {} : { translation }),
    });
  }
  return { ok: true, lyrics: { synced: firstTimed !== undefined, lines } };
}

/**
 * TextEncoder exists in every runtime the contract runs in (page, worker, Node.js); the contract compiles
 * without their type libraries, so the one member used here is declared for this module only.
 */
declare const TextEncoder: new () => { encode(text: string): Uint8Array };
const encoder = new TextEncoder();
export const utf8Bytes = (text: string): number => encoder.encode(text).length;
