/**
 * Cache Storage names, shared by the page and the service worker. Downloads have a cache of their own that
 * only the download pipeline writes, so streamed audio never lands in it and deleting a download is exact.
 */
export const CACHE_NAMES = {
  /** Public GET /api answers, network-first, so pages seen online open offline. */
  api: 'naat-api-v1',
  /** Whole audio files the listener chose to download; answered with Range support offline. */
  downloads: 'naat-downloads-v1',
  /** Naats' square artwork (the lock screen's picture), cache-first, so a downloaded naat shows it offline. */
  artwork: 'naat-artwork-v1',
} as const;

/** The workbox-background-sync queue (an IndexedDB store of its own) holding play counts made offline. */
export const PLAY_QUEUE_NAME = 'naat-play-counts';
