import { type Kysely, sql } from 'kysely'
import { withId } from './id-column'

// Trading: timed ("micro") orders and spot orders. Money columns are INTEGER minor units (USDT 1e-6, BTC/ETH
// 1e-8); prices are integers of the product's precision; tick times are epoch ms. Every settled order keeps
// the tick that decided it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db.schema.createTable('micro_orders'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull())
    // 0 up, 1 down.
    .addColumn('type', 'integer', (c) => c.notNull().check(sql`type in (0, 1)`))
    .addColumn('stake', 'integer', (c) => c.notNull().check(sql`stake > 0`))
    .addColumn('fee', 'integer', (c) => c.notNull().check(sql`fee >= 0`))
    // The payout rate and fee percent in force at placement (decimal strings), and what a win pays on top
    // of the stake (fixed at placement from the rate).
    .addColumn('rate', 'text', (c) => c.notNull())
    .addColumn('fee_rate', 'text', (c) => c.notNull())
    .addColumn('win_payout', 'integer', (c) => c.notNull().check(sql`win_payout >= 0`))
    .addColumn('entry_t', 'integer', (c) => c.notNull())
    .addColumn('entry_price', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    // 0 running, 1 settled (the wire answers map this onto the spec's numbering).
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0).check(sql`status in (0, 1)`))
    // 0 tie (stake refunded), 1 win, 2 loss; null while running.
    .addColumn('result', 'integer')
    .addColumn('ploss', 'integer')
    .addColumn('settle_t', 'integer')
    .addColumn('settle_price', 'integer')
    .addColumn('settled_at', 'text')
    .execute()
  await db.schema
    .createIndex('micro_orders_due_idx')
    .on('micro_orders')
    .columns(['status', 'expires_at', 'product_id'])
    .execute()
  await db.schema.createIndex('micro_orders_user_idx').on('micro_orders').columns(['user_id', 'id']).execute()

  await withId(db.schema.createTable('coin_orders'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('coin', 'text', (c) => c.notNull())
    // 0 buy, 1 sell; price_type 0 market, 1 limit.
    .addColumn('side', 'integer', (c) => c.notNull().check(sql`side in (0, 1)`))
    .addColumn('price_type', 'integer', (c) => c.notNull().check(sql`price_type in (0, 1)`))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    // Limit: the limit price; market: the fill price (best ask or bid).
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price > 0`))
    .addColumn('fee', 'integer', (c) => c.notNull().check(sql`fee >= 0`))
    .addColumn('fee_rate', 'text', (c) => c.notNull())
    // USDT paid (buy) or received (sell) on the fill.
    .addColumn('usdt', 'integer', (c) => c.notNull().check(sql`usdt >= 0`))
    // The tick in force at placement (a limit order fills on later ticks only).
    .addColumn('placed_t', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // 0 waiting, 1 done, 2 cancelled.
    .addColumn('status', 'integer', (c) => c.notNull().check(sql`status in (0, 1, 2)`))
    .addColumn('fill_t', 'integer')
    .addColumn('fill_tick_price', 'integer')
    .addColumn('decided_at', 'text')
    .execute()
  await db.schema
    .createIndex('coin_orders_open_idx')
    .on('coin_orders')
    .columns(['product_id', 'status', 'side', 'price'])
    .execute()
  await db.schema.createIndex('coin_orders_user_idx').on('coin_orders').columns(['user_id', 'id']).execute()

  // Balance sums read only the index (every order checks one): replaces the narrower postings_bucket_idx.
  await db.schema
    .createIndex('postings_balance_idx')
    .on('postings')
    .columns(['account_kind', 'account_id', 'asset', 'bucket', 'amount'])
    .execute()
  await db.schema.dropIndex('postings_bucket_idx').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('postings_bucket_idx')
    .on('postings')
    .columns(['account_kind', 'account_id', 'asset', 'bucket'])
    .execute()
  await db.schema.dropIndex('postings_balance_idx').execute()
  await db.schema.dropTable('coin_orders').execute()
  await db.schema.dropTable('micro_orders').execute()
}
