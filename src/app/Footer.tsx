import { Link } from '../components/links';
import { readAppName } from '../lib/appName';

/**
 * Sibling sites of the product. The specification names none, so these are the owner's to replace; they
 * open in a new tab.
 */
export const SIBLING_SITES: readonly { href: string; label: string }[] = [
  { href: 'https://quran.com', label: 'Quran.com' },
  { href: 'https://sunnah.com', label: 'Sunnah.com' },
];

export function Footer() {
  const appName = readAppName();
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <div className="footer-brand">
          <Link to="/">{appName}</Link>
          <p>Islamic Audio Streaming Platform</p>
        </div>
        <nav aria-label="Footer">
          <ul>
            {SIBLING_SITES.map((site) => (
              <li key={site.href}>
                <a href={site.href} target="_blank" rel="noopener noreferrer">
                  {site.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
          </ul>
        </nav>
        <p className="footer-copy">
          © {new Date().getFullYear()} {appName}
        </p>
      </div>
    </footer>
  );
}
