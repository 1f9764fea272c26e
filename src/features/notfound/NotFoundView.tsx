import { Link } from '../../components/links';
import { SearchIcon } from '../../components/icons';
import { useSearchOverlay } from '../../components/searchContext';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import './notFound.css';

export type NotFoundVariant = 'page' | 'naat' | 'reciter';

const TEXTS: Readonly<Record<NotFoundVariant, { title: MessageId; message: MessageId }>> = {
  page: { title: 'notFound.pageTitle', message: 'notFound.pageMessage' },
  naat: { title: 'notFound.naatTitle', message: 'notFound.naatMessage' },
  reciter: { title: 'notFound.reciterTitle', message: 'notFound.reciterMessage' },
};

const SUGGESTIONS: readonly { to: string; label: MessageId }[] = [
  { to: '/popular', label: 'notFound.popular' },
  { to: '/recent', label: 'notFound.recent' },
  { to: '/naatkhawans', label: 'notFound.reciters' },
  { to: '/favorites', label: 'notFound.favorites' },
];

/** The 404 screen: what is missing, the Homepage and Search buttons, and places to go instead. */
export default function NotFoundView({ variant = 'page' }: { variant?: NotFoundVariant }) {
  const t = useT();
  const { openSearch } = useSearchOverlay();
  const text = TEXTS[variant];
  return (
    <div className="container page not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t(text.title)}</h1>
      <p className="not-found-message">{t(text.message)}</p>
      <div className="not-found-actions">
        <Link to="/" className="btn btn-primary">
          {t('notFound.homepage')}
        </Link>
        <button type="button" className="btn btn-outline" onClick={openSearch}>
          <SearchIcon size={18} /> {t('notFound.search')}
        </button>
      </div>
      <nav aria-label={t('notFound.suggestions')} className="not-found-suggestions">
        <h2>{t('notFound.lookingFor')}</h2>
        <ul>
          {SUGGESTIONS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{t(link.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
