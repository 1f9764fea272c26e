import { useEffect, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { type LyricLine, lineAt } from '../../../contract/lyrics/lyrics';

/**
 * The index of the line being recited, for the lyrics of the naat in the player (`active`); -1 otherwise.
 *
 * The engine reports the time four times a second (and at once on a seek). Between reports, a timer fires
 * when the next line is due, at the listener's speed, so the highlight moves on time instead of up to a
 * quarter second late; a speed change or a seek reschedules it, and the next report takes over.
 */
export function useCurrentLine(lines: readonly LyricLine[], active: boolean): number {
  const reported = useAppSelector((state) => Math.round(state.player.currentTime * 1000));
  const running = useAppSelector((state) => state.player.isPlaying && !state.player.isLoading);
  const rate = useAppSelector((state) => state.player.playbackRate);
  const index = active ? lineAt(lines, reported) : -1;
  /** The line a timer moved to, valid only while no newer report has come. */
  const [ahead, setAhead] = useState<{ from: number; index: number } | null>(null);

  const nextStart = active ? lines[index + 1]?.start : undefined;
  useEffect(() => {
    if (!running || nextStart === undefined || nextStart === null) return;
    const timer = window.setTimeout(
      () => setAhead({ from: reported, index: index + 1 }),
      Math.max(0, (nextStart - reported) / (rate > 0 ? rate : 1)),
    );
    return () => window.clearTimeout(timer);
  }, [running, nextStart, reported, rate, index]);

  return ahead !== null && ahead.from === reported && running && active ? ahead.index : index;
}
