/**
 * The app's client routes (src/app/router.tsx), recognised on the server so a page can be answered with its
 * own status and metadata. Pure: a path in, a description of the page out.
 */
export type PageRoute =
  | { kind: 'home' }
  | { kind: 'naatkhawans' }
  | { kind: 'naatkhawan'; id: number; page: number; letter: string | null }
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

/**
 * A list's `/page/{n}` suffix: page 1 without it; null when the suffix is not a page route at all. A page
 * route with a bad number is still the list (the app redirects it to the first page), so it counts as 1.
 */
function listPage(rest: string[]): number | null {
  if (rest.length === 0) return 1;
  if (rest.length === 2 && rest[0] === 'page') return positiveId(rest[1]) ?? 1;
  return null;
}

const NOT_FOUND: PageRoute = { kind: 'notFound' };

/** `pathname` is the path of the request without its query; a trailing slash is ignored, as the router does. */
export function matchPageRoute(pathname: string): PageRoute {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const [first, ...rest] = segments;
  // /index.html is the home page too: the service worker precaches the app shell under that name.
  if (first === undefined || (first === 'index.html' && rest.length === 0)) return { kind: 'home' };
  const single = (route: PageRoute): PageRoute => (rest.length === 0 ? route : NOT_FOUND);
  switch (first) {
    case 'naatkhawans':
      return single({ kind: 'naatkhawans' });
    case 'search':
      return single({ kind: 'search' });
    case 'privacy-policy':
      return single({ kind: 'privacy' });
    case 'favorites':
      return single({ kind: 'favorites' });
    case 'downloads':
      return single({ kind: 'downloads' });
    case 'admin':
      // The panel, its bulk-upload screen and a naat's Sync lyrics screen (src/app/router.tsx).
      return rest.length === 0 ||
        (rest.length === 1 && rest[0] === 'bulk-upload') ||
        (rest.length === 2 && rest[0] === 'lyrics' && positiveId(rest[1]) !== null)
        ? { kind: 'admin' }
        : NOT_FOUND;
    case 'popular':
    case 'recent': {
      const page = listPage(rest);
      return page === null ? NOT_FOUND : { kind: first, page };
    }
    case 'naat': {
      const id = rest.length === 1 ? positiveId(rest[0]) : null;
      return id === null ? NOT_FOUND : { kind: 'naat', id };
    }
    case 'naatkhawan': {
      const [idSegment, ...tail] = rest;
      const id = positiveId(idSegment);
      if (id === null) return NOT_FOUND;
      let letter: string | null = null;
      let after = tail;
      if (tail[0] === 'letter' && tail[1] !== undefined) {
        letter = decode(tail[1]);
        if (letter === null) return NOT_FOUND;
        after = tail.slice(2);
      }
      const page = listPage(after);
      return page === null ? NOT_FOUND : { kind: 'naatkhawan', id, page, letter };
    }
    default:
      return NOT_FOUND;
  }
}
