import type { Kysely } from 'kysely'
import type { RiskKind } from '../../../contract/risk'
import type { Database, RiskAcceptanceRow } from '../../db/schema'

type Db = Kysely<Database>

/** Records an acceptance; a repeat of the same version keeps the first one. */
export async function recordAcceptance(db: Db, row: RiskAcceptanceRow): Promise<void> {
  await db
    .insertInto('risk_acceptances')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'version']).doNothing())
    .execute()
}

export function findAcceptance(db: Db, userId: number, kind: RiskKind, version: number) {
  return db
    .selectFrom('risk_acceptances')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('version', '=', version)
    .executeTakeFirst()
}
