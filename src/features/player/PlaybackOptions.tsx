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
} from '../playback/playerSlice';
import { QualityOption } from './QualityOption';
import { useT } from '../../i18n/useT';
import type { MessageId } from '../../i18n/i18n';

const REPEAT_LABEL: Record<RepeatMode, MessageId> = {
  off: 'player.repeatOff',
  all: 'player.repeatAll',
  one: 'player.repeatOne',
};

const parseSleepChoice = (value: string): SleepTimerChoice | null => {
  if (value === 'endOfTrack') return 'endOfTrack';
  const minutes = SLEEP_TIMER_MINUTES.find((option) => String(option) === value);
  return minutes ?? null;
};

/** Speed, repeat and the sleep timer: our addition, for long listening sessions. */
export function PlaybackOptions() {
  const t = useT();
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
        aria-label={t(REPEAT_LABEL[repeat])}
        title={t(REPEAT_LABEL[repeat])}
        onClick={() => dispatch(cycleRepeat())}
      >
        <RepeatIcon one={repeat === 'one'} />
      </button>
      <label className="option-field" htmlFor={speedId}>
        <span>{t('player.speed')}</span>
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
        <span>{t('player.sleepTimer')}</span>
        <select
          id={sleepId}
          value={sleepValue}
          onChange={(event) => dispatch(setSleepTimer(parseSleepChoice(event.target.value)))}
        >
          <option value="off">{t('player.sleepOff')}</option>
          <option value="endOfTrack">{t('player.sleepEndOfNaat')}</option>
          {SLEEP_TIMER_MINUTES.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {t('player.sleepMinutes', { minutes })}
            </option>
          ))}
        </select>
      </label>
      <QualityOption />
      {/* Not a live region: the countdown changes four times a second and would flood a screen reader. */}
      {sleepTimer?.kind === 'minutes' ? (
        <span className="sleep-remaining">
          {t('player.stopsIn', { time: formatDuration(sleepTimer.remaining) })}
        </span>
      ) : sleepTimer?.kind === 'endOfTrack' ? (
        <span className="sleep-remaining">{t('player.stopsAfterNaat')}</span>
      ) : null}
    </div>
  );
}
