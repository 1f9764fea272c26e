import { useEffect, useRef, useState } from 'react';
import { Link } from '../../components/links';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ExpandIcon, MoreIcon } from '../../components/controlIcons';
import { PlaybackOptions } from './PlaybackOptions';
import { PlayerActions } from './PlayerActions';
import { MinimizeButton, QueueButton } from './playerButtons';
import { setFullScreen } from '../playback/playerSlice';
import { ProgressBar } from './ProgressBar';
import { TransportControls } from './TransportControls';
import { VolumeControl } from './VolumeControl';
import { useT } from '../../i18n/useT';

/** Speed, repeat and sleep timer in a small menu (desktop widths; the full-screen player shows them inline). */
function OptionsMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className="options-menu" ref={root}>
      <button
        type="button"
        className="icon-button"
        aria-label={t('player.options')}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <MoreIcon />
      </button>
      {open ? (
        <div className="options-popover" role="group" aria-label={t('player.options')}>
          <PlaybackOptions />
        </div>
      ) : null}
    </div>
  );
}

/**
 * The bottom player while a naat is loaded. Loaded with the first naat, so a visit that plays
 * nothing does not download its controls.
 */
export default function ActivePlayer() {
  const t = useT();
  const dispatch = useAppDispatch();
  const audio = useAppSelector((state) => state.player.currentAudio);
  const error = useAppSelector((state) => state.player.error);
  if (!audio) return null;

  return (
    <section className="bottom-player" aria-label={t('player.label')}>
      <div className="player-track">
        <div className="player-titles">
          <Link className="player-title" to={`/naat/${audio.id}`} dir="auto">
            {audio.title}
          </Link>
          {audio.urduTitle ? (
            <Link className="player-urdu" to={`/naat/${audio.id}`} lang="ur" dir="rtl">
              {audio.urduTitle}
            </Link>
          ) : null}
          <Link className="player-artist" to={`/naatkhawan/${audio.naatKhawanId}`} dir="auto">
            {audio.naatKhawan.name}
          </Link>
          {error ? (
            <span className="player-error" role="alert">
              {error}
            </span>
          ) : null}
        </div>
      </div>
      <div className="player-center">
        <TransportControls />
        <ProgressBar />
      </div>
      <div className="player-tools">
        <PlayerActions audio={audio} />
        <QueueButton />
        <VolumeControl />
        <OptionsMenu />
        <button
          type="button"
          className="icon-button"
          aria-label={t('player.openFullScreen')}
          onClick={() => dispatch(setFullScreen(true))}
        >
          <ExpandIcon />
        </button>
        <MinimizeButton />
      </div>
    </section>
  );
}
