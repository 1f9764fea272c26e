import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { readAppName } from '../../lib/appName';
import { logout } from './adminThunks';
import { ManageReciters } from './ManageReciters';
import { ManageNaats } from './ManageNaats';
import { Settings } from './Settings';

type Section = 'naats' | 'reciters' | 'settings';

const SECTIONS: { id: Section; label: MessageId }[] = [
  { id: 'naats', label: 'admin.dashboard.naats' },
  { id: 'reciters', label: 'admin.dashboard.naatKhawans' },
  { id: 'settings', label: 'admin.dashboard.settings' },
];

/** Sidebar (Manage Naats by default, Manage NaatKhawans, Settings, Logout); on a phone a header with a menu. */
export function Dashboard() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [section, setSection] = useState<Section>('naats');
  const [menuOpen, setMenuOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const signOut = () => {
    setLeaving(true);
    void dispatch(logout());
  };

  return (
    <div className="admin-dashboard">
      <header className="admin-mobile-header">
        <button
          type="button"
          className="admin-icon-btn"
          aria-label={t('admin.dashboard.menu')}
          aria-expanded={menuOpen}
          aria-controls="admin-sidebar"
          onClick={() => setMenuOpen((open) => !open)}
        >
          ☰
        </button>
        <span className="admin-brand">{t('admin.dashboard.brand')}</span>
        <button type="button" className="admin-btn admin-btn-ghost" onClick={signOut} disabled={leaving}>
          {t('admin.dashboard.logout')}
        </button>
      </header>
      <aside id="admin-sidebar" className={`admin-sidebar${menuOpen ? ' is-open' : ''}`}>
        <div className="admin-sidebar-brand">
          <strong>{readAppName()}</strong>
          <span>{t('admin.dashboard.brand')}</span>
        </div>
        <nav aria-label={t('admin.dashboard.nav')}>
          <ul>
            {SECTIONS.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="admin-nav-btn"
                  aria-current={section === item.id ? 'page' : undefined}
                  onClick={() => {
                    setSection(item.id);
                    setMenuOpen(false);
                  }}
                >
                  {t(item.label)}
                </button>
              </li>
            ))}
            <li>
              <button type="button" className="admin-nav-btn" onClick={signOut} disabled={leaving}>
                {t('admin.dashboard.logout')}
              </button>
            </li>
          </ul>
        </nav>
      </aside>
      <main className="admin-main">
        {section === 'naats' ? <ManageNaats /> : null}
        {section === 'reciters' ? <ManageReciters /> : null}
        {section === 'settings' ? <Settings /> : null}
      </main>
    </div>
  );
}
