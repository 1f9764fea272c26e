import { Link } from '../../components/links';
import type { Reciter } from '../../api/types';
import { Art } from '../../components/Art';
import { Highlighted } from '../../components/Highlighted';
import type { ListLayout } from '../../components/LayoutToggle';
import { Urdu } from '../../components/Urdu';
import { useT } from '../../i18n/useT';
import './reciterCard.css';

/** A reciter: art, name, '{audioCount} Naats' and the Urdu name; the whole card links to the reciter. */
export function ReciterCard({
  reciter,
  layout = 'grid',
  query,
}: {
  reciter: Reciter;
  layout?: ListLayout;
  query?: string | undefined;
}) {
  const t = useT();
  return (
    <Link to={`/naatkhawan/${reciter.id}`} className={`reciter-card reciter-card-${layout}`}>
      <Art name={reciter.name} image={reciter.image} round />
      <span className="reciter-card-body">
        <span className="reciter-card-name">
          <Highlighted text={reciter.name} query={query} />
        </span>
        <span className="reciter-card-count">{t('reciters.cardCount', { count: reciter.audioCount })}</span>
        {reciter.urduName ? (
          <Urdu className="reciter-card-urdu">
            <Highlighted text={reciter.urduName} query={query} />
          </Urdu>
        ) : null}
      </span>
    </Link>
  );
}

export function ReciterList({
  reciters,
  layout = 'grid',
  query,
  label,
}: {
  reciters: Reciter[];
  layout?: ListLayout;
  query?: string | undefined;
  label?: string;
}) {
  return (
    <ul className={`reciter-list reciter-list-${layout}`} aria-label={label}>
      {reciters.map((reciter) => (
        <li key={reciter.id}>
          <ReciterCard reciter={reciter} layout={layout} query={query} />
        </li>
      ))}
    </ul>
  );
}
