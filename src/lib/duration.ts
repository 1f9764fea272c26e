/** Seconds as 'm:ss' (minutes are not wrapped into hours: 75:03). Invalid or negative values show 0:00. */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/**
 * Reads a duration given as seconds (number or numeric text) or as 'm:ss' / 'h:mm:ss' text; 0 when invalid.
 */
export function parseDuration(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : 0;
  if (typeof value !== 'string') return 0;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  if (!/^\d+(:[0-5]?\d){1,2}$/.test(text)) return 0;
  return text.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
}

/**
 * Playback time worth saving: a new even second (the saved playback state and the listening history both
 * write at this rhythm).
 */
export function reachedEvenSecond(before: number, after: number): boolean {
  const second = Math.floor(after);
  return second !== Math.floor(before) && second % 2 === 0;
}
