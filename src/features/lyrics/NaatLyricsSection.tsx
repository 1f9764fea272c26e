import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Naat } from '../../api/types';
import { useAppSelector } from '../../app/hooks';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Urdu } from '../../components/Urdu';
import { useT } from '../../i18n/useT';

const LyricsView = lazy(() => import('./LyricsView'));

/**
 * The naat page's Lyrics section. A first visit gets the naat's plain text (in this page's own chunk); the
 * view that follows the recitation (LyricsView, a chunk of its own) loads when the section is scrolled into
 * view, when the listener points at or focuses it, or when this naat is in the player, and stays once loaded.
 */
export function NaatLyricsSection({ naat }: { naat: Naat }) {
  const t = useT();
  const isCurrent = useAppSelector((state) => state.player.currentAudio?.id === naat.id);
  const [wanted, setWanted] = useState(false);
  // Adjusted while rendering (React's pattern for state derived from props), not in an effect.
  if (isCurrent && !wanted) setWanted(true);
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = section.current;
    if (wanted || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
    });
    // Watched from the listener's first scroll: a section already on the first screen (a desktop) keeps its
    // plain text until then, so a first visit downloads none of the view's code.
    const watch = () => observer.observe(element);
    window.addEventListener('scroll', watch, { once: true, passive: true });
    return () => {
      window.removeEventListener('scroll', watch);
      observer.disconnect();
    };
  }, [wanted]);

  const plain = (
    <Urdu as="div" className="lyrics">
      {naat.lyrics}
    </Urdu>
  );
  return (
    <section
      ref={section}
      className="naat-lyrics"
      aria-labelledby="naat-lyrics"
      onPointerEnter={() => setWanted(true)}
      onFocus={() => setWanted(true)}
    >
      <h2 id="naat-lyrics">{t('lyrics.heading')}</h2>
      {wanted ? (
        <ErrorBoundary fallback={plain}>
          <Suspense fallback={plain}>
            <LyricsView naat={naat} variant="page" />
          </Suspense>
        </ErrorBoundary>
      ) : (
        plain
      )}
    </section>
  );
}
