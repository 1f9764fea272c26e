import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { playFromQueue } from '../queue/queueThunks';
import { selectQueueCount } from '../playback/queueSlice';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { MusicIcon } from '../../components/icons';
import { engineLoadError } from './lazyEngine';
import { CountedName, MinimizeButton, QueueButton } from './playerButtons';
import { setMinimized, setQueueOpen } from '../playback/playerSlice';
import { useIsPhone } from '../../components/useMediaQuery';
import './player.css';
import { useT } from '../../i18n/useT';
import { importOnce } from '../../lib/importOnce';

const ActivePlayer = lazy(() => import('./ActivePlayer'));
const MiniPlayer = lazy(() => import('./MiniPlayer'));
// Only needed once a naat is loaded, which also loads the other players' controls. Both render at once, so
// they share one import (importOnce.ts).
const minimizedControls = importOnce(() => import('./MinimizedControls'));
const ProgressRing = lazy(() => minimizedControls().then((module) => ({ default: module.ProgressRing })));
const MinimizedPlay = lazy(() => minimizedControls().then((module) => ({ default: module.MinimizedPlay })));

/** With no track the bar fades after 8 s and minimizes after 10 s. */
export const IDLE_FADE_MS = 8000;
export const IDLE_MINIMIZE_MS = 10000;

/**
 * The round button the player collapses to; while a naat is loaded it also shows play/pause and the
 * progress, so a listener can pause without bringing the player back.
 */
function MinimizedPlayer() {
  const t = useT();
  const dispatch = useAppDispatch();
  const hasAudio = useAppSelector((state) => state.player.currentAudio !== null);
  const queueCount = useAppSelector(selectQueueCount);
  const label = t(hasAudio ? 'player.show' : queueCount > 0 ? 'player.playQueue' : 'player.openQueue');
  const onClick = () => {
    if (hasAudio) dispatch(setMinimized(false));
    else if (queueCount > 0) dispatch(playFromQueue(0));
    else dispatch(setQueueOpen(true));
  };
  return (
    <div className="player-minimized-group" role="group" aria-label={t('player.minimized')}>
      <span className="player-minimized-wrap">
        <button type="button" className="player-minimized" title={label} onClick={onClick}>
          <MusicIcon size={24} />
          {queueCount > 0 ? (
            <CountedName name={label} count={queueCount} />
          ) : (
            <span className="player-sr-only">{label}</span>
          )}
        </button>
        {hasAudio ? (
          <Suspense fallback={null}>
            <ProgressRing />
          </Suspense>
        ) : null}
      </span>
      {hasAudio ? (
        <Suspense fallback={null}>
          <MinimizedPlay />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The bar with no track: it fades, then collapses to the round button. */
function IdlePlayer() {
  const t = useT();
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
    <section
      className={`bottom-player bottom-player-idle ${faded ? 'is-faded' : ''}`}
      aria-label={t('player.label')}
    >
      <p className="player-idle-text">{t('player.idle')}</p>
      <div className="player-tools">
        <QueueButton />
        <MinimizeButton />
      </div>
    </section>
  );
}

/** The persistent player at the bottom of every public page. */
export function BottomPlayer() {
  const t = useT();
  const audio = useAppSelector((state) => state.player.currentAudio);
  const isMinimized = useAppSelector((state) => state.player.isMinimized);
  const isPhone = useIsPhone();

  if (isMinimized) return <MinimizedPlayer />;
  if (!audio) return <IdlePlayer />;
  return (
    // While the controls load (the first naat of a visit), the bar already shows what was chosen; should
    // they fail to arrive (the connection dropped), it says so instead of leaving a blank page.
    <ErrorBoundary
      fallback={
        <section className="bottom-player" aria-label={t('player.label')}>
          <p className="player-error" role="alert">
            {engineLoadError()}
          </p>
          <button type="button" className="btn btn-sm btn-outline" onClick={() => window.location.reload()}>
            {t('player.retry')}
          </button>
        </section>
      }
    >
      <Suspense
        fallback={
          <section className={isPhone ? 'mini-player' : 'bottom-player'} aria-label={t('player.label')}>
            <p className="player-idle-text" dir="auto">
              {audio.title}
            </p>
          </section>
        }
      >
        {isPhone ? <MiniPlayer /> : <ActivePlayer />}
      </Suspense>
    </ErrorBoundary>
  );
}
