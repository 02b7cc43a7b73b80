import { type Kysely, sql } from 'kysely'

// Stored balances: one row per account part (user or house account, asset, bucket), kept equal to the sum of
// its postings by ledger post() in the same transaction as each posting, so a balance read or an overdraft
// check is one row instead of a sum over every posting. Postings stay the record (append-only); ledger:check
// proves the two agree. Backfilled here from the postings already recorded.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('balances')
    .addColumn('account_kind', 'text', (c) => c.notNull().check(sql`account_kind in ('user', 'house')`))
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull().check(sql`asset in ('USDT', 'BTC', 'ETH')`))
    .addColumn('bucket', 'text', (c) => c.notNull().check(sql`bucket in ('available', 'frozen')`))
    // Minor units. A user's part never goes below zero; house accounts may.
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('balances_pk', ['account_kind', 'account_id', 'asset', 'bucket'])
    .addCheckConstraint('balances_user_not_negative', sql`account_kind = 'house' or amount >= 0`)
    .execute()
  await sql`insert into balances (account_kind, account_id, asset, bucket, amount)
    select account_kind, account_id, asset, bucket, sum(amount) from postings
    group by account_kind, account_id, asset, bucket`.execute(db)
  // Balance sums no longer read postings: the covering index only slowed every posting insert.
  await db.schema.dropIndex('postings_balance_idx').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('postings_balance_idx')
    .on('postings')
    .columns(['account_kind', 'account_id', 'asset', 'bucket', 'amount'])
    .execute()
  await db.schema.dropTable('balances').execute()
}
