/** Lyric times as people and files write them. Every function takes milliseconds. */

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** Hundredths of a second: the precision LRC writes, and so the precision lyrics are kept in. */
export const roundToHundredths = (ms: number): number => Math.round(ms / 10) * 10;

/** "m:ss", with hundredths when the time has them ("0:05", "1:02.50"): messages and the admin show this. */
export function clockTime(ms: number): string {
  const hundredths = Math.round(ms / 10);
  const seconds = Math.floor(hundredths / 100);
  const rest = hundredths % 100;
  const text = `${Math.floor(seconds / 60)}:${pad(seconds % 60)}`;
  return rest === 0 ? text : `${text}.${pad(rest)}`;
}

/** "mm:ss.xx", an LRC time tag's inside. */
export function lrcTime(ms: number): string {
  const hundredths = Math.round(ms / 10);
  const seconds = Math.floor(hundredths / 100);
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}.${pad(hundredths % 100)}`;
}

/** "hh:mm:ss.mmm", a WebVTT cue time. */
export function vttTime(ms: number): string {
  const whole = Math.round(ms);
  const seconds = Math.floor(whole / 1000);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}.${pad(whole % 1000, 3)}`;
}
