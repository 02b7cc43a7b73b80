import { type Kysely, sql } from 'kysely'
import { tableWithId } from './id-column'

// Leveraged contracts (ARCHITECTURE.md section 5). Product terms are columns of products (an operator changes
// them per deployment; a change applies to new orders only, since every order stores its own terms). Money in
// USDT minor units, prices in integer units of the product's precision, tick times epoch ms.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('hand_price', 'text', (c) => c.notNull().defaultTo('10'))
    .execute()
  await db.schema
    .alterTable('products')
    .addColumn('hand_fee', 'text', (c) => c.notNull().defaultTo('0.05'))
    .execute()
  await db.schema
    .alterTable('products')
    .addColumn('max_leverage', 'bigint', (c) => c.notNull().defaultTo(100))
    .execute()
  await db.schema
    .alterTable('products')
    .addColumn('maintenance', 'text', (c) => c.notNull().defaultTo('0.5'))
    .execute()

  await tableWithId(db, 'contract_orders')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    // 0 long, 1 short; price_type 0 market, 1 limit; status 0 pending, 1 open, 2 closed, 3 cancelled.
    .addColumn('side', 'bigint', (c) => c.notNull().check(sql`side in (0, 1)`))
    .addColumn('price_type', 'bigint', (c) => c.notNull().check(sql`price_type in (0, 1)`))
    .addColumn('status', 'bigint', (c) => c.notNull().check(sql`status in (0, 1, 2, 3)`))
    // The terms in force at placement.
    .addColumn('hand_price', 'bigint', (c) => c.notNull().check(sql`hand_price > 0`))
    .addColumn('fee_rate', 'text', (c) => c.notNull())
    .addColumn('leverage', 'bigint', (c) => c.notNull())
    .addColumn('maintenance', 'text', (c) => c.notNull())
    // What the order holds now (a partial close moves a share of it to a closed part row).
    .addColumn('margin', 'bigint', (c) => c.notNull().check(sql`margin > 0`))
    .addColumn('notional', 'bigint', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull().check(sql`fee >= 0`))
    // The limit price (pending) or the entry price (open, closed).
    .addColumn('price', 'bigint', (c) => c.notNull().check(sql`price > 0`))
    .addColumn('liq_price', 'bigint', (c) => c.notNull())
    .addColumn('stop_win', 'bigint')
    .addColumn('stop_loss', 'bigint')
    // The engine's triggers while pending or open, null otherwise: a tick at or below low_trigger, or at or
    // above high_trigger, decides the order (a fill, a liquidation, a stop-loss or a take-profit).
    .addColumn('low_trigger', 'bigint')
    .addColumn('high_trigger', 'bigint')
    // Ticks after watch_t are watched (placement, fill, or the last change of the triggers).
    .addColumn('watch_t', 'bigint', (c) => c.notNull())
    // Bumped by every change of a pending or open order: the engine's decisions compare-and-set on it.
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('placed_t', 'bigint', (c) => c.notNull())
    .addColumn('open_t', 'bigint')
    .addColumn('open_tick_price', 'bigint')
    .addColumn('close_t', 'bigint')
    .addColumn('close_price', 'bigint')
    .addColumn('close_reason', 'text')
    // At the close: what the user received back (margin + PnL, at least 0) and the insurance's share.
    .addColumn('payout', 'bigint')
    .addColumn('gap', 'bigint')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('parent_id', 'bigint')
    // 1 once the user has seen the notice of an engine close (take-profit, stop-loss, liquidation).
    .addColumn('notice_seen', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('contract_orders_low_idx')
    .on('contract_orders')
    .columns(['product_id', 'low_trigger'])
    .where(sql.ref('low_trigger'), 'is not', null)
    .execute()
  await db.schema
    .createIndex('contract_orders_high_idx')
    .on('contract_orders')
    .columns(['product_id', 'high_trigger'])
    .where(sql.ref('high_trigger'), 'is not', null)
    .execute()
  await db.schema
    .createIndex('contract_orders_user_idx')
    .on('contract_orders')
    .columns(['user_id', 'status', 'id'])
    .execute()
  await db.schema.createIndex('contract_orders_closed_idx').on('contract_orders').columns(['closed_at']).execute()
  await db.schema.createIndex('contract_orders_active_idx').on('contract_orders').columns(['status']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contract_orders').execute()
  for (const column of ['maintenance', 'max_leverage', 'hand_fee', 'hand_price']) {
    await db.schema.alterTable('products').dropColumn(column).execute()
  }
}
