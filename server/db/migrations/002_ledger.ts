import { type Kysely, sql } from 'kysely'
import { createAppendOnlyGuard } from '../dialect'
import { tableWithId } from './id-column'

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'postings')
    .addColumn('tx_id', 'text', (c) => c.notNull())
    .addColumn('account_kind', 'text', (c) => c.notNull().check(sql`account_kind in ('user', 'house')`))
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull().check(sql`asset in ('USDT', 'BTC', 'ETH')`))
    // Minor units: USDT 1e-6, BTC/ETH 1e-8.
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('postings_account_idx')
    .on('postings')
    .columns(['account_kind', 'account_id', 'asset'])
    .execute()
  await db.schema.createIndex('postings_tx_idx').on('postings').column('tx_id').execute()
  // Append-only, enforced by the database too (a trigger per dialect).
  await createAppendOnlyGuard(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('postings').execute()
}
