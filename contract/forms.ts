/**
 * The admin forms' rules that the page checks before sending and the server checks again on arrival (it never
 * trusts that the page did): what a URL is, how long each text may be, what a play count and a birth date may
 * be. Plain functions with no dependency, so the page's bundle takes only the few bytes it uses.
 */

/**
 * URL exists in every runtime the contract runs in (page, worker, Node.js); the contract compiles without the
 * DOM or Node.js type libraries, so the one member used here is declared for this module only.
 */
declare const URL: new (input: string) => { readonly protocol: string };

/**
 * An absolute http(s) URL, written out as such ("http://" or "https://" first, as the form's message says) and
 * one the URL parser accepts, so a host is there. Callers trim first.
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The longest each naat text may be, in UTF-16 code units (the form's maxLength counts the same). */
export const NAAT_TEXT_LIMITS = {
  title: 300,
  urduTitle: 300,
  lyrics: 50_000,
  category: 100,
  language: 50,
  description: 10_000,
  /** A stored path (`/Audio/<name>`) or an external URL. */
  filePath: 2000,
  /** Fetch mode: the URL the server downloads. */
  audioUrl: 2000,
} as const;

/** The longest each reciter text may be once decoded (the page sends them base64-encoded). */
export const RECITER_TEXT_LIMITS = {
  name: 200,
  urduName: 200,
  bio: 20_000,
  birthPlace: 200,
} as const;

/**
 * The largest play count a naat may hold: PostgreSQL stores it in a 32-bit integer, so anything above was a
 * 500 there while SQLite stored it. Both engines and every writer (the admin form and API, imports) keep to it.
 */
export const PLAY_COUNT_MAX = 2_147_483_647;

/** A play count as typed: a whole number from 0 to PLAY_COUNT_MAX ('' is 0), or null. */
export function parsePlayCount(value: string | undefined): number | null {
  const text = (value ?? '').trim();
  if (text === '') return 0;
  return /^\d+$/.test(text) && Number(text) <= PLAY_COUNT_MAX ? Number(text) : null;
}

/** A date in the form YYYY-MM-DD that exists on the calendar (a reciter's birth date). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
