import { sql } from 'kysely';

export const NAMED_STATEMENT_MARK = '/* named */ ';

/**
 * Put first in a statement run on every search (its text the same each time, only its parameters change):
 * PostgreSQL then keeps it parsed and planned per connection (postgres/namedStatements.ts). On SQLite it is a
 * comment (every statement's preparation is cached there already).
 */
export const NAMED_STATEMENT = sql.raw(NAMED_STATEMENT_MARK);
