import { lazy, Suspense } from 'react';

// The matcher needs the search normaliser, which only search results use: a first visit does not load it.
const Marked = lazy(() => import('./Marked'));

/** Text with the query's matches marked; plain text when there is no query, and while the marker loads. */
export function Highlighted({ text, query }: { text: string; query?: string | undefined }) {
  if (!query) return <>{text}</>;
  return (
    <Suspense fallback={text}>
      <Marked text={text} query={query} />
    </Suspense>
  );
}
