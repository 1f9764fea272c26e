import { type RefObject, useLayoutEffect, useRef } from 'react';
import { ALPHABET, guardLetter } from '../../lib/guards';
import { useT } from '../../i18n/useT';
import './reciterPage.css';

/**
 * Keeps the pressed letter inside the strip's visible part. On phones the strip is one row that scrolls
 * sideways, and a page opened at a late letter (or re-rendered) would otherwise hide it past the right edge.
 */
function useKeepPressedInView(strip: RefObject<HTMLDivElement | null>, active: string | null) {
  useLayoutEffect(() => {
    const box = strip.current;
    const pressed = box?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!box || !pressed) return;
    const outer = box.getBoundingClientRect();
    const inner = pressed.getBoundingClientRect();
    if (inner.left >= outer.left && inner.right <= outer.right) return;
    // Centred, so the letters either side show too.
    box.scrollBy({
      left: inner.left + inner.width / 2 - (outer.left + outer.width / 2),
      behavior: 'instant',
    });
  }, [strip, active]);
}

/** The A-Z initial filter: letters without naats are disabled; 'All' resets. */
export function LetterFilter({
  active,
  available,
  onSelect,
}: {
  active: string | null;
  available: readonly string[];
  onSelect: (letter: string | null) => void;
}) {
  const t = useT();
  const strip = useRef<HTMLDivElement>(null);
  useKeepPressedInView(strip, active);
  return (
    <div ref={strip} className="letter-filter" role="group" aria-label={t('reciter.letterFilter')}>
      <button
        type="button"
        className="letter-btn letter-all"
        aria-pressed={active === null}
        onClick={() => onSelect(null)}
      >
        {t('reciter.letterAll')}
      </button>
      {ALPHABET.map((letter) => (
        <button
          key={letter}
          type="button"
          className="letter-btn"
          aria-pressed={active === letter}
          disabled={!guardLetter(letter, available)}
          onClick={() => onSelect(letter)}
        >
          {letter}
        </button>
      ))}
    </div>
  );
}
