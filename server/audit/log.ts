// The operators' audit log: one append-only row per decision and per view of personal data (a database trigger
// refuses updates and deletes), written in the decision's own transaction, with the client address of the call.
import { type Kysely, sql } from 'kysely'
import type { AuditPage, AuditRecord } from '../../contract/console'
import type { AuditQuery } from '../../contract/schemas/console'
import type { Database } from '../db/schema'
import type { OperatorContext } from './context'

export interface AuditEntry {
  /** 'op:<email>' (a session), 'admin@<address>' (legacy token), 'cli:<os user>' or 'auto' (auto-approval). */
  operator: string
  action: string
  target: string
  before: string
  after: string
  reason: string
  /** The client address of the call; '' (the default) for the CLI and automatic decisions. */
  address?: string
}

export const AUTO_OPERATOR = 'auto'

export async function writeAudit(trx: Kysely<Database>, entry: AuditEntry, at: Date): Promise<void> {
  await trx
    .insertInto('operator_audit')
    .values({ ...entry, address: entry.address ?? '', created_at: at.toISOString() })
    .execute()
}

/**
 * Records an operator's look at personal data, e.g. auditView(ctx, 'user:12', 'user.view') or 'user.id_image';
 * `asked` is what the operator asked for (a search term, a queue's status filter), kept in the entry's `after`.
 */
export async function auditView(ctx: OperatorContext, target: string, what: string, asked = ''): Promise<void> {
  const entry = { operator: ctx.operator, action: what, target, before: '', after: asked, reason: '' }
  await writeAudit(ctx.db, { ...entry, address: ctx.address }, ctx.clock())
}

export type AuditFilter = Omit<AuditQuery, 'page' | 'page_size'>

/** Matches the filters: operator and target exactly, action exactly or as a dotted prefix ('deposit' or 'deposit.'). */
function filtered(db: Kysely<Database>, filter: AuditFilter) {
  let query = db.selectFrom('operator_audit')
  if (filter.operator) query = query.where('operator', '=', filter.operator)
  if (filter.target) query = query.where('target', '=', filter.target)
  if (filter.from) query = query.where('created_at', '>=', filter.from)
  if (filter.to) query = query.where('created_at', '<', filter.to)
  const action = filter.action?.replace(/\.$/, '')
  if (action) {
    const prefix = `${action}.`
    query = query.where((eb) =>
      eb.or([eb('action', '=', action), eb(sql`substr(action, 1, ${prefix.length})`, '=', prefix)]),
    )
  }
  return query
}

const columns = ['id', 'operator', 'action', 'target', 'before', 'after', 'reason', 'address', 'created_at'] as const

/** One page of the log, newest first. */
export async function queryAudit(db: Kysely<Database>, query: AuditQuery): Promise<AuditPage> {
  const rows: AuditRecord[] = await filtered(db, query)
    .select(columns)
    .orderBy('id', 'desc')
    .limit(query.page_size + 1)
    .offset((query.page - 1) * query.page_size)
    .execute()
  return {
    items: rows.slice(0, query.page_size),
    page: query.page,
    page_size: query.page_size,
    has_more: rows.length > query.page_size,
  }
}

/** Every matching entry, newest first, up to `limit` (the CSV export). */
export function auditRows(db: Kysely<Database>, filter: AuditFilter, limit: number): Promise<AuditRecord[]> {
  return filtered(db, filter).select(columns).orderBy('id', 'desc').limit(limit).execute()
}
