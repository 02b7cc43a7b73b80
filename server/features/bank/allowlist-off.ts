// Turning the allow-list off without two-factor sign-in, confirmed like a withdrawal: a six-digit code sent to the
// account (mail, or SMS for a phone account), stored hashed, valid 10 minutes, 5 attempts; a new request replaces
// the last, at most 5 an hour. The turn-off itself (allowlist.ts) then waits the new-destination delay.

import type { LanguageCode } from '../../../contract/api'
import { inBackground } from '../../background'
import type { UserRow } from '../../db/schema'
import type { Deps } from '../../deps'
import { AppError, invalid } from '../../errors'
import { translate } from '../../i18n'
import { hashOneTimeCode, newDigitCode, oneTimeCodeMatches } from '../accounts'
import { sendUserMail, simpleMail, smsSenderFor } from '../mail'

export const allowlistOffRules = { ttlMs: 10 * 60_000, maxAttempts: 5, requestsPerHour: 5 } as const

/** Stores a new request and sends its code after the call; answers until when the code works. */
export async function requestAllowlistOff(deps: Deps, user: UserRow, lang: LanguageCode): Promise<string> {
  const now = deps.clock()
  const since = new Date(now.getTime() - 3_600_000).toISOString()
  const recent = await deps.db
    .selectFrom('allowlist_off_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', user.id)
    .where('created_at', '>', since)
    .executeTakeFirst()
  if (Number(recent?.n ?? 0) >= allowlistOffRules.requestsPerHour) throw new AppError('rate_limited')
  const code = newDigitCode()
  const expires_at = new Date(now.getTime() + allowlistOffRules.ttlMs).toISOString()
  await deps.db
    .insertInto('allowlist_off_requests')
    .values({
      user_id: user.id,
      code_hash: hashOneTimeCode(code),
      created_at: now.toISOString(),
      expires_at,
      used_at: null,
    })
    .execute()
  const hours = String(deps.config.withdrawNewDestinationHours)
  const text = translate(lang, 'mail_allowlist_off_code_text', { code, hours })
  send(deps, user, translate(lang, 'mail_allowlist_off_code_subject'), text, lang, code)
  return expires_at
}

/**
 * Spends the user's latest request with its code: one of its 5 attempts is taken before the check (parallel
 * guesses too); a right code marks it used. Throws `wrong_code`, or `withdraw_request_expired`-like refusals.
 */
export async function confirmAllowlistOff(deps: Deps, userId: number, code: string): Promise<void> {
  const now = deps.clock().toISOString()
  const request = await deps.db
    .selectFrom('allowlist_off_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirst()
  if (!request || request.used_at !== null || request.expires_at <= now) throw invalid('allowlist_off_code_expired')
  const reserved = await deps.db
    .updateTable('allowlist_off_requests')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', request.id)
    .where('attempts', '<', allowlistOffRules.maxAttempts)
    .executeTakeFirst()
  if (Number(reserved.numUpdatedRows) !== 1) throw new AppError('too_many_attempts', 'code_attempts')
  if (!/^\d{6}$/.test(code) || !oneTimeCodeMatches(code, request.code_hash)) throw new AppError('wrong_code')
  const used = await deps.db
    .updateTable('allowlist_off_requests')
    .set({ used_at: now })
    .where('id', '=', request.id)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  if (Number(used.numUpdatedRows) !== 1) throw invalid('allowlist_off_code_expired')
}

/** The notice of a turn-off (at once with two-factor sign-in, or at `offAt`), by mail or SMS, after the call. */
export function tellAllowlistOff(deps: Deps, user: UserRow, offAt: Date, lang: LanguageCode) {
  const when = offAt.toISOString().slice(0, 16).replace('T', ' ')
  const text = translate(lang, 'mail_allowlist_off_text', { time: when })
  send(deps, user, translate(lang, 'notify_allowlist_off_title'), text, lang)
}

function send(deps: Deps, user: UserRow, subject: string, text: string, lang: LanguageCode, code?: string) {
  const sent = user.username.startsWith('+')
    ? smsSenderFor(deps.config).send({ to: user.username, text })
    : sendUserMail(deps.config, deps.db, user.id, simpleMail(lang, user.username, subject, text, code), lang)
  inBackground(deps.db, `the allow-list notice to user ${user.id} was not sent`, sent)
}
