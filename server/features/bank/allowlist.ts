// The withdrawal allow-list: once on, withdrawals go only to the cards and addresses the user put on it, each
// usable TERN_WITHDRAW_NEW_DESTINATION_HOURS after it was added. Turning it off asks for the second-factor code
// when two-factor sign-in is on (a stolen session alone cannot turn it off).
import type { BankRecord } from '../../../contract/wallet'
import type { Deps } from '../../deps'
import { AppError } from '../../errors'
import { findUserById, requireSecondFactor } from '../accounts'
import { findOwnBankRecord } from './repo'
import { bankView, destinationRules } from './service'

export async function setAllowlist(deps: Deps, userId: number, enabled: boolean, code: string, address: string) {
  const user = await findUserById(deps.db, userId)
  if (!user) throw new AppError('not_found')
  if (!enabled && user.withdraw_allowlist === 1) await requireSecondFactor(deps.db, user, code, address, deps.clock())
  await deps.db
    .updateTable('users')
    .set({ withdraw_allowlist: enabled ? 1 : 0 })
    .where('id', '=', userId)
    .execute()
}

/** Puts one of the caller's own approved records on the allow-list (from now) or takes it off; others' are not_found. */
export async function setAllowlistEntry(deps: Deps, userId: number, id: number, on: boolean): Promise<BankRecord> {
  const row = await findOwnBankRecord(deps.db, userId, id)
  if (row?.status !== 1) throw new AppError('not_found')
  const allowlisted_at = on ? (row.allowlisted_at ?? deps.clock().toISOString()) : null
  await deps.db.updateTable('bank_records').set({ allowlisted_at }).where('id', '=', id).execute()
  return bankView({ ...row, allowlisted_at }, await destinationRules(deps, deps.db, userId))
}
