/**
 * The orders of a reciter's naats (our addition: the owner's texts list them by title only). 'title' is the
 * owner's order and the default, so it never appears in an address.
 */
import type { MessageId } from '../i18n/catalogs/ids';

export const RECITER_SORTS = ['title', 'newest', 'popular'] as const;
export type ReciterSort = (typeof RECITER_SORTS)[number];
export const DEFAULT_RECITER_SORT: ReciterSort = 'title';

/** Each order's name in the sort menu, as a message id. */
export const RECITER_SORT_LABELS: Readonly<Record<ReciterSort, MessageId>> = {
  title: 'reciter.sortTitle',
  newest: 'reciter.sortNewest',
  popular: 'reciter.sortPopular',
};

/** The sort of a `?sort=` value: null when absent, undefined when it names no sort. */
export function parseReciterSort(raw: string | null): ReciterSort | null | undefined {
  if (raw === null) return null;
  return RECITER_SORTS.find((sort) => sort === raw);
}
