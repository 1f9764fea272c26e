import type { Db } from './connection';

/**
 * Remembers how many rows matched a search, so paging through results ("Load More") and the same query
 * from many listeners count the matches once. An entry is valid only for the database state it was
 * counted in: `PRAGMA data_version` changes when another connection (another server process) commits,
 * and `bump()` is called on every write through this process's repository.
 */
export interface CountCache {
  get(key: string, count: () => number): number;
  bump(): void;
}

export function createCountCache(db: Db, maxEntries = 1000): CountCache {
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  const entries = new Map<string, { version: string; total: number }>();
  let writes = 0;
  return {
    get(key, count) {
      const version = `${dataVersion.get() ?? 0}:${writes}`;
      const hit = entries.get(key);
      if (hit?.version === version) {
        // Re-insert so the Map's order is least recently used first.
        entries.delete(key);
        entries.set(key, hit);
        return hit.total;
      }
      const total = count();
      entries.delete(key);
      entries.set(key, { version, total });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      return total;
    },
    bump() {
      writes += 1;
    },
  };
}
