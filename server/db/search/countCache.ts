/**
 * Remembers how many rows matched a search, so paging through results ("Load More") and the same query from
 * many listeners count the matches once. An entry is valid only for the database state it was counted in:
 * `version()` names that state (SQLite: `PRAGMA data_version`, which changes when another process commits),
 * and `bump()` is called on every write through this process.
 */
export interface CountCache<T> {
  get(key: string, count: () => Promise<T>): Promise<T>;
  bump(): void;
}

export function createCountCache<T>(version: () => number, maxEntries = 1000): CountCache<T> {
  const entries = new Map<string, { version: string; total: T }>();
  let writes = 0;
  return {
    async get(key, count) {
      const current = `${version()}:${writes}`;
      const hit = entries.get(key);
      if (hit?.version === current) {
        // Re-inserted so the Map's order is least recently used first.
        entries.delete(key);
        entries.set(key, hit);
        return hit.total;
      }
      const total = await count();
      entries.delete(key);
      entries.set(key, { version: current, total });
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
