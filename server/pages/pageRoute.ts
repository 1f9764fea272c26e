/**
 * The app's client routes (contract/pageRoutes.ts, the table src/app/router.tsx is built from), recognised on
 * the server so a page can be answered with its own status and metadata. Pure: a path in, a description of the
 * page out.
 */
import { PAGE_KIND, PAGE_PATHS, type PagePathName } from '../../contract';

export type PageRoute =
  | { kind: 'home' }
  | { kind: 'reciters' }
  | { kind: 'reciter'; id: number; page: number; letter: string | null }
  | { kind: 'naat'; id: number }
  | { kind: 'popular'; page: number }
  | { kind: 'recent'; page: number }
  | { kind: 'search' }
  | { kind: 'privacy' }
  | { kind: 'favorites' }
  | { kind: 'downloads' }
  | { kind: 'admin' }
  | { kind: 'notFound' };

/** A whole number of at least 1, as the app reads it from a path segment (parsePageParam); null otherwise. */
function positiveId(segment: string | undefined): number | null {
  if (segment === undefined || !/^\d{1,15}$/.test(segment)) return null;
  const value = Number(segment);
  return value >= 1 ? value : null;
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

interface Params {
  id: number | null;
  page: number | null;
  letter: string | null;
}

/**
 * The parameters of `segments` read by one pattern of the table, or null when it does not match. An id must be
 * a positive whole number (anything else is not that page); a bad page number is still the list (the app
 * redirects it to the first page), so it counts as 1; a letter is %-decoded.
 */
function matchPattern(pattern: string, segments: readonly string[]): Params | null {
  const parts = pattern.split('/');
  if (parts.length !== segments.length) return null;
  const params: Params = { id: null, page: null, letter: null };
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (part === ':id') {
      params.id = positiveId(segment);
      if (params.id === null) return null;
    } else if (part === ':page') {
      params.page = positiveId(segment) ?? 1;
    } else if (part === ':letter') {
      params.letter = decode(segment);
      if (params.letter === null) return null;
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

function describe(name: PagePathName, params: Params): PageRoute {
  const kind = PAGE_KIND[name];
  const page = params.page ?? 1;
  const id = params.id ?? 0;
  switch (kind) {
    case 'reciter':
      return { kind, id, page, letter: params.letter };
    case 'naat':
      return { kind, id };
    case 'popular':
    case 'recent':
      return { kind, page };
    default:
      return { kind };
  }
}

const ENTRIES = Object.entries(PAGE_PATHS) as [PagePathName, string][];

/** `pathname` is the path of the request without its query; a trailing slash is ignored, as the router does. */
export function matchPageRoute(pathname: string): PageRoute {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  // /index.html is the home page too: the service worker precaches the app shell under that name.
  if (segments.length === 0 || (segments.length === 1 && segments[0] === 'index.html'))
    return { kind: 'home' };
  for (const [name, pattern] of ENTRIES) {
    const params = matchPattern(pattern, segments);
    if (params !== null) return describe(name, params);
  }
  return { kind: 'notFound' };
}
