/**
 * Timed lyrics as WebVTT cues (`text/vtt`), for players and tools that show captions: one cue per line, from
 * its start to the next line's start (the last to the naat's end), holding the line, then its transliteration
 * and its translation on the lines below.
 */
import type { Lyrics } from './lyrics';
import { vttTime } from './time';

/** A cue that would otherwise end where it starts (a last line at the very end, or an unknown length). */
const LAST_CUE_MS = 5000;

/** Cue text is markup: `&`, `<` and `>` are escaped (which also keeps "-->" out of it). */
const escapeCue = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The WebVTT file of timed lyrics; null for untimed lyrics, which have no cue times. */
export function formatVtt(lyrics: Lyrics, durationMs: number): string | null {
  if (!lyrics.synced || lyrics.lines.length === 0) return null;
  const cues = lyrics.lines.map((line, index) => {
    const start = line.start ?? 0;
    const next = lyrics.lines[index + 1]?.start;
    const end = next ?? (durationMs > start ? durationMs : start + LAST_CUE_MS);
    const text = [line.text, line.roman, line.translation]
      .filter((part): part is string => part !== undefined)
      .map(escapeCue)
      .join('\n');
    return `${String(index + 1)}\n${vttTime(start)} --> ${vttTime(end)}\n${text}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
