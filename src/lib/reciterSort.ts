/**
 * The orders of a reciter's naats (our addition: the specification lists them by title only). 'title' is the
 * specification's order and the default, so it never appears in an address.
 */
export const RECITER_SORTS = ['title', 'newest', 'popular'] as const;
export type ReciterSort = (typeof RECITER_SORTS)[number];
export const DEFAULT_RECITER_SORT: ReciterSort = 'title';

export const RECITER_SORT_LABELS: Record<ReciterSort, string> = {
  title: 'Title',
  newest: 'Newest',
  popular: 'Most played',
};

/** The sort of a `?sort=` value: null when absent, undefined when it names no sort. */
export function parseReciterSort(raw: string | null): ReciterSort | null | undefined {
  if (raw === null) return null;
  return RECITER_SORTS.find((sort) => sort === raw);
}
