/**
 * The name of the app's IndexedDB database (contract/db.ts), apart from the code that opens it: the page asks
 * whether it exists (src/lib/savedState.ts) without loading that code.
 */
export const DB_NAME = 'naat-stream';
