// The withdrawal allow-list: once on, withdrawals go only to the cards and addresses the user put on it, each
// usable TERN_WITHDRAW_NEW_DESTINATION_HOURS after it was added. A stolen session alone cannot turn it off: with
// two-factor sign-in it takes the authenticator's code; without, a code sent to the account (allowlist-off.ts)
// and then the same wait as a new destination, so the owner, notified, has time to turn it on again.
import type { LanguageCode } from '../../../contract/api'
import type { AllowlistState } from '../../../contract/security'
import type { BankRecord } from '../../../contract/wallet'
import type { UserRow } from '../../db/schema'
import type { Deps } from '../../deps'
import { AppError } from '../../errors'
import { writeTx } from '../../ledger/tx'
import { notify } from '../../notify/create'
import { allowlistActive, findUserById, requireSecondFactor } from '../accounts'
import { confirmAllowlistOff, requestAllowlistOff, tellAllowlistOff } from './allowlist-off'
import { findOwnBankRecord } from './repo'
import { bankView, destinationRules } from './service'

/** What the call did, for its message: saved, a code sent, or a turn-off waiting for its time. */
export type AllowlistOutcome = 'saved' | 'code_sent' | 'off_scheduled'

const stateOf = (user: Pick<UserRow, 'withdraw_allowlist' | 'allowlist_off_at'>, now: Date): AllowlistState => {
  const enabled = allowlistActive(user, now)
  return { enabled, off_at: enabled ? user.allowlist_off_at : null, code_expires_at: null }
}

/** POST /api/withdraw_allowlist {enabled, code}. */
export async function setAllowlist(
  deps: Deps,
  userId: number,
  enabled: boolean,
  code: string,
  address: string,
  lang: LanguageCode,
): Promise<{ state: AllowlistState; outcome: AllowlistOutcome }> {
  const now = deps.clock()
  const user = await findUserById(deps.db, userId)
  if (!user) throw new AppError('not_found')
  // On (again): also cancels a turn-off that waits for its time.
  if (enabled || !allowlistActive(user, now)) {
    const set = { withdraw_allowlist: enabled ? 1 : 0, allowlist_off_at: null }
    await deps.db.updateTable('users').set(set).where('id', '=', userId).execute()
    return { state: stateOf(set, now), outcome: 'saved' }
  }
  if (user.totp_enabled === 1) {
    await requireSecondFactor(deps.db, user, code, address, now)
    await turnOff(deps, user, now, now, lang)
    return { state: stateOf({ withdraw_allowlist: 0, allowlist_off_at: null }, now), outcome: 'saved' }
  }
  if (user.allowlist_off_at !== null) return { state: stateOf(user, now), outcome: 'off_scheduled' }
  if (code === '') {
    const code_expires_at = await requestAllowlistOff(deps, user, lang)
    return { state: { ...stateOf(user, now), code_expires_at }, outcome: 'code_sent' }
  }
  await confirmAllowlistOff(deps, userId, code)
  const offAt = new Date(now.getTime() + deps.config.withdrawNewDestinationHours * 3_600_000)
  await turnOff(deps, user, offAt, now, lang)
  return {
    state: stateOf({ withdraw_allowlist: 1, allowlist_off_at: offAt.toISOString() }, now),
    outcome: 'off_scheduled',
  }
}

/** Records the turn-off (at once, or at `offAt`) and tells the user in the inbox and by mail. */
async function turnOff(deps: Deps, user: UserRow, offAt: Date, now: Date, lang: LanguageCode) {
  const immediate = offAt.getTime() <= now.getTime()
  await writeTx(deps.db, async (trx) => {
    await trx
      .updateTable('users')
      .set(immediate ? { withdraw_allowlist: 0, allowlist_off_at: null } : { allowlist_off_at: offAt.toISOString() })
      .where('id', '=', user.id)
      .execute()
    await notify(trx, user.id, 'allowlist_off', { time: offAt.toISOString() }, now)
  })
  tellAllowlistOff(deps, user, offAt, lang)
}

/** Puts one of the caller's own approved records on the allow-list (from now) or takes it off; others' are not_found. */
export async function setAllowlistEntry(deps: Deps, userId: number, id: number, on: boolean): Promise<BankRecord> {
  const row = await findOwnBankRecord(deps.db, userId, id)
  if (row?.status !== 1) throw new AppError('not_found')
  const allowlisted_at = on ? (row.allowlisted_at ?? deps.clock().toISOString()) : null
  await deps.db.updateTable('bank_records').set({ allowlisted_at }).where('id', '=', id).execute()
  return bankView({ ...row, allowlisted_at }, await destinationRules(deps, deps.db, userId))
}
