import type { NaatKhawan } from '../../api/types';

/** A reciter the server found with a name like the one being added. */
export interface SimilarReciter {
  id: number;
  name: string;
}

/**
 * The reciters of a 409 answering an add whose name is like an existing reciter's (`data.similar`), or
 * null for any other failure.
 */
export function similarRecitersOf(error: unknown): SimilarReciter[] | null {
  const record = error as { status?: unknown; data?: { data?: { similar?: unknown } } } | null;
  if (record?.status !== 409) return null;
  const similar = record.data?.data?.similar;
  if (!Array.isArray(similar)) return null;
  const found = similar.filter(
    (item): item is SimilarReciter =>
      typeof (item as SimilarReciter | null)?.id === 'number' &&
      typeof (item as SimilarReciter | null)?.name === 'string',
  );
  return found.length > 0 ? found : null;
}

export function similarNamesText(name: string, similar: readonly SimilarReciter[]): string {
  const names = similar.map((reciter) => `"${reciter.name}"`).join(', ');
  return similar.length === 1
    ? `A NaatKhawan with a similar name already exists: ${names}. Add "${name}" anyway only if it is someone else.`
    : `NaatKhawans with similar names already exist: ${names}. Add "${name}" anyway only if it is someone else.`;
}

/** What a merge will do, said before it is confirmed. */
export function mergePreviewText(
  from: Pick<NaatKhawan, 'name' | 'audioCount'>,
  into: Pick<NaatKhawan, 'name'>,
): string {
  const naats = from.audioCount === 1 ? '1 naat' : `${from.audioCount} naats`;
  return `${naats} will move from "${from.name}" to "${into.name}". "${into.name}" keeps its own details; "${from.name}" is deleted and its page leads to "${into.name}" from then on.`;
}
