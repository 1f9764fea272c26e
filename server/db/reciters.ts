import { type Kysely, sql } from 'kysely';
import { type NameLikeness, similarReciters } from '../search/similarNames';
import { sortKey } from '../search/text';
import { RepositoryError } from './errors';
import type { NaatRepository } from './naats';
import { type PageChange, changesAfter, highestId } from './pageChanges';
import type { Executor, Schema } from './schema';
import type { SearchIndex } from './search/searchIndex';
import { isBlankSearch, reciterSearchForm } from './search/searchText';
import { inTransaction } from './transaction';
import type { Reciter, ReciterInput, Slice, Window } from './types';

/** Every read and write of reciters; every method may be given a caller's transaction last. */
export interface ReciterRepository {
  getById(id: number, trx?: Executor): Promise<Reciter | null>;
  /** By name; `search` matches name and Urdu name. */
  list(window: Window, search?: string, trx?: Executor): Promise<Slice<Reciter>>;
  /** Every reciter, by name. */
  all(trx?: Executor): Promise<Reciter[]>;
  /** The `limit` reciters with the most naats. */
  top(limit: number, trx?: Executor): Promise<Reciter[]>;
  create(input: ReciterInput, trx?: Executor): Promise<Reciter>;
  /** Changes only the given fields; null when the reciter does not exist. */
  update(id: number, changes: Partial<ReciterInput>, trx?: Executor): Promise<Reciter | null>;
  /**
   * Returns the deleted reciter, or null when it did not exist. Throws RepositoryError 409 while the
   * reciter still has naats (delete or move them first).
   */
  delete(id: number, trx?: Executor): Promise<Reciter | null>;
  /**
   * The reciters whose name (or Urdu name) is the same or near the given one (server/search/similarNames.ts),
   * the `same` ones first: creating another such reciter is asked about first.
   */
  similarTo(name: string, urduName: string | null, trx?: Executor): Promise<SimilarReciter[]>;
  /**
   * Moves every naat of reciter `id` to reciter `into`, deletes `id` and leaves a redirect from it to `into`
   * (redirects that pointed at `id` now point at `into`). Returns the kept reciter, or null when `id` does
   * not exist; throws RepositoryError 400 when `into` is `id`, 404 when `into` does not exist.
   */
  merge(id: number, into: number, trx?: Executor): Promise<Reciter | null>;
  /** The reciter a merged reciter's id now leads to, or null when it was never merged. */
  movedTo(id: number, trx?: Executor): Promise<number | null>;
  /** The highest reciter id, 0 when there is none. */
  highestId(trx?: Executor): Promise<number>;
  /** Up to `limit` reciters with afterId < id <= throughId, by id, with when each page last changed. */
  changesAfter(afterId: number, throughId: number, limit: number, trx?: Executor): Promise<PageChange[]>;
}

export interface SimilarReciter {
  id: number;
  name: string;
  likeness: NameLikeness;
}

export const MERGE_INTO_ITSELF = 'A NaatKhawan cannot be merged into itself: choose another NaatKhawan.';
export const mergeTargetMissing = (into: number): string => `There is no NaatKhawan ${into} to merge into.`;

const SELECT = sql`SELECT id, name, urdu_name AS "urduName", bio, birth_date AS "birthDate",
  birth_place AS "birthPlace", audio_count AS "audioCount", image FROM naatkhawans`;
const BY_NAME = sql`ORDER BY name_key, id`;

const columns = (v: Required<ReciterInput>) => ({
  name: v.name,
  name_key: sortKey(v.name),
  urdu_name: v.urduName,
  bio: v.bio,
  birth_date: v.birthDate,
  birth_place: v.birthPlace,
  image: v.image,
});

