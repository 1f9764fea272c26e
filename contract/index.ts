/**
 * The contract of Naat Stream: what the server, the page and the service worker share. The API's shapes
 * (TypeBox schemas and their types), the admin forms' rules, the page route table, the stored-name rule and the
 * audio types, the artwork's addresses, the search folding, the lyrics formats, and the names the page and the worker both use (caches,
 * messages). The server imports this entry; the page and the worker import the sub-modules they need (and only
 * types from ./schemas), so no server-only code or TypeBox runtime reaches their bundles. The IndexedDB module
 * (./db.ts) is not here: it runs only in the page and the worker.
 */
export * from './schemas';
export type * from './clientNaat';
export * from './forms';
export * from './pageRoutes';
export * from './media';
export * from './artwork';
export { STORED_NAME_PATTERN } from './storedNameRule.mjs';
export * from './search/normalize';
export * from './lyrics/lyrics';
export * from './lyrics/rules';
export * from './lyrics/json';
export * from './lyrics/lrc';
export * from './lyrics/vtt';
export * from './lyrics/time';
export * from './cacheNames';
export * from './swMessages';
