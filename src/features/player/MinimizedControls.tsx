import { useAppSelector } from '../../app/hooks';
import { selectProgress } from '../playback/playerSlice';
import { PlayPauseButton } from './TransportControls';
import { useT } from '../../i18n/useT';

/** How far the naat is, as a ring around the minimized button. */
export function ProgressRing() {
  const t = useT();
  const progress = useAppSelector(selectProgress);
  const percent = Math.round(progress * 100);
  // r = 27 in a 60 x 60 box: the ring sits on the button's 2 px border.
  const circumference = 2 * Math.PI * 27;
  return (
    <span
      className="progress-ring"
      role="progressbar"
      aria-label={t('player.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <svg viewBox="0 0 60 60" aria-hidden="true" focusable="false">
        <circle
          cx="30"
          cy="30"
          r="27"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - progress)}
        />
      </svg>
    </span>
  );
}

/** Play / pause beside the minimized button. */
export function MinimizedPlay() {
  return <PlayPauseButton />;
}
