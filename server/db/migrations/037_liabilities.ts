import type { Kysely } from 'kysely'
import { tableWithId } from './id-column'

// The proof of liabilities (README: Proof of liabilities; contract/verify/liabilities.ts). `liability_snapshots`:
// one per UTC day (`day`, unique: a second engine's build inserts nothing), `at` when the balances were read.
// `liability_roots`: per snapshot and asset the signed root (hash hex; the total and the stated holdings in minor
// units as text, as are node sums: a sum over many users may pass what a driver reads exactly as a number).
// `liability_leaves`: per snapshot, asset and leaf position the user, the secret nonce (hex, shown only to that
// user), the balance (minor units) and the leaf hash; `liability_nodes`: the tree's nodes above the leaves (level
// 1 up to the root), so a user's path is read, not rebuilt. Leaves and nodes of old snapshots are pruned; roots stay.
export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'liability_snapshots')
    .addColumn('day', 'text', (c) => c.notNull().unique())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('liability_roots')
    .addColumn('snapshot_id', 'bigint', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('users', 'integer', (c) => c.notNull())
    .addColumn('total', 'text', (c) => c.notNull())
    .addColumn('root', 'text', (c) => c.notNull())
    .addColumn('held', 'text')
    .addColumn('sig', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('liability_roots_pk', ['snapshot_id', 'asset'])
    .execute()
  await db.schema
    .createTable('liability_leaves')
    .addColumn('snapshot_id', 'bigint', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('liability_leaves_pk', ['snapshot_id', 'asset', 'idx'])
    .execute()
  await db.schema
    .createIndex('liability_leaves_user_idx')
    .on('liability_leaves')
    .columns(['snapshot_id', 'user_id'])
    .execute()
  await db.schema
    .createTable('liability_nodes')
    .addColumn('snapshot_id', 'bigint', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('sum', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('liability_nodes_pk', ['snapshot_id', 'asset', 'level', 'idx'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('liability_nodes').execute()
  await db.schema.dropTable('liability_leaves').execute()
  await db.schema.dropTable('liability_roots').execute()
  await db.schema.dropTable('liability_snapshots').execute()
}
