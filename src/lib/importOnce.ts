/**
 * A dynamic import whose concurrent callers share one promise. Every lazily loaded module of the app starts
 * by awaiting its messages (a top-level await, scripts/catalogPlugin.ts), and WebKit resolves a second
 * `import()` of a module still in that await before it is done, handing out a module whose code has not run
 * yet (https://bugs.webkit.org/show_bug.cgi?id=242740). A module imported from two places that can run at
 * the same time goes through one of these. A failed import is forgotten, so the next call tries again.
 */
export function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
