import { Link, NavLink } from '../components/links';
import { readAppName } from '../lib/appName';
import { HeadphonesIcon, SearchIcon } from '../components/icons';
import { useSearchOverlay } from '../components/searchContext';
import { InstallButton } from '../features/offline/InstallButton';
import { OfflineIndicator } from '../features/offline/OfflineIndicator';
import { UpdatePrompt } from '../features/offline/UpdatePrompt';

/** The header's navigation; other features add their links here (one line each). */
export const NAV_LINKS: readonly { to: string; label: string; end?: boolean }[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/naatkhawans', label: 'NaatKhawans' },
  { to: '/popular', label: 'Popular Naats' },
  { to: '/favorites', label: 'My Favorites' },
  { to: '/downloads', label: 'Downloads' },
];

export function Header({ extra }: { extra?: React.ReactNode }) {
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
        <nav className="main-nav" aria-label="Main">
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end ?? false}>
                  {link.label}
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
          <button
            type="button"
            className="icon-btn header-search"
            aria-label="Search"
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
