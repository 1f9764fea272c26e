import { lazy, Suspense, type ComponentType } from 'react';
import { loadDomain, type Domain } from '../i18n/i18n';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Layout } from './Layout';
import { Loading } from '../components/StatusViews';
import { RequiresConnection } from '../features/offline/RequiresConnection';
import HomePage from '../features/home/HomePage';
import {
  ADMIN_BULK_UPLOAD_PATH,
  ADMIN_LYRICS_PATH,
  ADMIN_PATH,
  DOWNLOADS_PATH,
  FAVORITES_PATH,
  RECITERS_PATH,
  RECITER_LETTER_PAGE_PATH,
  RECITER_LETTER_PATH,
  RECITER_PAGE_PATH,
  RECITER_PATH,
  NAAT_PATH,
  POPULAR_PAGE_PATH,
  POPULAR_PATH,
  PRIVACY_PATH,
  RECENT_PAGE_PATH,
  RECENT_PATH,
  SEARCH_PATH,
} from '../../contract/pageRoutes';

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
const reciterPage = lazyPage(() => import('../features/reciters/ReciterPage'));
const popularPage = lazyPage(() => import('../features/naats/PopularPage'));
const recentPage = lazyPage(() => import('../features/naats/RecentPage'));

/**
 * The public screens, inside the layout (header, footer, player, toasts). Every path comes from the contract's
 * table, which the server matches too (tests/unit/contract/pageRoutes.test.ts checks that none is written here alone).
 */
const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: RECITERS_PATH, element: lazyPage(() => import('../features/reciters/RecitersPage')) },
  { path: RECITER_PATH, element: reciterPage },
  { path: RECITER_PAGE_PATH, element: reciterPage },
  { path: RECITER_LETTER_PATH, element: reciterPage },
  { path: RECITER_LETTER_PAGE_PATH, element: reciterPage },
  { path: NAAT_PATH, element: lazyPage(() => import('../features/naats/NaatDetailPage')) },
  { path: POPULAR_PATH, element: popularPage },
  { path: POPULAR_PAGE_PATH, element: popularPage },
  { path: RECENT_PATH, element: recentPage },
  { path: RECENT_PAGE_PATH, element: recentPage },
  { path: FAVORITES_PATH, element: lazyPage(() => import('../features/favorites/FavoritesPage')) },
  { path: SEARCH_PATH, element: lazyPage(() => import('../features/search/SearchPage')) },
  {
    path: PRIVACY_PATH,
    element: lazyPage(withMessages('privacy', () => import('../features/privacy/PrivacyPolicyPage'))),
  },
  { path: DOWNLOADS_PATH, element: lazyPage(() => import('../features/downloads/DownloadsPage')) },
  { path: '*', element: lazyPage(() => import('../features/notfound/NotFoundView')) },
];

/** Screens outside the public layout (e.g. /admin) go first, one line each. */
export const routes: RouteObject[] = [
  {
    path: ADMIN_PATH,
    element: (
      <RequiresConnection>
        {lazyPage(withMessages('admin', () => import('../features/admin/AdminPage')))}
      </RequiresConnection>
    ),
  },
  {
    path: ADMIN_BULK_UPLOAD_PATH,
    element: (
      <RequiresConnection>
        {lazyPage(withMessages('admin', () => import('../features/admin/BulkUploadPage')))}
      </RequiresConnection>
    ),
  },
  {
    path: ADMIN_LYRICS_PATH,
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
