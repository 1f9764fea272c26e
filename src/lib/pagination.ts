export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Numbered pagination: the first page, the last page and two pages either side of the current one, with an
 * ellipsis wherever pages are left out. A gap of a single page shows that page instead, since an ellipsis
 * would take the same room and hide it.
 */
export function paginationRange(current: number, totalPages: number): PageItem[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const pages = new Set<number>([1, totalPages]);
  for (let offset = -2; offset <= 2; offset += 1) {
    const candidate = page + offset;
    if (candidate >= 1 && candidate <= totalPages) pages.add(candidate);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((value, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && value - previous === 2) items.push(value - 1);
    else if (previous !== undefined && value - previous > 2) {
      items.push(value < page ? 'ellipsis-start' : 'ellipsis-end');
    }
    items.push(value);
  });
  return items;
}

/** Up to `size` consecutive page numbers around the current one (the reciter page's Previous/Next bar). */
export function pageWindow(current: number, totalPages: number, size = 5): number[] {
  if (totalPages < 1) return [];
  const count = Math.min(size, totalPages);
  const page = Math.min(Math.max(1, current), totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

/** 1-based first and last item numbers shown on a page ('Showing x-y of n'); 0-0 when empty. */
export function shownRange(page: number, perPage: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * perPage + 1;
  return { from: Math.min(from, total), to: Math.min(page * perPage, total) };
}

export function totalPagesFor(total: number, perPage: number): number {
  return total > 0 ? Math.ceil(total / perPage) : 0;
}
