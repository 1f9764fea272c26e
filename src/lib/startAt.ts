/**
 * Links to a moment: `?t=90`, `?t=90s`, `?t=1m30s` or `?t=1h2m3s` (as video sites write it). Returns whole
 * seconds, or null for anything else, for 0, and for a moment at or past the end when the duration is known.
 */
export function parseStartAt(raw: string | null | undefined, duration = 0): number | null {
  if (raw === null || raw === undefined) return null;
  const text = raw.trim().toLowerCase();
  let seconds: number;
  if (/^\d{1,7}s?$/.test(text)) seconds = Number.parseInt(text, 10);
  else {
    const match = /^(?:(\d{1,3})h)?(?:(\d{1,4})m)?(?:(\d{1,5})s)?$/.exec(text);
    if (!match || text === '') return null;
    const [, h = '0', m = '0', s = '0'] = match;
    seconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  }
  if (!Number.isSafeInteger(seconds) || seconds <= 0) return null;
  if (Number.isFinite(duration) && duration > 0 && seconds >= duration) return null;
  return seconds;
}

/** The link with `t=` set to `seconds` (whole), every other part kept. */
export function withStartAt(url: string, seconds: number): string {
  const link = new URL(url);
  link.searchParams.set('t', String(Math.floor(seconds)));
  return link.href;
}
