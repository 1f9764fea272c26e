/**
 * The catalogue as the API answers it: the contract's shapes (contract/schemas.ts, API.md "Shapes"), which the
 * routes also validate and serialise with. The repositories return these; the row shapes are in ./schema.ts.
 */
export type { AudioProcessing, Naat, Reciter, ReciterRef } from '../../contract';

/** What a caller may set when creating a naat; omitted optional fields become null / 0 / now. */
export interface NaatInput {
  title: string;
  urduTitle?: string | null;
  filePath: string;
  duration?: number;
  playCount?: number;
  category?: string | null;
  language?: string | null;
  description?: string | null;
  lyrics?: string | null;
  naatKhawanId: number;
  /** ISO 8601; defaults to now. */
  createdAt?: string;
}

export interface ReciterInput {
  name: string;
  urduName?: string | null;
  bio?: string | null;
  birthDate?: string | null;
  birthPlace?: string | null;
  image?: string | null;
}

/** A slice of a longer list, with the size of the whole list. */
export interface Slice<T> {
  items: T[];
  total: number;
}

/** Where a list starts and how long the slice is (both already validated and clamped). */
export interface Window {
  offset: number;
  limit: number;
}
