/**
 * The paths the page's client router serves, in one table: src/app/router.tsx builds its routes from it, and
 * the server (server/pages/pageRoute.ts) matches a request's path against the same entries, so a page can be
 * answered with its own status and metadata before the app starts. The home page is the router's index route
 * (`/`), not an entry here. Segments starting with `:` are parameters, as the router writes them.
 */
export const PAGE_PATHS = {
  naatkhawans: 'naatkhawans',
  naatkhawan: 'naatkhawan/:id',
  naatkhawanPage: 'naatkhawan/:id/page/:page',
  naatkhawanLetter: 'naatkhawan/:id/letter/:letter',
  naatkhawanLetterPage: 'naatkhawan/:id/letter/:letter/page/:page',
  naat: 'naat/:id',
  popular: 'popular',
  popularPage: 'popular/page/:page',
  recent: 'recent',
  recentPage: 'recent/page/:page',
  favorites: 'favorites',
  search: 'search',
  privacy: 'privacy-policy',
  downloads: 'downloads',
  admin: 'admin',
  adminBulkUpload: 'admin/bulk-upload',
  adminLyrics: 'admin/lyrics/:id',
} as const;

export type PagePathName = keyof typeof PAGE_PATHS;

/** The page each path shows, as the server describes it (the admin screens are all the one admin page). */
export type PageKind =
  | 'home'
  | 'naatkhawans'
  | 'naatkhawan'
  | 'naat'
  | 'popular'
  | 'recent'
  | 'search'
  | 'privacy'
  | 'favorites'
  | 'downloads'
  | 'admin';

export const PAGE_KIND: Readonly<Record<PagePathName, PageKind>> = {
  naatkhawans: 'naatkhawans',
  naatkhawan: 'naatkhawan',
  naatkhawanPage: 'naatkhawan',
  naatkhawanLetter: 'naatkhawan',
  naatkhawanLetterPage: 'naatkhawan',
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
