import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatDuration } from '../../lib/duration';
import { seekToFraction, selectProgress } from '../playback/playerSlice';
import { Slider } from './Slider';
import { useT } from '../../i18n/useT';

/** Elapsed time, the seek bar and the duration. */
export function ProgressBar() {
  const t = useT();
  const dispatch = useAppDispatch();
  const currentTime = useAppSelector((state) => state.player.currentTime);
  const duration = useAppSelector((state) => state.player.duration);
  const progress = useAppSelector(selectProgress);
  const known = Number.isFinite(duration) && duration > 0;
  return (
    <div className="progress">
      <span className="progress-time" role="timer" aria-label={t('player.elapsed')}>
        {formatDuration(currentTime)}
      </span>
      <Slider
        label={t('player.seek')}
        className="progress-slider"
        value={progress}
        valueText={t('player.timeOf', {
          time: formatDuration(currentTime),
          duration: formatDuration(duration),
        })}
        step={known ? Math.min(0.1, 5 / duration) : 0.05}
        disabled={!known}
        onChange={(fraction) => dispatch(seekToFraction(fraction))}
      />
      <span className="progress-time" aria-label={t('player.duration')}>
        {formatDuration(duration)}
      </span>
    </div>
  );
}
