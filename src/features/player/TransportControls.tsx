import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PauseIcon, PlayIcon } from '../../components/icons';
import { NextIcon, PreviousIcon, SkipIcon } from '../../components/controlIcons';
import { next, previous } from '../playback/navigation';
import { selectCanGoNext, selectCanGoPrevious } from '../playback/playOrder';
import { togglePlay } from '../playback/playerSlice';
import { SKIP_SECONDS, skipBy } from './skip';
import { useT } from '../../i18n/useT';

/** Play / pause, with a spinner (and disabled) while the naat loads. */
export function PlayPauseButton({ size = 20 }: { size?: number }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const isPlaying = useAppSelector((state) => state.player.isPlaying);
  const isLoading = useAppSelector((state) => state.player.isLoading);
  return (
    <button
      type="button"
      className="icon-button play-button"
      aria-label={t(isLoading ? 'player.loading' : isPlaying ? 'player.pause' : 'player.play')}
      aria-busy={isLoading || undefined}
      disabled={isLoading}
      onClick={() => dispatch(togglePlay())}
    >
      {isLoading ? (
        <span className="player-spinner" aria-hidden="true" />
      ) : isPlaying ? (
        <PauseIcon size={size} />
      ) : (
        <PlayIcon size={size} />
      )}
    </button>
  );
}

/** Jumps SKIP_SECONDS back or forward in the naat (seek clamps at its start and end). */
function SkipButton({ forward = false, size }: { forward?: boolean; size: number }) {
  const t = useT();
  const label = t(forward ? 'player.forward' : 'player.back', { seconds: SKIP_SECONDS });
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className="icon-button skip-button"
      aria-label={label}
      title={label}
      onClick={() => dispatch(skipBy(forward ? SKIP_SECONDS : -SKIP_SECONDS))}
    >
      <SkipIcon forward={forward} seconds={SKIP_SECONDS} size={size} />
    </button>
  );
}

/**
 * Previous, back 10 s, play/pause, forward 10 s and next, with their disabled states (Previous at the
 * first item, Next at the last, play while loading, when it shows a spinner).
 */
export function TransportControls({ large = false }: { large?: boolean }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const canPrevious = useAppSelector(selectCanGoPrevious);
  const canNext = useAppSelector(selectCanGoNext);
  const size = large ? 28 : 20;
  return (
    <div className={`transport ${large ? 'transport-large' : ''}`}>
      <button
        type="button"
        className="icon-button"
        aria-label={t('player.previous')}
        disabled={!canPrevious}
        onClick={() => dispatch(previous())}
      >
        <PreviousIcon size={size} />
      </button>
      <SkipButton size={size} />
      <PlayPauseButton size={size} />
      <SkipButton forward size={size} />
      <button
        type="button"
        className="icon-button"
        aria-label={t('player.next')}
        disabled={!canNext}
        onClick={() => dispatch(next())}
      >
        <NextIcon size={size} />
      </button>
    </div>
  );
}