export function createReciterRepository(
  db: Kysely<Schema>,
  search: SearchIndex,
  naats: NaatRepository,
): ReciterRepository {
  const rows = async (query: ReturnType<typeof sql<Reciter>>, trx: Executor) =>
    (await query.execute(trx)).rows;
  const getById = async (id: number, trx: Executor = db): Promise<Reciter | null> =>
    (await rows(sql<Reciter>`${SELECT} WHERE id = ${id}`, trx))[0] ?? null;
  const index = (trx: Executor, id: number, v: Required<ReciterInput>) =>
    search.indexReciter(trx, id, reciterSearchForm(v.name, v.urduName));

  return {
    getById,
    async list(window, text, trx = db) {
      if (isBlankSearch(text)) {
        const { rows: counted } = await sql<{
          total: number;
        }>`SELECT count(*) AS total FROM naatkhawans`.execute(trx);
        const total = counted[0]?.total ?? 0;
        if (window.offset >= total) return { items: [], total };
        const items = await rows(
          sql<Reciter>`${SELECT} ${BY_NAME} LIMIT ${window.limit} OFFSET ${window.offset}`,
          trx,
        );
        return { items, total };
      }
      const page = await search.reciters(text ?? '', window, trx);
      if (page.ids.length === 0) return { items: [], total: page.total };
      const found = await rows(sql<Reciter>`${SELECT} WHERE id IN (${sql.join(page.ids)})`, trx);
      const byId = new Map(found.map((reciter) => [reciter.id, reciter]));
      const items = page.ids.map((id) => byId.get(id)).filter((r): r is Reciter => r !== undefined);
      return { items, total: page.total };
    },
    all: (trx = db) => rows(sql<Reciter>`${SELECT} ${BY_NAME}`, trx),
    top: (limit, trx = db) =>
      rows(sql<Reciter>`${SELECT} ORDER BY audio_count DESC, name_key, id LIMIT ${limit}`, trx),
    create: (input, trx) =>
      inTransaction(db, trx, async (tx) => {
        const v: Required<ReciterInput> = {
          urduName: null,
          bio: null,
          birthDate: null,
          birthPlace: null,
          image: null,
          ...input,
        };
        const now = new Date().toISOString();
        const { id } = await tx
          .insertInto('naatkhawans')
          .values({ ...columns(v), created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await index(tx, id, v);
        return (await getById(id, tx)) as Reciter;
      }),
    update: (id, changes, trx) =>
      inTransaction(db, trx, async (tx) => {
        const current = await getById(id, tx);
        if (!current) return null;
        const v: Required<ReciterInput> = {
          name: changes.name ?? current.name,
          urduName: changes.urduName !== undefined ? changes.urduName : current.urduName,
          bio: changes.bio !== undefined ? changes.bio : current.bio,
          birthDate: changes.birthDate !== undefined ? changes.birthDate : current.birthDate,
          birthPlace: changes.birthPlace !== undefined ? changes.birthPlace : current.birthPlace,
          image: changes.image !== undefined ? changes.image : current.image,
        };
        await tx
          .updateTable('naatkhawans')
          .set({ ...columns(v), updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        await index(tx, id, v);
        // The reciter's names are part of each of their naats' search text.
        if (v.name !== current.name || v.urduName !== current.urduName) await naats.reindexReciter(id, tx);
        return getById(id, tx);
      }),
    delete: (id, trx) =>
      inTransaction(db, trx, async (tx) => {
        const current = await getById(id, tx);
        if (!current) return null;
        if (current.audioCount > 0) {
          throw new RepositoryError(
            `NaatKhawan "${current.name}" still has ${current.audioCount} naats; delete or reassign them first`,
            409,
          );
        }
        await tx.deleteFrom('naatkhawans').where('id', '=', id).execute();
        await search.removeReciter(tx, id);
        return current;
      }),
    async similarTo(name, urduName, trx = db) {
      const reciters = await trx
        .selectFrom('naatkhawans')
        .select(['id', 'name', 'urdu_name as urduName'])
        .execute();
      return similarReciters(name, urduName, reciters).map(({ id, name: found, likeness }) => ({
        id,
        name: found,
        likeness,
      }));
    },
    merge: (id, into, trx) =>
      inTransaction(db, trx, async (tx) => {
        if (id === into) throw new RepositoryError(MERGE_INTO_ITSELF, 400);
        if (!(await getById(id, tx))) return null;
        if (!(await getById(into, tx))) throw new RepositoryError(mergeTargetMissing(into), 404);
        const now = new Date().toISOString();
        await tx.updateTable('naats').set({ naatkhawan_id: into }).where('naatkhawan_id', '=', id).execute();
        // Their reciter's name is part of each moved naat's search text and page.
        await naats.reindexReciter(into, tx);
        await tx.updateTable('naatkhawan_redirects').set({ to_id: into }).where('to_id', '=', id).execute();
        await tx
          .insertInto('naatkhawan_redirects')
          .values({ from_id: id, to_id: into, created_at: now })
          .execute();
        await tx.deleteFrom('naatkhawans').where('id', '=', id).execute();
        await search.removeReciter(tx, id);
        await tx.updateTable('naatkhawans').set({ updated_at: now }).where('id', '=', into).execute();
        return getById(into, tx);
      }),
    async movedTo(id, trx = db) {
      const row = await trx
        .selectFrom('naatkhawan_redirects')
        .select('to_id')
        .where('from_id', '=', id)
        .executeTakeFirst();
      return row?.to_id ?? null;
    },
    highestId: (trx = db) => highestId(trx, 'naatkhawans'),
    changesAfter: (afterId, throughId, limit, trx = db) =>
      changesAfter(trx, 'naatkhawans', afterId, throughId, limit),
  };
}
