import { lazy, Suspense } from 'react';
import type { Naat } from '../../api/types';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Urdu } from '../../components/Urdu';

const LyricsView = lazy(() => import('./LyricsView'));

/** The full-screen player's Lyrics tab: the lyrics view of the naat in the player, loaded when first opened. */
export function PlayerLyricsTab({ naat }: { naat: Naat }) {
  // While the view's code arrives (or should it fail to), the naat's plain text.
  const plain = naat.lyrics ? (
    <Urdu as="div" className="lyrics">
      {naat.lyrics}
    </Urdu>
  ) : null;
  return (
    <ErrorBoundary fallback={plain}>
      <Suspense fallback={plain}>
        <LyricsView key={naat.id} naat={naat} variant="player" />
      </Suspense>
    </ErrorBoundary>
  );
}
