import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PauseIcon, PlayIcon } from '../../components/icons';
import { NextIcon, PreviousIcon } from '../../components/controlIcons';
import { next, previous, selectCanGoNext, selectCanGoPrevious, togglePlay } from './playerSlice';

/** Play / pause, with a spinner (and disabled) while the naat loads. */
export function PlayPauseButton({ size = 20 }: { size?: number }) {
  const dispatch = useAppDispatch();
  const isPlaying = useAppSelector((state) => state.player.isPlaying);
  const isLoading = useAppSelector((state) => state.player.isLoading);
  return (
    <button
      type="button"
      className="icon-button play-button"
      aria-label={isLoading ? 'Loading' : isPlaying ? 'Pause' : 'Play'}
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

/** Previous, play/pause and next with the specification's disabled states (play shows a spinner while loading). */
export function TransportControls({ large = false }: { large?: boolean }) {
  const dispatch = useAppDispatch();
  const canPrevious = useAppSelector(selectCanGoPrevious);
  const canNext = useAppSelector(selectCanGoNext);
  const size = large ? 28 : 20;
  return (
    <div className={`transport ${large ? 'transport-large' : ''}`}>
      <button
        type="button"
        className="icon-button"
        aria-label="Previous"
        disabled={!canPrevious}
        onClick={() => dispatch(previous())}
      >
        <PreviousIcon size={size} />
      </button>
      <PlayPauseButton size={size} />
      <button
        type="button"
        className="icon-button"
        aria-label="Next"
        disabled={!canNext}
        onClick={() => dispatch(next())}
      >
        <NextIcon size={size} />
      </button>
    </div>
  );
}
