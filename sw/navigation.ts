/**
 * Which navigations the app shell answers. Kept apart from sw.ts only so it can be unit tested
 * (navidrome does the same with its navigation handler).
 */

/** Paths the server owns: the API (JSON) and the audio files must reach it even for a top-level navigation. */
const SERVER_PATHS = [/^\/api(?:\/|$)/, /^\/Audio\//];

/**
 * A last path segment with a file extension (/robots.txt, /sw.js, /icons/icon-192.png) is a file, not a
 * client route; client routes never contain a dot (ids are numbers, letters are single characters).
 */
const FILE_PATH = /\/[^/]*\.[A-Za-z0-9]+$/;

export interface NavigationCandidate {
  request: Pick<Request, 'mode'>;
  url: URL;
  /** The request targets the worker's own origin. */
  sameOrigin: boolean;
}

/** True when the precached index.html should answer: a same-origin page navigation to a client route. */
export function matchShellNavigation({ request, url, sameOrigin }: NavigationCandidate): boolean {
  if (request.mode !== 'navigate' || !sameOrigin) return false;
  if (SERVER_PATHS.some((pattern) => pattern.test(url.pathname))) return false;
  return !FILE_PATH.test(url.pathname);
}
