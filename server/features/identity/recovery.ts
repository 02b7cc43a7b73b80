// Forgot password: POST /main/sendcode asks for a code for an email or a phone account, POST /main/repassword
// sets a new password with it. Neither answer tells whether the account exists: the same checks, the same
// writes and the same message on both paths, and the code goes out after the answer, so timing tells nothing.

import type { z } from 'zod'
import type { LanguageCode } from '../../../contract/api'
import type { RecoveryChannel, resetPasswordSchema, sendCodeSchema } from '../../../contract/schemas/identity'
import { inBackground } from '../../background'
import type { Deps } from '../../deps'
import { AppError, invalid } from '../../errors'
import type { ClientInfo } from '../../http/types'
import { writeTx } from '../../ledger/tx'
import { notify } from '../../notify/create'
import {
  findUserByName,
  hashPassword,
  MIN_PASSWORD_LENGTH,
  normalizeUsername,
  reserveLogin,
  revokeAllSessions,
  settleSuccess,
  withHashSlot,
} from '../accounts'
import { sendUserMail, smsSenderFor } from '../mail'
import { codeMail, codeText } from './recovery-message'
import { codeMatches, codeRules, hashCode, liveCode, newCode, storeCode } from './reset-codes'

/** The normalized account of a channel: an email on 'email', '+' + area code + number on 'phone'. */
function accountOf(type: string, raw: string): { channel: RecoveryChannel; account: string } {
  if (type !== 'email' && type !== 'phone') throw invalid('reset_type_invalid')
  if (raw === '') throw invalid('account_required')
  const account = normalizeUsername(raw)
  const isPhone = account.startsWith('+')
  if (type === 'email' && isPhone) throw new AppError('email_invalid')
  if (type === 'phone' && !isPhone) throw new AppError('phone_invalid')
  return { channel: type, account }
}

function deliver(deps: Deps, userId: number, channel: RecoveryChannel, to: string, code: string, lang: LanguageCode) {
  const sent =
    channel === 'email'
      ? sendUserMail(deps.config, deps.db, userId, codeMail(lang, to, code), lang)
      : smsSenderFor(deps.config).send({ to, text: codeText(lang, code) })
  inBackground(deps.db, `the reset code to ${to} was not sent`, sent)
}

export async function sendCode(
  deps: Deps,
  input: z.output<typeof sendCodeSchema>,
  client: ClientInfo,
  lang: LanguageCode,
): Promise<void> {
  const { channel, account } = accountOf(input.type, input.account)
  const code = newCode()
  const codeHash = hashCode(code)
  const userId = await writeTx(deps.db, async (trx) => {
    const user = await findUserByName(trx, account)
    const request = { channel, account, userId: user?.id ?? null, address: client.address, codeHash }
    await storeCode(trx, request, deps.clock())
    return request.userId
  })
  if (userId !== null) deliver(deps, userId, channel, account, code, lang)
}

type Reset = z.output<typeof resetPasswordSchema>

/** Checks the code (5 attempts), then sets the password and ends every session of the user, in one transaction. */
export async function resetPassword(deps: Deps, input: Reset, client: ClientInfo): Promise<void> {
  const { account } = accountOf(input.type, input.account)
  if (input.code === '') throw invalid('code_required')
  if (input.pwd.length < MIN_PASSWORD_LENGTH) throw new AppError('password_too_short')
  const { db, clock } = deps
  const key = `reset:${account}`
  await withHashSlot(client.address, async () => {
    // Wrong codes count like failed sign-ins of this account from this address (progressive delays).
    const reservation = await reserveLogin(db, key, client.address, clock())
    // Hashed before the code is checked: right and wrong codes cost the same.
    const passwordHash = await hashPassword(input.pwd, deps.config.passwordCost)
    const outcome = await writeTx(db, async (trx) => {
      const now = clock()
      const row = await liveCode(trx, account, now)
      if (!row) return 'invalid'
      if (row.attempts >= codeRules.maxAttempts) return 'spent'
      if (!codeMatches(input.code, row.code_hash) || row.user_id === null) {
        await trx
          .updateTable('reset_codes')
          .set({ attempts: row.attempts + 1 })
          .where('id', '=', row.id)
          .execute()
        return 'invalid'
      }
      await trx.updateTable('reset_codes').set({ used_at: now.toISOString() }).where('id', '=', row.id).execute()
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', row.user_id).execute()
      await revokeAllSessions(trx, row.user_id, now)
      await notify(trx, row.user_id, 'password_reset', {}, now)
      return 'reset'
    })
    if (outcome === 'spent') throw new AppError('too_many_attempts', 'code_attempts')
    if (outcome === 'invalid') throw invalid('code_invalid')
    await settleSuccess(db, key, client.address, reservation)
  })
}
