import { type Kysely, sql } from 'kysely'
import { tableWithId } from './id-column'

// Wallet: frozen balances, idempotency keys, uploads, bank/address records, deposits, withdrawals, exchanges.
// Money columns are INTEGER minor units (USDT 1e-6, BTC/ETH 1e-8); status 0 pending, 1 approved, 2 rejected.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Every user account has two parts; house accounts only ever use 'available'.
  await db.schema
    .alterTable('postings')
    .addColumn('bucket', 'text', (c) =>
      c.notNull().defaultTo('available').check(sql`bucket in ('available', 'frozen')`),
    )
    .execute()
  await db.schema
    .createIndex('postings_bucket_idx')
    .on('postings')
    .columns(['account_kind', 'account_id', 'asset', 'bucket'])
    .execute()
  await db.schema.createIndex('postings_ref_idx').on('postings').column('ref').execute()

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute()

  await tableWithId(db, 'uploads')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('fname', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await tableWithId(db, 'bank_records')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'bigint', (c) => c.notNull())
    .addColumn('bank', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('branch', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('account', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('idcard', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('reviewed_at', 'text')
    .addColumn('deleted_at', 'text')
    .execute()
  await db.schema.createIndex('bank_records_user_idx').on('bank_records').columns(['user_id', 'status']).execute()

  await tableWithId(db, 'deposits')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'bigint', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('upload_id', 'bigint', (c) => c.notNull().references('uploads.id'))
    .addColumn('status', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .execute()
  await db.schema.createIndex('deposits_user_idx').on('deposits').columns(['user_id', 'created_at']).execute()
  await db.schema.createIndex('deposits_status_idx').on('deposits').column('status').execute()

  await tableWithId(db, 'withdrawals')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull().unique())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('fee', 'bigint', (c) => c.notNull().check(sql`fee >= 0`))
    .addColumn('method', 'bigint', (c) => c.notNull())
    .addColumn('bank_record_id', 'bigint', (c) => c.notNull())
    // A copy of the destination at submission (JSON), so deleting the record later changes nothing.
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('status', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .execute()
  await db.schema.createIndex('withdrawals_user_idx').on('withdrawals').columns(['user_id', 'created_at']).execute()
  await db.schema.createIndex('withdrawals_status_idx').on('withdrawals').column('status').execute()

  await tableWithId(db, 'exchanges')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('from_asset', 'text', (c) => c.notNull())
    .addColumn('to_asset', 'text', (c) => c.notNull())
    .addColumn('from_amount', 'bigint', (c) => c.notNull())
    .addColumn('to_amount', 'bigint', (c) => c.notNull())
    .addColumn('edited', 'bigint', (c) => c.notNull())
    // The deciding ticks (JSON list of {product_id, t, price}) and the resulting rate (decimal string).
    .addColumn('ticks', 'text', (c) => c.notNull())
    .addColumn('rate', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('exchanges_user_idx').on('exchanges').columns(['user_id', 'created_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['exchanges', 'withdrawals', 'deposits', 'bank_records', 'uploads', 'idempotency_keys']) {
    await db.schema.dropTable(table).execute()
  }
  await db.schema.dropIndex('postings_ref_idx').execute()
  await db.schema.dropIndex('postings_bucket_idx').execute()
  await db.schema.alterTable('postings').dropColumn('bucket').execute()
}
