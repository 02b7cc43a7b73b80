// Every withdrawal a user asks for is confirmed by a code before anything is frozen: the authenticator's code when
// two-factor sign-in is on (or a recovery code), otherwise a six-digit code sent to the account (mail, or SMS for
// a phone account; stored hashed, 10 minutes, 5 attempts). Asking notifies the user in the inbox and by mail.
// The destination must be past its new-destination delay (and on the allow-list when that is on), checked when
// asked and again when confirmed; the freeze happens in the confirming transaction, at most once per request.

import type { Kysely } from 'kysely'
import type { LanguageCode } from '../../../contract/api'
import type { WithdrawChallenge, WithdrawRecord } from '../../../contract/wallet'
import { inBackground } from '../../background'
import type { Database, UserRow } from '../../db/schema'
import type { Deps } from '../../deps'
import { AppError, invalid } from '../../errors'
import { translate } from '../../i18n'
import { balanceOf } from '../../ledger/ledger'
import { formatAmount } from '../../ledger/money'
import { writeTx } from '../../ledger/tx'
import { notify } from '../../notify/create'
import {
  acceptSecondFactor,
  findUserById,
  hashOneTimeCode,
  newDigitCode,
  oneTimeCodeMatches,
  throttledCodeCheck,
} from '../accounts'
import { checkDestinationUsable, destinationRules } from '../bank'
import { sendUserMail, simpleMail, smsSenderFor } from '../mail'
import { submitWithdrawal, validateWithdrawal, type WithdrawInput } from './service'

/** requestsPerHour: withdrawal requests (and so code mails) one user may make per hour. */
export const confirmRules = { ttlMs: 10 * 60_000, maxAttempts: 5, requestsPerHour: 20 } as const

/** The form's rules, the destination's delay and allow-list, and the balance: what makes a request acceptable. */
async function checkRequest(deps: Deps, trx: Kysely<Database>, userId: number, input: WithdrawInput) {
  const checked = await validateWithdrawal(deps, trx, userId, input)
  checkDestinationUsable(checked.record, await destinationRules(deps, trx, userId), deps.clock())
  return checked
}

async function recentRequests(trx: Kysely<Database>, userId: number, now: Date) {
  const row = await trx
    .selectFrom('withdraw_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', new Date(now.getTime() - 3_600_000).toISOString())
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** POST /api/withdraw: checks the request, stores it waiting for its code, notifies, and sends the code. */
export async function requestWithdrawal(
  deps: Deps,
  userId: number,
  input: WithdrawInput,
  lang: LanguageCode,
): Promise<WithdrawChallenge> {
  const now = deps.clock()
  const code = newDigitCode()
  const { user, amount, challenge } = await writeTx(deps.db, async (trx) => {
    const user = await findUserById(trx, userId)
    if (!user) throw new AppError('not_found')
    const { amount, fee } = await checkRequest(deps, trx, userId, input)
    if ((await balanceOf(trx, userId, 'USDT')) < amount + fee) throw new AppError('insufficient_balance')
    if ((await recentRequests(trx, userId, now)) >= confirmRules.requestsPerHour) throw new AppError('rate_limited')
    const method = user.totp_enabled === 1 ? ('totp' as const) : ('email' as const)
    const expires_at = new Date(now.getTime() + confirmRules.ttlMs).toISOString()
    const row = await trx
      .insertInto('withdraw_requests')
      .values({
        user_id: userId,
        input: JSON.stringify(input),
        method,
        code_hash: method === 'email' ? hashOneTimeCode(code) : '',
        created_at: now.toISOString(),
        expires_at,
        verified_at: null,
        withdrawal_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const shown = { amount: formatAmount(amount, 'USDT'), coin: 'USDT' }
    await notify(trx, userId, 'withdraw_requested', shown, now)
    return { user, amount: shown.amount, challenge: { request_id: row.id, method, expires_at } }
  })
  tell(deps, user, challenge.method === 'email' ? code : undefined, amount, lang)
  return challenge
}

/** Sends the code (or, with two-factor sign-in, the notice) after the answer; a failed send is logged. */
function tell(deps: Deps, user: UserRow, code: string | undefined, amount: string, lang: LanguageCode) {
  const params = { amount, coin: 'USDT' }
  const text = code
    ? translate(lang, 'mail_withdraw_code_text', { ...params, code })
    : translate(lang, 'notify_withdraw_requested_content', params)
  const subject = translate(lang, code ? 'mail_withdraw_code_subject' : 'mail_withdraw_requested_subject')
  const sent = user.username.startsWith('+')
    ? smsSenderFor(deps.config).send({ to: user.username, text })
    : sendUserMail(deps.config, deps.db, user.id, simpleMail(lang, user.username, subject, text, code), lang)
  inBackground(deps.db, `the withdrawal notice to user ${user.id} was not sent`, sent)
}

/**
 * Checks the code of the caller's request `id` (another user's is not_found): 5 attempts, and the authenticator's
 * code throttled like a password; a right code marks the request verified. A verified or completed request is left as it is (a retried confirmation).
 */
export async function verifyWithdrawCode(deps: Deps, userId: number, id: number, code: string, address: string) {
  const { db } = deps
  const now = deps.clock()
  const request = await db
    .selectFrom('withdraw_requests')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!request) throw new AppError('not_found')
  if (request.verified_at !== null || request.withdrawal_id !== null) return
  if (request.expires_at <= now.toISOString()) throw invalid('withdraw_request_expired')
  if (code === '') throw invalid('code_required')
  // Each check uses one of the request's attempts, taken atomically before the check (parallel guesses too).
  const reserved = await db
    .updateTable('withdraw_requests')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', confirmRules.maxAttempts)
    .executeTakeFirst()
  if (Number(reserved.numUpdatedRows) !== 1) throw new AppError('too_many_attempts', 'code_attempts')
  const user = await findUserById(db, userId)
  if (!user) throw new AppError('not_found')
  // The authenticator's code is also throttled like a password (two-factor.ts); a mailed code has its own budget.
  const right =
    request.method === 'totp'
      ? await throttledCodeCheck(db, userId, address, now, () => acceptSecondFactor(db, user, code, now))
      : /^\d{6}$/.test(code) && oneTimeCodeMatches(code, request.code_hash)
  if (!right) throw new AppError('wrong_code')
  await db.updateTable('withdraw_requests').set({ verified_at: now.toISOString() }).where('id', '=', id).execute()
}

/** The confirmed request becomes the withdrawal (amount + fee frozen), inside the caller's transaction, once. */
export async function completeWithdrawal(
  deps: Deps,
  trx: Kysely<Database>,
  userId: number,
  id: number,
  lang: LanguageCode,
): Promise<WithdrawRecord> {
  const request = await trx
    .selectFrom('withdraw_requests')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!request) throw new AppError('not_found')
  // Claimed with a compare-and-set: of two confirmations racing, one makes the withdrawal.
  const claimed = await trx
    .updateTable('withdraw_requests')
    .set({ withdrawal_id: 0 })
    .where('id', '=', id)
    .where('withdrawal_id', 'is', null)
    .where('verified_at', 'is not', null)
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) !== 1) throw new AppError('already_decided')
  const input = JSON.parse(request.input) as WithdrawInput
  await checkRequest(deps, trx, userId, input)
  const record = await submitWithdrawal(deps, trx, userId, input, lang)
  await trx.updateTable('withdraw_requests').set({ withdrawal_id: record.id }).where('id', '=', id).execute()
  return record
}
