import { type Kysely, sql } from 'kysely'
import { integerBalancesCheck } from '../dialect'

// Money limits: balances stay integers (a CHECK where the database would not insist by itself), and one proof
// upload backs at most one deposit. Databases that already hold several deposits per proof keep them (they are
// history): the unique index then covers the deposits made from now on. And the record of each user's
// acceptance of a risk disclosure version, which trading of that kind requires.
export async function up(db: Kysely<unknown>): Promise<void> {
  await integerBalancesCheck(db, true)
  const { rows } = await sql<{ last: number | string | null }>`select max(id) as last from deposits
    where upload_id in (select upload_id from deposits group by upload_id having count(*) > 1)`.execute(db)
  const last = rows[0]?.last ?? null
  let index = db.schema.createIndex('deposits_upload_uq').on('deposits').column('upload_id').unique()
  if (last !== null) index = index.where(sql.ref('id'), '>', sql.lit(Number(last)))
  await index.execute()
  await db.schema
    .createTable('risk_acceptances')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('micro', 'contract')`))
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addColumn('accepted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('risk_acceptances_pk', ['user_id', 'kind', 'version'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('risk_acceptances').execute()
  await db.schema.dropIndex('deposits_upload_uq').execute()
  await integerBalancesCheck(db, false)
}
