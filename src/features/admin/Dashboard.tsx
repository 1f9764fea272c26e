import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { readAppName } from '../../lib/appName';
import { logout } from './adminThunks';
import { ManageNaatKhawans } from './ManageNaatKhawans';
import { ManageNaats } from './ManageNaats';
import { Settings } from './Settings';

type Section = 'naats' | 'naatkhawans' | 'settings';

const SECTIONS: { id: Section; label: string }[] = [
  { id: 'naats', label: 'Manage Naats' },
  { id: 'naatkhawans', label: 'Manage NaatKhawans' },
  { id: 'settings', label: 'Settings' },
];

/** Sidebar (Manage Naats by default, Manage NaatKhawans, Settings, Logout); on a phone a header with a menu. */
export function Dashboard() {
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
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls="admin-sidebar"
          onClick={() => setMenuOpen((open) => !open)}
        >
          ☰
        </button>
        <span className="admin-brand">Admin Panel</span>
        <button type="button" className="admin-btn admin-btn-ghost" onClick={signOut} disabled={leaving}>
          Logout
        </button>
      </header>
      <aside id="admin-sidebar" className={`admin-sidebar${menuOpen ? ' is-open' : ''}`}>
        <div className="admin-sidebar-brand">
          <strong>{readAppName()}</strong>
          <span>Admin Panel</span>
        </div>
        <nav aria-label="Admin">
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
                  {item.label}
                </button>
              </li>
            ))}
            <li>
              <button type="button" className="admin-nav-btn" onClick={signOut} disabled={leaving}>
                Logout
              </button>
            </li>
          </ul>
        </nav>
      </aside>
      <main className="admin-main">
        {section === 'naats' ? <ManageNaats /> : null}
        {section === 'naatkhawans' ? <ManageNaatKhawans /> : null}
        {section === 'settings' ? <Settings /> : null}
      </main>
    </div>
  );
}
