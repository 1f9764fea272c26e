import { useLocation } from 'react-router-dom';
import { Link } from '../components/links';
import { DownloadIcon, HeartIcon, HomeIcon, TrendingIcon, UsersIcon } from '../components/icons';
import { activeTab, type TabId } from '../lib/tabs';
import type { MessageId } from '../i18n/i18n';
import { useT } from '../i18n/useT';

const TABS: readonly { id: TabId; to: string; label: MessageId; Icon: typeof HomeIcon }[] = [
  { id: 'home', to: '/', label: 'nav.home', Icon: HomeIcon },
  { id: 'reciters', to: '/naatkhawans', label: 'nav.naatKhawans', Icon: UsersIcon },
  { id: 'popular', to: '/popular', label: 'tabs.popular', Icon: TrendingIcon },
  { id: 'favorites', to: '/favorites', label: 'tabs.favorites', Icon: HeartIcon },
  { id: 'downloads', to: '/downloads', label: 'nav.downloads', Icon: DownloadIcon },
];

/**
 * The phone's navigation: a bar of five tabs at the bottom, under the mini-player. CSS shows it below 720 px
 * and hides the header's links there (and the reverse on wider screens), so only one "Main" navigation is
 * ever exposed.
 */
export function TabBar() {
  const t = useT();
  const active = activeTab(useLocation().pathname);
  return (
    <nav className="tab-bar" aria-label={t('nav.main')}>
      <ul>
        {TABS.map(({ id, to, label, Icon }) => (
          <li key={id}>
            <Link to={to} className="tab-link" aria-current={active === id ? 'page' : undefined}>
              <Icon size={22} />
              <span>{t(label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
