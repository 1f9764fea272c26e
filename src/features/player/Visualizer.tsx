import { useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useAudioEngine } from './engineContext';
import { BAR_COUNT, barLevels, barsFromSpectrum, REST_LEVEL } from './visualizerMath';

type Source = 'analyser' | 'playback';

/**
 * 50 bars. They show the audio's spectrum where it can be read without disturbing playback (levels.ts),
 * otherwise they follow the playback state. Heights are written straight to the bars' style each animation
 * frame, so React does not re-render 60 times a second.
 */
export function Visualizer() {
  const isPlaying = useAppSelector((state) => state.player.isPlaying && !state.player.isLoading);
  const seed = useAppSelector((state) => state.player.currentAudio?.id ?? 0);
  const track = useAppSelector((state) => state.player.loadRequest);
  const volume = useAppSelector((state) => state.player.volume);
  const rate = useAppSelector((state) => state.player.playbackRate);
  const engine = useAudioEngine();
  const root = useRef<HTMLDivElement>(null);
  const [source, setSource] = useState<Source>('playback');

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
    const reader = engine?.openLevels() ?? null;
    const spectrum = new Uint8Array(reader?.binCount ?? 0);
    let frame = 0;
    let shown: Source | null = null;
    const started = performance.now();
    const draw = (now: number) => {
      const fromAudio = reader?.read(spectrum) === true && spectrum.some((level) => level > 0);
      show(fromAudio ? barsFromSpectrum(spectrum) : barLevels(((now - started) / 1000) * rate, seed, volume));
      const current: Source = fromAudio ? 'analyser' : 'playback';
      if (current !== shown) {
        shown = current;
        setSource(current);
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => {
      cancelAnimationFrame(frame);
      reader?.close();
    };
  }, [engine, isPlaying, seed, track, volume, rate]);

  return (
    <div className="visualizer" ref={root} aria-hidden="true" data-source={source}>
      {Array.from({ length: BAR_COUNT }, (_, index) => (
        <span key={index} className="visualizer-bar" />
      ))}
    </div>
  );
}
