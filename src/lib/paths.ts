/** Addresses of the public screens, built in one place so links and redirects agree. */

/** A reciter's page for a letter filter and page; page 1 and 'All' have no segment. */
export function reciterPath(id: number, letter: string | null, page: number): string {
  let path = `/naatkhawan/${id}`;
  if (letter) path += `/letter/${letter}`;
  if (page > 1) path += `/page/${page}`;
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
