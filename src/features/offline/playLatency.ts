/**
 * User Timing marks for the benchmark (bench/): 'naat-play-requested' when the listener asks for a naat,
 * 'naat-play-started' when sound starts (the engine's play event), and the measure 'naat-play-latency'
 * between them. Reading them costs the app nothing: performance.getEntriesByName in the page.
 */
import { playAudio, playbackStarted } from '../playback/playerSlice';
import type { EffectSetup } from '../../app/store';

export const PLAY_MARKS = {
  requested: 'naat-play-requested',
  started: 'naat-play-started',
  latency: 'naat-play-latency',
} as const;

export const wirePlayLatencyMarks: EffectSetup = ({ startListening }) => {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return undefined;
  let pending = false;
  const stopRequested = startListening({
    actionCreator: playAudio,
    effect: () => {
      performance.mark(PLAY_MARKS.requested);
      pending = true;
    },
  });
  const stopStarted = startListening({
    actionCreator: playbackStarted,
    effect: () => {
      if (!pending) return;
      pending = false;
      performance.mark(PLAY_MARKS.started);
      performance.measure(PLAY_MARKS.latency, PLAY_MARKS.requested, PLAY_MARKS.started);
    },
  });
  return () => {
    stopRequested();
    stopStarted();
  };
};
