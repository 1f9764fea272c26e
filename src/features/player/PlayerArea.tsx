import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { QueuePanel } from '../queue/QueuePanel';
import { BottomPlayer } from './BottomPlayer';

// Most visits never open it, so its code (tabs, visualizer) loads on first use.
const FullScreenPlayer = lazy(() => import('./FullScreenPlayer'));

/**
 * The player's place in the public layout: the bottom player (or its minimized button), the full-screen
 * player and the queue panel.
 */
export function PlayerArea() {
  const isFullScreen = useAppSelector(
    (state) => state.player.isFullScreen && state.player.currentAudio !== null,
  );
  return (
    <>
      <BottomPlayer />
      <QueuePanel />
      {isFullScreen ? (
        <Suspense fallback={null}>
          <FullScreenPlayer />
        </Suspense>
      ) : null}
    </>
  );
}
