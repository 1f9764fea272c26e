import type { Kysely } from 'kysely';
import type { Executor, Schema } from './schema';

/** One imported source: a file by its content hash, or a naat of another site by its address. */
export interface CatalogueImport {
  /** `sha256:<hex>` for a file, `remote:<url of the naat>` for a migrated naat. */
  sourceKey: string;
  /** The audio store name the import puts (or put) its file under. */
  storedName: string;
  /** Where it came from (a path or URL), for people reading the table. */
  source: string;
  /** The naat it became; null while the import is pending (the file may be stored, the row not yet). */
  naatId: number | null;
  createdAt: string;
}

/**
 * The journal that makes imports idempotent and crash-safe (server/import/): a pending entry is committed
 * before the audio is stored, and completed in the same transaction as the naat. Deleting the naat deletes
 * its entry, so a later import brings it back.
 */
export interface CatalogueImportRepository {
  find(sourceKey: string, trx?: Executor): Promise<CatalogueImport | null>;
  /** Records a pending import; an entry already there (pending or complete) is left as it is. */
  begin(entry: Omit<CatalogueImport, 'naatId'>, trx?: Executor): Promise<void>;
  /** Marks the import done with the naat it made: call inside the naat's transaction. */
  complete(sourceKey: string, naatId: number, trx?: Executor): Promise<void>;
  /** Every pending entry (left by a killed import). */
  pending(trx?: Executor): Promise<CatalogueImport[]>;
  /** Removes an entry (a pending one, once its file is dealt with). */
  forget(sourceKey: string, trx?: Executor): Promise<void>;
}

export function createCatalogueImportRepository(db: Kysely<Schema>): CatalogueImportRepository {
  const select = (trx: Executor) =>
    trx
      .selectFrom('catalogue_imports')
      .select([
        'source_key as sourceKey',
        'stored_name as storedName',
        'source',
        'naat_id as naatId',
        'created_at as createdAt',
      ]);
  return {
    find: async (sourceKey, trx = db) =>
      (await select(trx).where('source_key', '=', sourceKey).executeTakeFirst()) ?? null,
    async begin(entry, trx = db) {
      await trx
        .insertInto('catalogue_imports')
        .values({
          source_key: entry.sourceKey,
          stored_name: entry.storedName,
          source: entry.source,
          naat_id: null,
          created_at: entry.createdAt,
        })
        .onConflict((conflict) => conflict.column('source_key').doNothing())
        .execute();
    },
    async complete(sourceKey, naatId, trx = db) {
      await trx
        .updateTable('catalogue_imports')
        .set({ naat_id: naatId })
        .where('source_key', '=', sourceKey)
        .execute();
    },
    pending: (trx = db) => select(trx).where('naat_id', 'is', null).orderBy('source_key').execute(),
    async forget(sourceKey, trx = db) {
      await trx.deleteFrom('catalogue_imports').where('source_key', '=', sourceKey).execute();
    },
  };
}
