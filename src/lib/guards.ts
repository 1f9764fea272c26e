/** Popular and recent lists: 15 per page, at most 100 items, so at most 7 pages. */
export const RANKED_PAGE_SIZE = 15;
export const RANKED_MAX_ITEMS = 100;
export const RANKED_MAX_PAGES = 7;

/**
 * Reads a page from a URL segment: a whole number of at least 1, else null. `max` refuses pages beyond it
 * (popular and recent refuse anything past 7).
 */
export function parsePageParam(raw: string | undefined, max = Number.POSITIVE_INFINITY): number | null {
  if (raw === undefined) return 1;
  if (!/^\d+$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 && page <= max ? page : null;
}

/** A page change is accepted only between 1 and totalPages (and never beyond `max`). */
export function isPageAllowed(page: number, totalPages: number, max = Number.POSITIVE_INFINITY): boolean {
  return Number.isInteger(page) && page >= 1 && page <= Math.min(totalPages, max);
}

/** The letter filter accepts only letters the reciter has naats for (case-insensitive, answered upper case). */
export function guardLetter(raw: string | undefined, availableLetters: readonly string[]): string | null {
  if (!raw) return null;
  const letter = raw.toUpperCase();
  return availableLetters.some((available) => available.toUpperCase() === letter) ? letter : null;
}

export const ALPHABET = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));
