import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NaatArt } from '../../components/NaatArt';
import { formatDuration } from '../../lib/duration';
import { QueueButton } from './playerButtons';
import { selectProgress, setFullScreen } from '../playback/playerSlice';
import { PlayPauseButton } from './TransportControls';
import { useSwipe } from './useSwipe';
import { useT } from '../../i18n/useT';

/** The thin line along the mini-player's top edge: how far the naat is (not a control; seeking is full-screen). */
function ProgressLine() {
  const t = useT();
  const progress = useAppSelector(selectProgress);
  const currentTime = useAppSelector((state) => state.player.currentTime);
  const duration = useAppSelector((state) => state.player.duration);
  const percent = Math.round(progress * 100);
  return (
    <div
      className="mini-progress"
      role="progressbar"
      aria-label={t('player.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={t('player.timeOf', {
        time: formatDuration(currentTime),
        duration: formatDuration(duration),
      })}
    >
      <span className="mini-progress-fill" style={{ transform: `scaleX(${String(progress)})` }} />
    </div>
  );
}

/**
 * The player on phones: one compact row above the tab bar. A tap on the naat or a swipe up opens
 * the full-screen player, which holds everything else (seek, previous/next, volume, options, minimize).
 */
export default function MiniPlayer() {
  const t = useT();
  const dispatch = useAppDispatch();
  const audio = useAppSelector((state) => state.player.currentAudio);
  const error = useAppSelector((state) => state.player.error);
  const open = () => dispatch(setFullScreen(true));
  const swipe = useSwipe({ onUp: open });
  if (!audio) return null;
  return (
    <section className="mini-player" aria-label={t('player.label')} {...swipe}>
      <ProgressLine />
      <button type="button" className="mini-open" onClick={open}>
        <NaatArt naat={audio} size={96} className="mini-art" />
        <span className="mini-titles">
          <span className="mini-title" dir="auto">
            {audio.title}
          </span>
          <span className="mini-artist" dir="auto">
            {error ?? audio.naatKhawan.name}
          </span>
        </span>
        <span className="player-sr-only">{t('player.openFullScreen')}</span>
      </button>
      <PlayPauseButton />
      <QueueButton />
    </section>
  );
}
