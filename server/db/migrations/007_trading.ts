import { type Kysely, sql } from 'kysely'
import { tableWithId } from './id-column'

// Trading: timed ("micro") orders and spot orders. Money columns are INTEGER minor units (USDT 1e-6, BTC/ETH
// 1e-8); prices are integers of the product's precision; tick times are epoch ms. Every settled order keeps
// the tick that decided it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'micro_orders')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('seconds', 'bigint', (c) => c.notNull())
    // 0 up, 1 down.
    .addColumn('type', 'bigint', (c) => c.notNull().check(sql`type in (0, 1)`))
    .addColumn('stake', 'bigint', (c) => c.notNull().check(sql`stake > 0`))
    .addColumn('fee', 'bigint', (c) => c.notNull().check(sql`fee >= 0`))
    // The payout rate and fee percent in force at placement (decimal strings), and what a win pays on top
    // of the stake (fixed at placement from the rate).
    .addColumn('rate', 'text', (c) => c.notNull())
    .addColumn('fee_rate', 'text', (c) => c.notNull())
    .addColumn('win_payout', 'bigint', (c) => c.notNull().check(sql`win_payout >= 0`))
    .addColumn('entry_t', 'bigint', (c) => c.notNull())
    .addColumn('entry_price', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    // 0 running, 1 settled (the wire answers map this onto the spec's numbering).
    .addColumn('status', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`status in (0, 1)`))
    // 0 tie (stake refunded), 1 win, 2 loss; null while running.
    .addColumn('result', 'bigint')
    .addColumn('ploss', 'bigint')
    .addColumn('settle_t', 'bigint')
    .addColumn('settle_price', 'bigint')
    .addColumn('settled_at', 'text')
    .execute()
  await db.schema
    .createIndex('micro_orders_due_idx')
    .on('micro_orders')
    .columns(['status', 'expires_at', 'product_id'])
    .execute()
  await db.schema.createIndex('micro_orders_user_idx').on('micro_orders').columns(['user_id', 'id']).execute()

  await tableWithId(db, 'coin_orders')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('coin', 'text', (c) => c.notNull())
    // 0 buy, 1 sell; price_type 0 market, 1 limit.
    .addColumn('side', 'bigint', (c) => c.notNull().check(sql`side in (0, 1)`))
    .addColumn('price_type', 'bigint', (c) => c.notNull().check(sql`price_type in (0, 1)`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    // Limit: the limit price; market: the fill price (best ask or bid).
    .addColumn('price', 'bigint', (c) => c.notNull().check(sql`price > 0`))
    .addColumn('fee', 'bigint', (c) => c.notNull().check(sql`fee >= 0`))
    .addColumn('fee_rate', 'text', (c) => c.notNull())
    // USDT paid (buy) or received (sell) on the fill.
    .addColumn('usdt', 'bigint', (c) => c.notNull().check(sql`usdt >= 0`))
    // The tick in force at placement (a limit order fills on later ticks only).
    .addColumn('placed_t', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // 0 waiting, 1 done, 2 cancelled.
    .addColumn('status', 'bigint', (c) => c.notNull().check(sql`status in (0, 1, 2)`))
    .addColumn('fill_t', 'bigint')
    .addColumn('fill_tick_price', 'bigint')
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
