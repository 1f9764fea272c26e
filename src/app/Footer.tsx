import { Link } from '../components/links';
import { readAppName } from '../lib/appName';
import { useT } from '../i18n/useT';

/**
 * Sibling sites of the product. The owner's texts name none, so these are placeholders for the owner; they
 * open in a new tab.
 */
export const SIBLING_SITES: readonly { href: string; label: string }[] = [
  { href: 'https://quran.com', label: 'Quran.com' },
  { href: 'https://sunnah.com', label: 'Sunnah.com' },
];

export function Footer() {
  const t = useT();
  const appName = readAppName();
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <div className="footer-brand">
          <Link to="/">{appName}</Link>
          <p>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.label')}>
          <ul>
            {SIBLING_SITES.map((site) => (
              <li key={site.href}>
                <a href={site.href} target="_blank" rel="noopener noreferrer">
                  {site.label}
                  <span className="visually-hidden"> {t('footer.newTab')}</span>
                </a>
              </li>
            ))}
            <li>
              <Link to="/privacy-policy">{t('footer.privacy')}</Link>
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
