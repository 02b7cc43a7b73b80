import type { Kysely } from 'kysely'
import type { RiskKind } from '../../../contract/risk'
import type { Database, RiskAcceptanceRow } from '../../db/schema'
import { preparedQuery } from '../../db/statement-cache'

type Db = Kysely<Database>

/** Records an acceptance; a repeat of the same version keeps the first one. */
export async function recordAcceptance(db: Db, row: RiskAcceptanceRow): Promise<void> {
  await db
    .insertInto('risk_acceptances')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'version']).doNothing())
    .execute()
}

export async function findAcceptance(db: Db, userId: number, kind: RiskKind, version: number) {
  return (await acceptance(db, userId, kind, version)).rows[0]
}

/** Asked by every trading screen's poll: compiled once. */
const acceptance = preparedQuery((db, slot) =>
  db
    .selectFrom('risk_acceptances')
    .selectAll()
    .where('user_id', '=', slot<number>(0))
    .where('kind', '=', slot<RiskKind>(1))
    .where('version', '=', slot<number>(2)),
)
