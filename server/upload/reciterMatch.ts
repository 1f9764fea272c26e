/**
 * What a reciter name given to a bulk upload stands for: a reciter of that very name (trimmed,
 * case-insensitive), else the reciters whose name is the same or near once folded
 * (server/search/similarNames.ts). The admin's bulk page asks this before a file goes
 * (GET /api/admin/naatkhawans/match), and the upload itself decides with the same function, so what the
 * admin was shown is what happens.
 */
import type { ReciterRepository } from '../db/reciters';
import { reciterKey } from '../search/similarNames';

export interface NamedReciterId {
  id: number;
  name: string;
}

export interface ReciterNameMatch {
  /** The reciter called this name; when there is one, `similar` is empty (an exact name always wins). */
  exact: NamedReciterId | null;
  /** Reciters with a like name, the same ones first, then by id; the first is the closest. */
  similar: NamedReciterId[];
}

export async function matchReciterName(
  reciters: Pick<ReciterRepository, 'all' | 'similarTo'>,
  name: string,
): Promise<ReciterNameMatch> {
  const key = reciterKey(name);
  const exact = (await reciters.all()).find((reciter) => reciterKey(reciter.name) === key);
  if (exact) return { exact: { id: exact.id, name: exact.name }, similar: [] };
  const similar = await reciters.similarTo(name.trim(), null);
  return { exact: null, similar: similar.map(({ id, name: found }) => ({ id, name: found })) };
}

/**
 * The reciter a bulk upload may be attached to by id: that one, or the one it was merged into since the
 * page asked (its naats went there too); null when neither exists.
 */
export async function attachableReciter(
  reciters: Pick<ReciterRepository, 'getById' | 'movedTo'>,
  id: number,
): Promise<number | null> {
  if (await reciters.getById(id)) return id;
  const moved = await reciters.movedTo(id);
  return moved !== null && (await reciters.getById(moved)) ? moved : null;
}

export const noReciterToAttach = (id: number): string =>
  `There is no NaatKhawan ${id} to attach the file to: check the reciter's name again.`;
