import { Link, NavLink } from '../components/links';
import { readAppName } from '../lib/appName';
import { HeadphonesIcon, SearchIcon } from '../components/icons';
import { useSearchOverlay } from '../components/searchContext';
import { InstallButton } from '../features/offline/InstallButton';
import { OfflineIndicator } from '../features/offline/OfflineIndicator';
import { UpdatePrompt } from '../features/offline/UpdatePrompt';
import type { MessageId } from '../i18n/i18n';
import { LanguageControl } from '../i18n/LanguageControl';
import { useT } from '../i18n/useT';

/** The header's navigation; other features add their links here (one line each). */
export const NAV_LINKS: readonly { to: string; label: MessageId; end?: boolean }[] = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/naatkhawans', label: 'nav.naatKhawans' },
  { to: '/popular', label: 'nav.popular' },
  { to: '/favorites', label: 'nav.favorites' },
  { to: '/downloads', label: 'nav.downloads' },
];

export function Header({ extra }: { extra?: React.ReactNode }) {
  const t = useT();
  const { openSearch } = useSearchOverlay();
  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            <HeadphonesIcon size={18} />
          </span>
          <span className="brand-name">{readAppName()}</span>
        </Link>
        <nav className="main-nav" aria-label={t('nav.main')}>
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end ?? false}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-tools">
          <OfflineIndicator />
          <InstallButton />
          <UpdatePrompt />
          {extra}
          <LanguageControl />
          <button
            type="button"
            className="icon-btn header-search"
            aria-label={t('nav.search')}
            aria-haspopup="dialog"
            onClick={openSearch}
          >
            <SearchIcon />
          </button>
        </div>
      </div>
    </header>
  );
}
