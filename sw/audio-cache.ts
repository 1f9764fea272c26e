/**
 * Audio: answered from the downloads cache when the listener downloaded that file, otherwise straight from
 * the network and never stored. WebKit's media requests arrive with no Range header at first, so a
 * cache-first route with a caching strategy would silently store every streamed track;
 * only the download pipeline in the page writes the downloads cache.
 */
import { createPartialResponse } from 'workbox-range-requests';
import { CACHE_NAMES } from '../contract/cacheNames';

export interface AudioCandidate {
  request: Pick<Request, 'method' | 'destination'>;
  url: URL;
  sameOrigin: boolean;
}

/**
 * Same-origin /Audio/ files (the media element and the download pipeline's fetch) and any media element
 * request, which also covers downloaded naats whose filePath is an absolute URL on another host.
 */
export function matchAudio({ request, url, sameOrigin }: AudioCandidate): boolean {
  if (request.method !== 'GET') return false;
  if (sameOrigin && url.pathname.startsWith('/Audio/')) return true;
  return request.destination === 'audio' || request.destination === 'video';
}

export interface AudioDeps {
  caches: Pick<CacheStorage, 'open'>;
  fetch: (request: Request) => Promise<Response>;
}

/**
 * A downloaded file answers whole (200) or, for a Range request (seeking, Safari's bytes=0-1 probe), as a
 * 206 slice; a range past the end gets workbox-range-requests' 416.
 */
export async function answerAudio(request: Request, deps: AudioDeps): Promise<Response> {
  const downloads = await deps.caches.open(CACHE_NAMES.downloads);
  // By URL: the cache key is the file's absolute URL, whatever headers this request carries.
  const downloaded = await downloads.match(request.url);
  if (!downloaded) return deps.fetch(request);
  return request.headers.has('range') ? createPartialResponse(request, downloaded) : downloaded;
}
