// Risk disclosures: the user's acceptance of the current version of a disclosure is recorded (kind, version,
// time), and trading calls of that kind are refused until it is.
import { type Kysely, sql } from 'kysely'
import { type RiskAcceptance, type RiskKind, riskDisclosureVersion } from '../../../contract/risk'
import type { Database } from '../../db/schema'
import type { Deps } from '../../deps'
import { AppError } from '../../errors'
import { findAcceptance, recordAcceptance } from './repo'

export async function acceptRisk({ db, clock }: Deps, userId: number, kind: RiskKind): Promise<RiskAcceptance> {
  const version = riskDisclosureVersion[kind]
  await recordAcceptance(db, { user_id: userId, kind, version, accepted_at: clock().toISOString() })
  const row = await findAcceptance(db, userId, kind, version)
  if (!row) throw new Error('risk acceptance not recorded')
  return { kind, version, accepted_at: row.accepted_at }
}

/** Whether the user has accepted the current version of the disclosure. */
export async function riskAccepted(db: Kysely<Database>, userId: number, kind: RiskKind): Promise<boolean> {
  return (await findAcceptance(db, userId, kind, riskDisclosureVersion[kind])) !== undefined
}

/** Refuses (`risk_not_accepted`) a user who has not accepted the current version of the disclosure. */
export async function requireRiskAccepted(db: Kysely<Database>, userId: number, kind: RiskKind): Promise<void> {
  if (!(await riskAccepted(db, userId, kind))) throw new AppError('risk_not_accepted')
}

/**
 * Whether the user has accepted the current version of the disclosure, as a column of the caller's query (the
 * order calls read it with their other terms in one round trip); pass the value to requireAccepted.
 */
export function riskAcceptedColumn(userId: number, kind: RiskKind) {
  return sql<boolean | number>`exists (select 1 from risk_acceptances where user_id = ${userId}
    and kind = ${kind} and version = ${riskDisclosureVersion[kind]})`
}

/** riskAcceptedColumn for the user of each row: `userColumn` names the column that holds the user id. */
export function riskAcceptedBy(userColumn: string, kind: RiskKind) {
  return sql<boolean | number>`exists (select 1 from risk_acceptances where user_id = ${sql.ref(userColumn)}
    and kind = ${kind} and version = ${riskDisclosureVersion[kind]})`
}

/** Refuses (`risk_not_accepted`) unless riskAcceptedColumn read true (SQLite reads 1). */
export function requireAccepted(accepted: boolean | number): void {
  if (accepted !== true && accepted !== 1) throw new AppError('risk_not_accepted')
}
