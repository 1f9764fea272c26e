import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { BottomPlayer } from './BottomPlayer';

// Most visits never open them, so their code (tabs, visualizer, the queue's list) loads on first use.
const FullScreenPlayer = lazy(() => import('./FullScreenPlayer'));
const QueuePanel = lazy(() => import('../queue/QueuePanel'));

/**
 * The player's place in the public layout: the bottom player (or its minimized button), the full-screen
 * player and the queue panel.
 */
export function PlayerArea() {
  const isFullScreen = useAppSelector(
    (state) => state.player.isFullScreen && state.player.currentAudio !== null,
  );
  const isQueueOpen = useAppSelector((state) => state.player.isQueueOpen);
  return (
    <>
      <BottomPlayer />
      {/* A panel whose code cannot arrive (offline before it was cached) stays closed; the page goes on. */}
      {isQueueOpen ? (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <QueuePanel />
          </Suspense>
        </ErrorBoundary>
      ) : null}
      {isFullScreen ? (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <FullScreenPlayer />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </>
  );
}
