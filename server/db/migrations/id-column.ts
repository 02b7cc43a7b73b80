import type { CreateTableBuilder, Kysely } from 'kysely'
import { dialectOf } from '../dialect'

/** Creates a table whose first column is its generated integer key (SQLite rowid alias; PostgreSQL bigserial). */
export function tableWithId<N extends string>(db: Kysely<unknown>, name: N): CreateTableBuilder<N, 'id'> {
  const table = db.schema.createTable(name)
  return dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
}
