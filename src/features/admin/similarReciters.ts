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
