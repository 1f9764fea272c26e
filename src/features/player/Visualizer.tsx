import { useEffect, useRef } from 'react';
import { useAppSelector } from '../../app/hooks';
import { BAR_COUNT, barLevels, REST_LEVEL } from './visualizerMath';

/**
 * 50 bars that follow playback (see visualizerMath.ts for why they are not sample-driven). Heights are
 * written straight to the bars' style each animation frame, so React does not re-render 60 times a second.
 */
export function Visualizer() {
  const isPlaying = useAppSelector((state) => state.player.isPlaying && !state.player.isLoading);
  const seed = useAppSelector((state) => state.player.currentAudio?.id ?? 0);
  const volume = useAppSelector((state) => state.player.volume);
  const rate = useAppSelector((state) => state.player.playbackRate);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const bars = [...(root.current?.children ?? [])].filter(
      (bar): bar is HTMLElement => bar instanceof HTMLElement,
    );
    const show = (levels: number[]) => {
      bars.forEach((bar, index) => {
        bar.style.transform = `scaleY(${levels[index] ?? REST_LEVEL})`;
      });
    };
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!isPlaying || reducedMotion) {
      show(isPlaying ? barLevels(0, seed, volume * 0.6) : bars.map(() => REST_LEVEL));
      return;
    }
    let frame = 0;
    const started = performance.now();
    const draw = (now: number) => {
      show(barLevels(((now - started) / 1000) * rate, seed, volume));
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [isPlaying, seed, volume, rate]);

  return (
    <div className="visualizer" ref={root} aria-hidden="true">
      {Array.from({ length: BAR_COUNT }, (_, index) => (
        <span key={index} className="visualizer-bar" />
      ))}
    </div>
  );
}
