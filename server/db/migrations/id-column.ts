import type { CreateTableBuilder } from 'kysely'

/**
 * Adds the integer primary key. `.autoIncrement()` is SQLite/MySQL syntax: on PostgreSQL this one helper
 * becomes `addColumn('id', 'serial', (c) => c.primaryKey())`.
 */
export function withId<N extends string>(table: CreateTableBuilder<N, never>): CreateTableBuilder<N, 'id'> {
  return table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
}
