/// <reference lib="WebWorker" />
/**
 * The app's service worker (vite-plugin-pwa injectManifest; Workbox modules bundled, no importScripts).
 * Route handlers live in their own modules so they can be unit tested with fake caches and requests.
 */
import { Queue } from 'workbox-background-sync';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CACHE_NAMES, PLAY_QUEUE_NAME } from '../contract/cacheNames';
import { isSwMessage, SW_MESSAGE } from '../contract/swMessages';
import { matchPublicApi, networkFirstApi } from './api-cache';
import { answerAudio, matchAudio } from './audio-cache';
import { matchShellNavigation } from './navigation';
import { createPlayReplayer, matchPlayCount, replayWithRetries, sendOrQueuePlay } from './play-sync';

declare const self: ServiceWorkerGlobalScope;

// The build injects the app shell's file list here (see the globs in vite.config.ts).
precacheAndRoute(self.__WB_MANIFEST);
// Precaches left by older Workbox versions of this worker.
cleanupOutdatedCaches();
// The first install controls the open page at once, so a download made on the first visit is already
// answered by this worker offline. An update never takes over by itself: see the SKIP_WAITING message.
// (self.clients.claim rather than workbox-core's clientsClaim: workbox-core is not a direct dependency.)
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

const candidate = ({ request, url }: { request: Request; url: URL }) => ({
  request,
  url,
  sameOrigin: url.origin === self.location.origin,
});

// Every client route is the single-page app; the API, the audio files and other files are not.
registerRoute((options) => matchShellNavigation(candidate(options)), createHandlerBoundToURL('index.html'));

const fetchFromNetwork = (request: Request) => fetch(request);

const replayPlays = createPlayReplayer();
// Without the sync event (Safari, Firefox) Workbox replays when the worker starts, and nothing could retry
// a failure then, so it is ignored; with it, a failure makes the browser retry the sync later.
const syncSupported = 'sync' in self.registration;
const playQueue = new Queue(PLAY_QUEUE_NAME, {
  maxRetentionTime: 7 * 24 * 60, // minutes: a play older than a week is dropped
  onSync: ({ queue }) => (syncSupported ? replayPlays(queue) : replayPlays(queue).catch(() => undefined)),
});

registerRoute(
  (options) => matchPlayCount(candidate(options)),
  ({ request }) => sendOrQueuePlay(request, { fetch: fetchFromNetwork, queue: playQueue }),
  'POST',
);

registerRoute(
  (options) => matchPublicApi(candidate(options)),
  ({ request }) =>
    networkFirstApi(
      request,
      { caches: self.caches, fetch: fetchFromNetwork, now: Date.now },
      {
        cacheName: CACHE_NAMES.api,
        // Long enough for a slow phone network, short enough that a dead connection does not feel hung.
        timeoutMs: 3000,
        maxEntries: 200,
        maxAgeMs: 30 * 24 * 60 * 60 * 1000,
      },
    ),
);

registerRoute(
  (options) => matchAudio(candidate(options)),
  ({ request }) => answerAudio(request, { caches: self.caches, fetch: fetchFromNetwork }),
);

// A naat's artwork (the lock screen's picture): shown from the cache at once, so offline too, and refreshed
// behind it, since an edited title keeps the URL; the newest 300 kept.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /^\/og\/naat\/\d+-art-\d+\.png$/.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.artwork,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 }),
    ],
  }),
);

self.addEventListener('message', (event) => {
  // Only on the listener's word (the update prompt's Reload button), never unconditionally.
  if (isSwMessage(event.data, SW_MESSAGE.skipWaiting)) void self.skipWaiting();
  // The page saw the connection return; the sync event may not come (or not yet), so replay now too.
  if (isSwMessage(event.data, SW_MESSAGE.replayPlays)) {
    const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
    event.waitUntil(
      replayWithRetries(() => replayPlays(playQueue), { attempts: 5, pauseMs: 2000, pause }).catch(
        () => undefined,
      ),
    );
  }
});

// Plays queued before the worker last stopped go out as soon as it starts again with a network.
if (syncSupported) void replayPlays(playQueue).catch(() => undefined);
