import { Link } from '../../components/links';
import { SearchIcon } from '../../components/icons';
import { useSearchOverlay } from '../../components/searchContext';

export type NotFoundVariant = 'page' | 'naat' | 'naatkhawan';

const TEXTS: Record<NotFoundVariant, { title: string; message: string }> = {
  page: {
    title: 'Page Not Found',
    message: "The page you're looking for doesn't exist or has been moved.",
  },
  naat: {
    title: 'Naat Not Found',
    message: "The naat you're looking for doesn't exist or has been removed.",
  },
  naatkhawan: {
    title: 'NaatKhawan Not Found',
    message: "The NaatKhawan you're looking for doesn't exist or has been removed.",
  },
};

const SUGGESTIONS = [
  { to: '/popular', label: 'Popular Naats' },
  { to: '/recent', label: 'Recent Naats' },
  { to: '/naatkhawans', label: 'All NaatKhawans' },
  { to: '/favorites', label: 'My Favorites' },
];

/** The 404 screen: what is missing, the Homepage and Search buttons, and places to go instead. */
export default function NotFoundView({ variant = 'page' }: { variant?: NotFoundVariant }) {
  const { openSearch } = useSearchOverlay();
  const text = TEXTS[variant];
  return (
    <div className="container page not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{text.title}</h1>
      <p className="not-found-message">{text.message}</p>
      <div className="not-found-actions">
        <Link to="/" className="btn btn-primary">
          Homepage
        </Link>
        <button type="button" className="btn btn-outline" onClick={openSearch}>
          <SearchIcon size={18} /> Search
        </button>
      </div>
      <nav aria-label="Suggestions" className="not-found-suggestions">
        <h2>You might be looking for</h2>
        <ul>
          {SUGGESTIONS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
