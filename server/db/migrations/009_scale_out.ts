import type { Kysely } from 'kysely'

// Scale-out: API processes rebuild their market state from the ticks the engine process records, so a tick
// carries its volume (candle volumes then match on every process), and "ticks after t" across all products
// is one index range.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ticks')
    .addColumn('volume', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('ticks_t_idx').on('ticks').column('t').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ticks_t_idx').execute()
  await db.schema.alterTable('ticks').dropColumn('volume').execute()
}
