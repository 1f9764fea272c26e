/**
 * The Sync lyrics tool's draft (SyncLyrics.tsx): the lines with the times the admin has marked so far, and
 * the next line to mark. Pure: the component keeps the state and the audio.
 */
import { checkLines } from '../../../contract/lyrics/rules';
import type { LyricLine, Lyrics, LyricsResult } from '../../../contract/lyrics/lyrics';

export interface SyncDraft {
  lines: LyricLine[];
  /** The line the next tap marks; `lines.length` once every line has a time. */
  cursor: number;
}

/** The step of the nudge buttons. */
export const NUDGE_MS = 100;

/** A draft of stored lyrics: the next line to mark is the first without a time. */
export function draftOf(lyrics: Lyrics): SyncDraft {
  const first = lyrics.lines.findIndex((line) => line.start === null);
  return { lines: lyrics.lines, cursor: first < 0 ? lyrics.lines.length : first };
}

/**
 * Marks the cursor's line at `ms` and moves on. Later lines marked at or before that time lose their time
 * (a re-sync from the middle), so the draft never keeps times out of order.
 */
export function markLine(draft: SyncDraft, ms: number): SyncDraft {
  if (draft.cursor >= draft.lines.length) return draft;
  const at = Math.max(0, Math.round(ms / 10) * 10);
  const lines = draft.lines.map((line, index) => {
    if (index === draft.cursor) return { ...line, start: at };
    if (index > draft.cursor && line.start !== null && line.start <= at) return { ...line, start: null };
    return line;
  });
  return { lines, cursor: draft.cursor + 1 };
}

/** Moves a marked line by `deltaMs` (the ±0.1 s buttons), never before 0 or after `endMs` (when known). */
export function nudgeLine(draft: SyncDraft, index: number, deltaMs: number, endMs: number): SyncDraft {
  const lines = draft.lines.map((line, at) => {
    if (at !== index || line.start === null) return line;
    const moved = Math.max(0, line.start + deltaMs);
    return { ...line, start: endMs > 0 ? Math.min(endMs, moved) : moved };
  });
  return { ...draft, lines };
}

/** Every time cleared; marking starts again from the first line. */
export const clearTimes = (draft: SyncDraft): SyncDraft => ({
  lines: draft.lines.map((line) => ({ ...line, start: null })),
  cursor: 0,
});

/** The next tap marks line `index` (and the lines after it, in turn). */
export const markFrom = (draft: SyncDraft, index: number): SyncDraft => ({
  ...draft,
  cursor: Math.min(Math.max(0, index), draft.lines.length),
});

/** The draft as the server would take it: the lyrics, or the sentence saying which line to fix. */
export function checkDraft(draft: SyncDraft, durationMs: number): LyricsResult {
  return checkLines(
    draft.lines.map((line, index) => ({ ...line, line: index + 1 })),
    durationMs,
    'start time',
  );
}
