import type { Kysely } from 'kysely';
import type { Executor, Schema } from './schema';

/**
 * Runs `work` in the caller's transaction when it passed one, or in a new transaction otherwise, so a
 * repository write made of several statements (a row and its search index) always commits as one.
 */
export function inTransaction<T>(
  db: Kysely<Schema>,
  trx: Executor | undefined,
  work: (trx: Executor) => Promise<T>,
): Promise<T> {
  if (trx?.isTransaction) return work(trx);
  return (trx ?? db).transaction().execute(work);
}
