import { type Kysely, sql } from 'kysely'
import { tableWithId } from './id-column'

// Invest: staking ("miner") products and orders, earn projects and orders, and a unique index that makes each
// daily credit and each maturity happen once. Money columns are
// INTEGER USDT minor units (1e-6); percents are decimal strings; days are UTC day numbers (days since
// 1970-01-01). Product status: 0 open, 1 paused, 2 ended.
export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'miner_products')
    // A stable name (seeding matches on it); titles is a JSON object of language code -> title.
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('titles', 'text', (c) => c.notNull())
    .addColumn('min', 'bigint', (c) => c.notNull().check(sql`min > 0`))
    .addColumn('max', 'bigint', (c) => c.notNull().check(sql`max >= min`))
    .addColumn('profit', 'text', (c) => c.notNull())
    .addColumn('days', 'bigint', (c) => c.notNull().check(sql`days > 0`))
    .addColumn('limit_amount', 'bigint', (c) => c.notNull().check(sql`limit_amount >= 0`))
    .addColumn('times', 'bigint', (c) => c.notNull().check(sql`times >= 0`))
    .addColumn('cancel_cost', 'text', (c) => c.notNull())
    .addColumn('status', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`status in (0, 1, 2)`))
    .addColumn('sort', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await tableWithId(db, 'miner_orders')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'bigint', (c) => c.notNull().references('miner_products.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    // The terms in force at subscription, and the credit per day they give.
    .addColumn('profit', 'text', (c) => c.notNull())
    .addColumn('daily', 'bigint', (c) => c.notNull().check(sql`daily >= 0`))
    .addColumn('days', 'bigint', (c) => c.notNull())
    .addColumn('cancel_cost', 'text', (c) => c.notNull())
    // Credited days are start_day .. end_day - 1; next_day is the first one not yet credited.
    .addColumn('start_day', 'bigint', (c) => c.notNull())
    .addColumn('end_day', 'bigint', (c) => c.notNull())
    .addColumn('next_day', 'bigint', (c) => c.notNull())
    .addColumn('profit_days', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('profit_get', 'bigint', (c) => c.notNull().defaultTo(0))
    // 0 active, 1 completed, 2 cancelled early.
    .addColumn('status', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`status in (0, 1, 2)`))
    .addColumn('penalty', 'bigint')
    .addColumn('refund', 'bigint')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .execute()
  await db.schema.createIndex('miner_orders_due_idx').on('miner_orders').columns(['status', 'next_day', 'id']).execute()
  await db.schema.createIndex('miner_orders_user_idx').on('miner_orders').columns(['user_id', 'product_id']).execute()

  await tableWithId(db, 'earn_products')
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('coin', 'text', (c) => c.notNull().check(sql`coin = 'USDT'`))
    .addColumn('ror', 'text', (c) => c.notNull())
    .addColumn('min', 'bigint', (c) => c.notNull().check(sql`min > 0`))
    .addColumn('cycle', 'bigint', (c) => c.notNull().check(sql`cycle > 0`))
    .addColumn('status', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`status in (0, 1, 2)`))
    .addColumn('sort', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await tableWithId(db, 'earn_orders')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'bigint', (c) => c.notNull().references('earn_products.id'))
    .addColumn('coin', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('ror', 'text', (c) => c.notNull())
    .addColumn('cycle', 'bigint', (c) => c.notNull())
    .addColumn('reward', 'bigint', (c) => c.notNull().check(sql`reward >= 0`))
    .addColumn('start_day', 'bigint', (c) => c.notNull())
    .addColumn('end_day', 'bigint', (c) => c.notNull())
    // 0 active, 1 finished.
    .addColumn('status', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`status in (0, 1)`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .execute()
  await db.schema.createIndex('earn_orders_due_idx').on('earn_orders').columns(['status', 'end_day', 'id']).execute()
  await db.schema.createIndex('earn_orders_user_idx').on('earn_orders').columns(['user_id', 'id']).execute()

  // Each staking order's credit for a day and each earn maturity is posted once: the user entries of these
  // postings carry the order and day in their reference (ledger/accounts.ts refs.minerDay, refs.earnDay), and the
  // database refuses a second one.
  await db.schema
    .createIndex('postings_invest_credit_uq')
    .on('postings')
    .columns(['ref', 'bucket'])
    .unique()
    .where(sql<boolean>`account_kind = 'user' and reason in ('miner_yield', 'earn_mature')`)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('postings_invest_credit_uq').execute()
  await db.schema.dropTable('earn_orders').execute()
  await db.schema.dropTable('earn_products').execute()
  await db.schema.dropTable('miner_orders').execute()
  await db.schema.dropTable('miner_products').execute()
}
