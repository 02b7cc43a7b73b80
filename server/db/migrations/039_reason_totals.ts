import { type Kysely, sql } from 'kysely'

// A user's running totals of the postings the polls sum (ledger/reason-totals.ts): the asset screen's profit and
// the contract screen's realized result and fees read one row per reason instead of summing every posting of
// the user's history, on every poll. Kept in step by ledger post() in the same statement batch as the postings;
// ledger:check proves they equal the sums. Backfilled here from the postings already recorded, for the reasons
// totalled at this migration (a reason added to TOTALLED_REASONS later needs a migration of its own).
/** The reasons totalled at this migration (ledger/reason-totals.ts TOTALLED_REASONS then). */
export const REASONS_039 = ['micro_settle', 'contract_settle', 'coin_fill_pnl', 'contract_fee']

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reason_totals')
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    // Minor units.
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('reason_totals_pk', ['account_id', 'asset', 'reason'])
    .execute()
  await sql`insert into reason_totals (account_id, asset, reason, total)
    select account_id, asset, reason, sum(amount) from postings
    where account_kind = 'user' and reason in (${sql.join(REASONS_039)})
    group by account_id, asset, reason`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reason_totals').execute()
}
