// The operators' audit log: one append-only row per decision (a database trigger refuses updates and deletes),
// written in the decision's own transaction. Verification reviews write it; other reviews can call it the same way.
import type { Kysely } from 'kysely'
import type { Database, OperatorAuditRow } from '../../db/schema'

export interface AuditEntry {
  /** 'admin@<address>' (/admin), 'cli:<os user>' (npm run admin) or 'auto' (an auto-approval setting). */
  operator: string
  action: string
  target: string
  before: string
  after: string
  reason: string
}

export const AUTO_OPERATOR = 'auto'

export async function writeAudit(trx: Kysely<Database>, entry: AuditEntry, at: Date): Promise<void> {
  await trx
    .insertInto('operator_audit')
    .values({ ...entry, created_at: at.toISOString() })
    .execute()
}

/** The newest entries first, optionally for one target (e.g. 'user:12'). */
export function listAudit(db: Kysely<Database>, target?: string, limit = 200): Promise<OperatorAuditRow[]> {
  let query = db.selectFrom('operator_audit').selectAll()
  if (target !== undefined) query = query.where('target', '=', target)
  return query.orderBy('id', 'desc').limit(limit).execute()
}
