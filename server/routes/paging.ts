import type { Window } from '../db/types';

export const MAX_LIMIT = 100;

/** API.md: limit is clamped to 1..100. */
export const clampLimit = (limit: number | undefined, fallback: number): number =>
  Math.min(MAX_LIMIT, Math.max(1, limit ?? fallback));

/**
 * The rows a page asks for. Pages far beyond any list would give offsets SQLite cannot bind; they are
 * empty anyway, so they are clamped to an offset past every list.
 */
export function pageWindow(page: number | undefined, limit: number): Window {
  const offset = ((page ?? 1) - 1) * limit;
  return { offset: Math.min(offset, Number.MAX_SAFE_INTEGER), limit };
}

export const totalPages = (total: number, limit: number): number => Math.ceil(total / limit);
