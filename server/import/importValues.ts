/**
 * Values an import takes from tags or another site, held to the rules the admin API applies to the same
 * fields (contract/forms.ts, server/routes/adminNaatInput.ts, server/common/textPolicy.ts):
 * text trimmed and cut to its field's length by code points (never between the halves of an emoji), text
 * with a control character or a lone surrogate refused with the field's name, play counts within what both
 * engines store, dates that exist on the calendar, and images only as http(s) URLs. Pure functions.
 */
import { MULTI_LINE_FIELDS, controlCharMessage, hasRefusedControl } from '../common/textPolicy';
import { PLAY_COUNT_MAX, isCalendarDate, isHttpUrl } from '../../contract';

/** `text` cut to at most `max` code points (a surrogate pair counts as one and is never split). */
export function cutCodePoints(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  let count = 0;
  while (end < text.length && count < max) {
    const code = text.codePointAt(end) as number;
    end += code > 0xffff ? 2 : 1;
    count += 1;
  }
  return text.slice(0, end);
}

/** A field refused: the item is skipped and this is reported. */
export class ValueRefused extends Error {
  override name = 'ValueRefused';
}

/**
 * A text field: null when missing or blank, else trimmed and cut to `max` code points. Refused (ValueRefused)
 * when it is not text, holds a lone surrogate, or a control character its kind may not (multi-line fields
 * keep tab and line breaks).
 */
export function textField(value: unknown, field: string, max: number): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new ValueRefused(`Field "${field}" must be text`);
  if (!value.isWellFormed()) {
    throw new ValueRefused(`Field "${field}" is not valid Unicode text (it holds a lone surrogate)`);
  }
  const text = value.trim();
  const kind = MULTI_LINE_FIELDS.has(field) ? 'lines' : 'line';
  if (hasRefusedControl(text, kind)) throw new ValueRefused(controlCharMessage(field, kind));
  return text === '' ? null : cutCodePoints(text, max);
}

/** A required text field: as textField, and refused when blank. */
export function requiredText(value: unknown, field: string, max: number): string {
  const text = textField(value, field, max);
  if (text === null) throw new ValueRefused(`Field "${field}" is required`);
  return text;
}

/** A play count within 0..PLAY_COUNT_MAX (both engines store it); anything else not a count is 0. */
export function playCountOf(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return 0;
  return Math.min(Math.floor(value), PLAY_COUNT_MAX);
}

/** A birth date as the admin form takes it (YYYY-MM-DD, on the calendar), else null. */
export const birthDateOf = (value: unknown): string | null =>
  typeof value === 'string' && isCalendarDate(value.trim()) ? value.trim() : null;

const ISO_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A creation time from another site as ISO text: only an ISO date and time whose day exists on the calendar,
 * from 1970 up to `now` (a naat made in the future would sort first for ever); else null.
 */
export function createdAtOf(value: unknown, now: number): string | null {
  if (typeof value !== 'string') return null;
  const match = ISO_TIME.exec(value.trim());
  if (!match?.[1] || !isCalendarDate(match[1])) return null;
  const time = Date.parse(value.trim());
  if (!Number.isFinite(time) || time < 0 || time > now) return null;
  return new Date(time).toISOString();
}

/** An image of another site as an absolute http(s) URL there; javascript:, data: and the rest are refused. */
export function imageOf(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value.trim() === '' || !value.isWellFormed()) return null;
  if (!URL.canParse(value.trim(), origin)) return null;
  const url = new URL(value.trim(), origin).href;
  return url.length <= 2000 && isHttpUrl(url) && !hasRefusedControl(url, 'line') ? url : null;
}
