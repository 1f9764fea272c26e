import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { playFromQueue } from '../queue/queueThunks';
import { selectQueueCount } from '../queue/queueSlice';
import { ExpandIcon, MinimizeIcon, MoreIcon, MusicIcon, QueueIcon } from '../../components/icons';
import { PlaybackOptions } from './PlaybackOptions';
import { PlayerActions } from './PlayerActions';
import { setFullScreen, setMinimized, setQueueOpen, toggleQueuePanel } from './playerSlice';
import { ProgressBar } from './ProgressBar';
import { TransportControls } from './TransportControls';
import { VolumeControl } from './VolumeControl';
import './player.css';

/** Section 9: with no track the bar fades after 8 s and minimizes after 10 s. */
export const IDLE_FADE_MS = 8000;
export const IDLE_MINIMIZE_MS = 10000;

/**
 * A button's name '{name} ({count})' as (hidden) content with the visible badge beside it, rather than an
 * aria-label that would not contain the badge's text (WCAG 2.5.3, label in name).
 */
function CountedName({ name, count }: { name: string; count: number }) {
  return (
    <>
      <span className="player-sr-only">{`${name} (${count})`}</span>
      <span className="badge" aria-hidden="true">
        {count}
      </span>
    </>
  );
}

function QueueButton() {
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectQueueCount);
  return (
    <button type="button" className="icon-button queue-button" onClick={() => dispatch(toggleQueuePanel())}>
      <QueueIcon />
      <CountedName name="Queue" count={count} />
    </button>
  );
}

/** The round button the player collapses to. */
function MinimizedButton() {
  const dispatch = useAppDispatch();
  const hasAudio = useAppSelector((state) => state.player.currentAudio !== null);
  const queueCount = useAppSelector(selectQueueCount);
  const label = hasAudio ? 'Show player' : queueCount > 0 ? 'Play queue' : 'Open queue';
  const onClick = () => {
    if (hasAudio) dispatch(setMinimized(false));
    else if (queueCount > 0) dispatch(playFromQueue(0));
    else dispatch(setQueueOpen(true));
  };
  return (
    <button type="button" className="player-minimized" title={label} onClick={onClick}>
      <MusicIcon size={24} />
      {queueCount > 0 ? (
        <CountedName name={label} count={queueCount} />
      ) : (
        <span className="player-sr-only">{label}</span>
      )}
    </button>
  );
}

/** The bar with no track: it fades, then collapses to the round button. */
function IdlePlayer() {
  const dispatch = useAppDispatch();
  const [faded, setFaded] = useState(false);
  useEffect(() => {
    const fade = window.setTimeout(() => setFaded(true), IDLE_FADE_MS);
    const minimize = window.setTimeout(() => dispatch(setMinimized(true)), IDLE_MINIMIZE_MS);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(minimize);
    };
  }, [dispatch]);
  return (
    <section className={`bottom-player bottom-player-idle ${faded ? 'is-faded' : ''}`} aria-label="Player">
      <p className="player-idle-text">No track playing</p>
      <div className="player-tools">
        <QueueButton />
        <MinimizeButton />
      </div>
    </section>
  );
}

/** Speed, repeat and sleep timer in a small menu (desktop widths; the full-screen player shows them inline). */
function OptionsMenu() {
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
        aria-label="Playback options"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <MoreIcon />
      </button>
      {open ? (
        <div className="options-popover" role="group" aria-label="Playback options">
          <PlaybackOptions />
        </div>
      ) : null}
    </div>
  );
}

/** The persistent player at the bottom of every public page (section 2). */
export function BottomPlayer() {
  const dispatch = useAppDispatch();
  const audio = useAppSelector((state) => state.player.currentAudio);
  const isMinimized = useAppSelector((state) => state.player.isMinimized);
  const error = useAppSelector((state) => state.player.error);

  if (isMinimized) return <MinimizedButton />;
  if (!audio) return <IdlePlayer />;

  return (
    <section className="bottom-player" aria-label="Player">
      <div className="player-track">
        <div className="player-titles">
          <Link className="player-title" to={`/naat/${audio.id}`}>
            {audio.title}
          </Link>
          {audio.urduTitle ? (
            <Link className="player-urdu" to={`/naat/${audio.id}`} lang="ur" dir="rtl">
              {audio.urduTitle}
            </Link>
          ) : null}
          <Link className="player-artist" to={`/naatkhawan/${audio.naatKhawanId}`}>
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
          aria-label="Open full-screen player"
          onClick={() => dispatch(setFullScreen(true))}
        >
          <ExpandIcon />
        </button>
        <MinimizeButton />
      </div>
    </section>
  );
}

function MinimizeButton() {
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className="icon-button"
      aria-label="Minimize player"
      onClick={() => dispatch(setMinimized(true))}
    >
      <MinimizeIcon />
    </button>
  );
}
