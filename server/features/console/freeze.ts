// Freezing a user's sign-in or withdrawals (operators, with a reason). A frozen sign-in refuses logins and ends the
// user's sessions at once; frozen withdrawals refuse new ones (pending ones stay with the reviewers). Each change
// is audited with before -> after and the reason, in the change's own transaction.
import type { FreezeAnswer, FreezeTarget } from '../../../contract/console-data'
import type { OperatorContext } from '../../audit/context'
import { writeAudit } from '../../audit/log'
import { invalid } from '../../errors'
import { writeTx } from '../../ledger/tx'
import { revokeAllSessions } from '../accounts'
import { freezeState, userNotFound } from './users'
import { findUser } from './users-repo'

const columns = {
  login: { at: 'login_frozen_at', reason: 'login_frozen_reason' },
  withdraw: { at: 'withdraw_frozen_at', reason: 'withdraw_frozen_reason' },
} as const

const word = (frozen: boolean) => (frozen ? 'frozen' : 'active')

export function setFrozen(
  ctx: OperatorContext,
  userId: number,
  change: { what: FreezeTarget; reason: string; frozen: boolean },
): Promise<FreezeAnswer> {
  const reason = change.reason.trim()
  if (reason === '') throw invalid('reason_required')
  return writeTx(ctx.db, async (trx) => {
    const user = await findUser(trx, userId)
    if (!user) throw userNotFound()
    const now = ctx.clock()
    const column = columns[change.what]
    const wasFrozen = user[column.at] !== null
    const at = change.frozen ? (user[column.at] ?? now.toISOString()) : null
    const nextReason = change.frozen ? reason : ''
    await trx
      .updateTable('users')
      .set({ [column.at]: at, [column.reason]: nextReason })
      .where('id', '=', userId)
      .execute()
    if (change.frozen && change.what === 'login') await revokeAllSessions(trx, userId, now)
    const entry = {
      operator: ctx.operator,
      address: ctx.address,
      action: `user.${change.frozen ? 'freeze' : 'unfreeze'}.${change.what}`,
      target: `user:${userId}`,
      before: word(wasFrozen),
      after: word(change.frozen),
      reason,
    }
    await writeAudit(trx, entry, now)
    const next = { ...user, [column.at]: at, [column.reason]: nextReason }
    return {
      user_id: userId,
      login: freezeState(next.login_frozen_at, next.login_frozen_reason),
      withdraw: freezeState(next.withdraw_frozen_at, next.withdraw_frozen_reason),
    }
  })
}
