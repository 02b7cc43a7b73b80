// POST /api/password: the current password, then the new one twice. A wrong current password counts as a failed
// sign-in of the account (the login throttle's progressive delays); with two-factor sign-in on, a code is needed too
// (counted the same way). Success ends every other session.
import type { z } from 'zod'
import type { passwordChangeSchema } from '../../../contract/schemas/identity'
import type { Deps } from '../../deps'
import { AppError, invalid } from '../../errors'
import type { ClientInfo } from '../../http/types'
import { writeTx } from '../../ledger/tx'
import { notify } from '../../notify/create'
import {
  findUserById,
  hashPassword,
  MIN_PASSWORD_LENGTH,
  requireSecondFactor,
  reserveLogin,
  revokeOtherSessions,
  type Session,
  settleSuccess,
  verifyPassword,
  withHashSlot,
} from '../accounts'

type PasswordChange = z.output<typeof passwordChangeSchema>

/** The new password's rules, shared with the reset: required, at least 6 characters, typed twice alike. */
export function checkNewPassword(input: PasswordChange): void {
  if (input.old_pwd === '') throw invalid('old_pwd_required')
  if (input.new_pwd === '') throw invalid('new_pwd_required')
  if (input.re_new_pwd === '') throw invalid('re_new_pwd_required')
  if (input.new_pwd !== input.re_new_pwd) throw invalid('passwords_inconsistent')
  if (input.new_pwd.length < MIN_PASSWORD_LENGTH) throw new AppError('password_too_short')
}

/** Changes the caller's password; returns how many other sessions were ended. */
export function changePassword(deps: Deps, session: Session, input: PasswordChange, client: ClientInfo) {
  checkNewPassword(input)
  const { db, clock } = deps
  return withHashSlot(client.address, async () => {
    const user = await findUserById(db, session.userId)
    if (!user) throw new AppError('not_found')
    const reservation = await reserveLogin(db, user.username, client.address, clock())
    if (!(await verifyPassword(input.old_pwd, user.password_hash))) throw invalid('old_pwd_wrong')
    await settleSuccess(db, user.username, client.address, reservation)
    await requireSecondFactor(db, user, input.code, client.address, clock())
    const passwordHash = await hashPassword(input.new_pwd, deps.config.passwordCost)
    return writeTx(db, async (trx) => {
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute()
      await notify(trx, user.id, 'password_changed', {}, clock())
      return revokeOtherSessions({ ...deps, db: trx }, user.id, session.tokenId)
    })
  })
}
