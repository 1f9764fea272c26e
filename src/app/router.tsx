import { lazy, Suspense, type ComponentType } from 'react';
import { loadDomain, type Domain } from '../i18n/i18n';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Layout } from './Layout';
import { Loading } from '../components/StatusViews';
import { RequiresConnection } from '../features/offline/RequiresConnection';
import HomePage from '../features/home/HomePage';

/** A lazily loaded script chunk has 120 s before it counts as failed. */
const CHUNK_TIMEOUT_MS = 120_000;

function withTimeout<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = window.setTimeout(
        () => reject(new Error('Loading the page timed out')),
        CHUNK_TIMEOUT_MS,
      );
      load().then(
        (value) => {
          window.clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          window.clearTimeout(timer);
          reject(error instanceof Error ? error : new Error('Loading the page failed'));
        },
      );
    });
}

/** A lazy page that also needs a catalogue domain of its own (the admin panel, the privacy page). */
function withMessages(domain: Domain, load: () => Promise<{ default: ComponentType }>) {
  return () => Promise.all([load(), loadDomain(domain)]).then(([page]) => page);
}

/** A page loaded on first use: one line per route below. The module's default export is the page. */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(withTimeout(load));
  return (
    <ErrorBoundary>
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}

// One element per screen, shared by the routes that show it, so moving between its pages keeps its state.
const naatKhawanPage = lazyPage(() => import('../features/naatkhawans/NaatKhawanPage'));
const popularPage = lazyPage(() => import('../features/naats/PopularPage'));
const recentPage = lazyPage(() => import('../features/naats/RecentPage'));

/** The public screens, inside the layout (header, footer, player, toasts). */
const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'naatkhawans', element: lazyPage(() => import('../features/naatkhawans/NaatKhawansPage')) },
  { path: 'naatkhawan/:id', element: naatKhawanPage },
  { path: 'naatkhawan/:id/page/:page', element: naatKhawanPage },
  { path: 'naatkhawan/:id/letter/:letter', element: naatKhawanPage },
  { path: 'naatkhawan/:id/letter/:letter/page/:page', element: naatKhawanPage },
  { path: 'naat/:id', element: lazyPage(() => import('../features/naats/NaatDetailPage')) },
  { path: 'popular', element: popularPage },
  { path: 'popular/page/:page', element: popularPage },
  { path: 'recent', element: recentPage },
  { path: 'recent/page/:page', element: recentPage },
  { path: 'favorites', element: lazyPage(() => import('../features/favorites/FavoritesPage')) },
  { path: 'search', element: lazyPage(() => import('../features/search/SearchPage')) },
  {
    path: 'privacy-policy',
    element: lazyPage(withMessages('privacy', () => import('../features/privacy/PrivacyPolicyPage'))),
  },
  { path: 'downloads', element: lazyPage(() => import('../features/downloads/DownloadsPage')) },
  { path: '*', element: lazyPage(() => import('../features/notfound/NotFoundView')) },
];

/** Screens outside the public layout (e.g. /admin) go first, one line each. */
export const routes: RouteObject[] = [
  {
    path: 'admin',
    element: (
      <RequiresConnection>
        {lazyPage(withMessages('admin', () => import('../features/admin/AdminPage')))}
      </RequiresConnection>
    ),
  },
  {
    path: 'admin/bulk-upload',
    element: (
      <RequiresConnection>
        {lazyPage(withMessages('admin', () => import('../features/admin/BulkUploadPage')))}
      </RequiresConnection>
    ),
  },
  {
    path: 'admin/lyrics/:id',
    element: (
      <RequiresConnection>
        {lazyPage(withMessages('admin', () => import('../features/admin/SyncLyricsPage')))}
      </RequiresConnection>
    ),
  },
  { element: <Layout />, children: publicRoutes },
];

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The declarative router: the app loads its data with RTK Query, not route loaders, and the data router
 * (createBrowserRouter) would add about 18 KiB gzip to every first visit for features it does not use.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
