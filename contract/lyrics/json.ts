/**
 * The JSON shape of lyrics (`{synced?, lines: [{start, text, roman?, translation?}]}`, as GET answers it) read
 * from a request or another site, checked against the rules. Lines are numbered from 1 in messages.
 */
import { LYRICS_MAX_BYTES, LYRICS_MAX_LINES, type LyricsResult } from './lyrics';
import { LYRICS_MESSAGES, checkLines, utf8Bytes, type CandidateLine } from './rules';

const FIELDS = new Set(['start', 'text', 'roman', 'translation']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const optionalText = (value: unknown): value is string | null | undefined =>
  value === undefined || value === null || typeof value === 'string';

/** Reads `{lines: [...]}`; `durationMs` is the naat's length (0 when unknown). */
export function readLyricsJson(body: unknown, durationMs: number): LyricsResult {
  const fail = (error: string): LyricsResult => ({ ok: false, error });
  if (!isRecord(body) || !Array.isArray(body.lines)) return fail(LYRICS_MESSAGES.notLyrics);
  const extra = Object.keys(body).find((key) => key !== 'lines' && key !== 'synced');
  if (extra !== undefined || (body.synced !== undefined && typeof body.synced !== 'boolean'))
    return fail(LYRICS_MESSAGES.notLyrics);
  const items: unknown[] = body.lines;
  if (items.length > LYRICS_MAX_LINES) return fail(LYRICS_MESSAGES.tooManyLines(LYRICS_MAX_LINES + 1));

  const candidates: CandidateLine[] = [];
  let bytes = 0;
  for (let index = 0; index < items.length; index += 1) {
    const line = index + 1;
    const item = items[index];
    if (!isRecord(item)) return fail(LYRICS_MESSAGES.notALine(line));
    const unknown = Object.keys(item).find((key) => !FIELDS.has(key));
    if (unknown !== undefined) return fail(LYRICS_MESSAGES.unknownField(line, unknown));
    const { start, text, roman, translation } = item;
    if (typeof text !== 'string') return fail(LYRICS_MESSAGES.noText(line));
    if (!optionalText(roman)) return fail(LYRICS_MESSAGES.notText(line, 'transliteration'));
    if (!optionalText(translation)) return fail(LYRICS_MESSAGES.notText(line, 'translation'));
    if (start !== undefined && start !== null && typeof start !== 'number')
      return fail(LYRICS_MESSAGES.badStart(line));
    bytes += utf8Bytes(text) + utf8Bytes(roman ?? '') + utf8Bytes(translation ?? '');
    if (bytes > LYRICS_MAX_BYTES) return fail(LYRICS_MESSAGES.tooLarge(line));
    candidates.push({
      line,
      start: start ?? null,
      text,
      roman: roman ?? null,
      translation: translation ?? null,
    });
  }
  return checkLines(candidates, durationMs, 'start time');
}
