import type { Kysely } from 'kysely'
import { tableWithId } from './id-column'

// Verify on closed contract positions (README: Verifiable prices). `contract_stops` keeps the history of a
// position's take-profit and stop-loss: each edit stores the stops it replaced (null: none) and `t`, the tick time
// after which the new ones are in force (the order's new watch_t); the order row keeps the current ones. A part
// closed off a position reads its parent's rows. `contract_orders_close_idx` finds the positions closed in an
// hour when the sealer marks the hours their checks need (server/verifiable/retention.ts), one range per product.
export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'contract_stops')
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('contract_orders.id').onDelete('cascade'))
    .addColumn('t', 'bigint', (c) => c.notNull())
    .addColumn('prev_stop_win', 'bigint')
    .addColumn('prev_stop_loss', 'bigint')
    .execute()
  await db.schema.createIndex('contract_stops_order_idx').on('contract_stops').columns(['order_id', 'id']).execute()
  await db.schema
    .createIndex('contract_orders_close_idx')
    .on('contract_orders')
    .columns(['product_id', 'close_t'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('contract_orders_close_idx').execute()
  await db.schema.dropTable('contract_stops').execute()
}
