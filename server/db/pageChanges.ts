import type { Executor } from './schema';

/** One row's id and last change, for the sitemaps' `lastmod` (server/pages/sitemap.ts). */
export interface PageChange {
  id: number;
  updatedAt: string;
}

/** The tables whose rows are pages of the site. */
type PageTable = 'naats' | 'naatkhawans';

/** The highest id in `table` (0 when empty): the sitemaps split the id range into ranges of 25,000 ids (two URLs each, one per language). */
export async function highestId(trx: Executor, table: PageTable): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('high'))
    .executeTakeFirst();
  return row?.high ?? 0;
}

/** Up to `limit` rows with afterId < id <= throughId, by id: keyset paging, never the whole table at once. */
export async function changesAfter(
  trx: Executor,
  table: PageTable,
  afterId: number,
  throughId: number,
  limit: number,
): Promise<PageChange[]> {
  return trx
    .selectFrom(table)
    .select(['id', 'updated_at as updatedAt'])
    .where('id', '>', afterId)
    .where('id', '<=', throughId)
    .orderBy('id')
    .limit(limit)
    .execute();
}
