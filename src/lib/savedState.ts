/**
 * Whether this device has saved anything (the queue, favorites, downloads, settings, history: all in one
 * IndexedDB database), so that a first visit, which has not, need not download the storage code to learn it.
 */
import { DB_NAME } from '../../contract/dbName';

/**
 * True when the database exists, or when the browser cannot tell (no `indexedDB.databases()`, or it fails):
 * then the app reads storage as it always did. Asked anew each time: the database appears with the first write.
 */
export async function hasSavedState(
  idb: Partial<Pick<IDBFactory, 'databases'>> | null = typeof indexedDB === 'undefined' ? null : indexedDB,
): Promise<boolean> {
  if (idb?.databases === undefined) return true;
  try {
    return (await idb.databases()).some((database) => database.name === DB_NAME);
  } catch {
    return true;
  }
}

/** One saved key, or undefined on a device with nothing saved (without loading the storage code there). */
export async function readSavedKey(key: 'listeningHistory'): Promise<unknown> {
  if (!(await hasSavedState())) return undefined;
  const { readKey } = await import('../../contract/db');
  return readKey(key);
}
