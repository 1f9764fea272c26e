/** Addresses of the public screens, built in one place so links and redirects agree. */
import { DEFAULT_RECITER_SORT, type ReciterSort } from './reciterSort';

/**
 * A reciter's page for a letter filter, page and sort; page 1, 'All' and the default sort have no part in it.
 * The sort is a query (`?sort=newest`), so links and Back keep it.
 */
export function reciterPath(
  id: number,
  letter: string | null,
  page: number,
  sort: ReciterSort = DEFAULT_RECITER_SORT,
): string {
  let path = `/naatkhawan/${id}`;
  if (letter) path += `/letter/${letter}`;
  if (page > 1) path += `/page/${page}`;
  if (sort !== DEFAULT_RECITER_SORT) path += `?sort=${sort}`;
  return path;
}

/** Popular and recent: page 1 lives at the base path, others at {base}/page/{n}. */
export function rankedPath(basePath: string, page: number): string {
  return page > 1 ? `${basePath}/page/${page}` : basePath;
}

/** The results page for a query (trimmed, encoded). */
export function searchPath(query: string): string {
  return `/search?q=${encodeURIComponent(query.trim())}`;
}
