/**
 * The paths the page's client router serves, in one table: src/app/router.tsx builds its routes from it, and
 * the server (server/pages/pageRoute.ts) matches a request's path against the same entries, so a page can be
 * answered with its own status and metadata before the app starts. The home page is the router's index route
 * (`/`), not an entry here. Segments starting with `:` are parameters, as the router writes them.
 */
// One constant per path, so the page's bundle gets each path as a plain string (the bundler inlines
// constants, but not the reads of an object's properties); the table gathers them for the server.
export const RECITERS_PATH = 'naatkhawans';
export const RECITER_PATH = 'naatkhawan/:id';
export const RECITER_PAGE_PATH = 'naatkhawan/:id/page/:page';
export const RECITER_LETTER_PATH = 'naatkhawan/:id/letter/:letter';
export const RECITER_LETTER_PAGE_PATH = 'naatkhawan/:id/letter/:letter/page/:page';
export const NAAT_PATH = 'naat/:id';
export const POPULAR_PATH = 'popular';
export const POPULAR_PAGE_PATH = 'popular/page/:page';
export const RECENT_PATH = 'recent';
export const RECENT_PAGE_PATH = 'recent/page/:page';
export const FAVORITES_PATH = 'favorites';
export const SEARCH_PATH = 'search';
export const PRIVACY_PATH = 'privacy-policy';
export const DOWNLOADS_PATH = 'downloads';
export const ADMIN_PATH = 'admin';
export const ADMIN_BULK_UPLOAD_PATH = 'admin/bulk-upload';
export const ADMIN_LYRICS_PATH = 'admin/lyrics/:id';

export const PAGE_PATHS = {
  reciters: RECITERS_PATH,
  reciter: RECITER_PATH,
  reciterPage: RECITER_PAGE_PATH,
  reciterLetter: RECITER_LETTER_PATH,
  reciterLetterPage: RECITER_LETTER_PAGE_PATH,
  naat: NAAT_PATH,
  popular: POPULAR_PATH,
  popularPage: POPULAR_PAGE_PATH,
  recent: RECENT_PATH,
  recentPage: RECENT_PAGE_PATH,
  favorites: FAVORITES_PATH,
  search: SEARCH_PATH,
  privacy: PRIVACY_PATH,
  downloads: DOWNLOADS_PATH,
  admin: ADMIN_PATH,
  adminBulkUpload: ADMIN_BULK_UPLOAD_PATH,
  adminLyrics: ADMIN_LYRICS_PATH,
} as const;

export type PagePathName = keyof typeof PAGE_PATHS;

/** The page each path shows, as the server describes it (the admin screens are all the one admin page). */
export type PageKind =
  | 'home'
  | 'reciters'
  | 'reciter'
  | 'naat'
  | 'popular'
  | 'recent'
  | 'search'
  | 'privacy'
  | 'favorites'
  | 'downloads'
  | 'admin';

export const PAGE_KIND: Readonly<Record<PagePathName, PageKind>> = {
  reciters: 'reciters',
  reciter: 'reciter',
  reciterPage: 'reciter',
  reciterLetter: 'reciter',
  reciterLetterPage: 'reciter',
  naat: 'naat',
  popular: 'popular',
  popularPage: 'popular',
  recent: 'recent',
  recentPage: 'recent',
  favorites: 'favorites',
  search: 'search',
  privacy: 'privacy',
  downloads: 'downloads',
  admin: 'admin',
  adminBulkUpload: 'admin',
  adminLyrics: 'admin',
};
