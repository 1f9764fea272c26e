import { Link } from '../../components/links';
import type { NaatKhawan } from '../../api/types';
import { Art } from '../../components/Art';
import { Highlighted } from '../../components/Highlighted';
import type { ListLayout } from '../../components/LayoutToggle';
import { Urdu } from '../../components/Urdu';
import { useT } from '../../i18n/useT';
import './naatKhawanCard.css';

/** A reciter: art, name, '{audioCount} Naats' and the Urdu name; the whole card links to the reciter. */
export function NaatKhawanCard({
  naatKhawan,
  layout = 'grid',
  query,
}: {
  naatKhawan: NaatKhawan;
  layout?: ListLayout;
  query?: string | undefined;
}) {
  const t = useT();
  return (
    <Link to={`/naatkhawan/${naatKhawan.id}`} className={`reciter-card reciter-card-${layout}`}>
      <Art name={naatKhawan.name} image={naatKhawan.image} round />
      <span className="reciter-card-body">
        <span className="reciter-card-name">
          <Highlighted text={naatKhawan.name} query={query} />
        </span>
        <span className="reciter-card-count">
          {t('reciters.cardCount', { count: naatKhawan.audioCount })}
        </span>
        {naatKhawan.urduName ? (
          <Urdu className="reciter-card-urdu">
            <Highlighted text={naatKhawan.urduName} query={query} />
          </Urdu>
        ) : null}
      </span>
    </Link>
  );
}

export function NaatKhawanList({
  naatKhawans,
  layout = 'grid',
  query,
  label,
}: {
  naatKhawans: NaatKhawan[];
  layout?: ListLayout;
  query?: string | undefined;
  label?: string;
}) {
  return (
    <ul className={`reciter-list reciter-list-${layout}`} aria-label={label}>
      {naatKhawans.map((naatKhawan) => (
        <li key={naatKhawan.id}>
          <NaatKhawanCard naatKhawan={naatKhawan} layout={layout} query={query} />
        </li>
      ))}
    </ul>
  );
}
