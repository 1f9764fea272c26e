import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { PlayerArea } from '../features/player/PlayerArea';
import { Toaster } from '../features/toasts/Toaster';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import { TabBar } from './TabBar';
import { ScrollToTop } from '../components/ScrollToTop';
import { SearchOverlayContext } from '../components/searchContext';
import { Loading } from '../components/StatusViews';
import { useT } from '../i18n/useT';

const SearchOverlay = lazy(() => import('../features/search/SearchOverlay'));

/** The public layout: header, main, footer, the player area and the toasts. */
export function Layout() {
  const t = useT();
  const [searchOpen, setSearchOpen] = useState(false);
  const openSearch = useCallback(() => setSearchOpen(true), []);
  const closeSearch = useCallback(() => setSearchOpen(false), []);
  const searchContext = useMemo(() => ({ openSearch }), [openSearch]);
  return (
    <SearchOverlayContext.Provider value={searchContext}>
      <ScrollToTop />
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <PlayerArea />
      <TabBar />
      <Toaster />
      {searchOpen ? (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <SearchOverlay onClose={closeSearch} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </SearchOverlayContext.Provider>
  );
}
