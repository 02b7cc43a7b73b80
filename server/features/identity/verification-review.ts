// Operator review of verification submissions (admin routes and CLI, through features/admin/service.ts). Every
// decision updates the submission and the user's status and writes the audit log, in one transaction.
import type { Kysely } from 'kysely'
import type { ReviewStatus } from '../../../contract/wallet'
import { writeAudit } from '../../audit/log'
import type { Database, VerificationLevel } from '../../db/schema'
import { AppError } from '../../errors'
import { writeTx } from '../../ledger/tx'
import { notify } from '../../notify/create'
import { uploadPath } from '../uploads'

export interface VerificationDecision {
  id: number
  approve: boolean
  reason: string
  operator: string
  /** The client address of the operator's call ('' for the CLI and automatic decisions). */
  address?: string
}

const statusColumn = { basic: 'basic_verify_status', advanced: 'rzstatus' } as const
const reasonColumn = { basic: 'basic_verify_reason', advanced: 'rz_reason' } as const

/** Decides a pending submission inside the caller's transaction; at most once (already_decided after that). */
export async function decideVerification(trx: Kysely<Database>, decision: VerificationDecision, now: Date) {
  const { id, approve, reason, operator, address } = decision
  const row = await trx.selectFrom('verifications').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw new AppError('not_found')
  const status: ReviewStatus = approve ? 1 : 2
  const result = await trx
    .updateTable('verifications')
    .set({ status, reason, decided_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 0)
    .executeTakeFirst()
  if (result.numUpdatedRows !== 1n) throw new AppError('already_decided')
  const level: VerificationLevel = row.level
  await trx
    .updateTable('users')
    .set({ [statusColumn[level]]: approve ? 2 : 3, [reasonColumn[level]]: reason })
    .where('id', '=', row.user_id)
    .execute()
  const after = approve ? '2 verified' : '3 failed'
  const action = `verification.${level}.${approve ? 'approve' : 'reject'}`
  const target = `user:${row.user_id}`
  await writeAudit(trx, { operator, action, target, before: '1 pending', after, reason, address }, now)
  if (approve) await notify(trx, row.user_id, 'verify_approved', { level }, now)
  else await notify(trx, row.user_id, 'verify_rejected', { level, reason }, now)
  return { ...row, status, reason, decided_at: now.toISOString() }
}

export function reviewVerification(db: Kysely<Database>, decision: VerificationDecision, now: Date) {
  return writeTx(db, (trx) => decideVerification(trx, decision, now))
}

/** The operator's queue: submissions by review status (all when undefined), oldest first, with image addresses. */
export async function verificationReviewQueue(db: Kysely<Database>, status?: ReviewStatus) {
  let query = db
    .selectFrom('verifications')
    .innerJoin('users', 'users.id', 'verifications.user_id')
    .select(['verifications.id', 'verifications.user_id', 'users.username', 'verifications.level'])
    .select(['verifications.details', 'verifications.status', 'verifications.reason', 'verifications.created_at'])
  if (status !== undefined) query = query.where('verifications.status', '=', status)
  const rows = await query.orderBy('verifications.id').limit(500).execute()
  return rows.map(submissionView)
}

/** A submission with its fields spread out: basic ones as submitted, advanced ones as image addresses. */
export function submissionView<T extends { level: VerificationLevel; details: string }>({ details, ...row }: T) {
  const fields = JSON.parse(details) as Record<string, string>
  if (row.level === 'basic') return { ...row, ...fields }
  return { ...row, ...Object.fromEntries(Object.entries(fields).map(([k, fname]) => [k, uploadPath(fname)])) }
}
