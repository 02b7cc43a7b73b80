// A user's own security settings: two-factor sign-in (set up, turned on with a first code, turned off with a
// code), and the anti-phishing phrase every mail shows.
import {
  phishingPhraseMaxLength,
  type RecoveryCodes,
  type SecurityInfo,
  type TwoFactorSetup,
} from '../../../contract/security'
import type { Deps } from '../../deps'
import { AppError, invalid } from '../../errors'
import { writeTx } from '../../ledger/tx'
import { findUserById } from './repo'
import {
  acceptUserTotp,
  newUserTotpSecret,
  replaceRecoveryCodes,
  requireSecondFactor,
  throttledCodeCheck,
  totpUri,
} from './two-factor'

/**
 * Whether the user's withdrawal allow-list applies at `now`: on, and no confirmed turn-off has reached its time
 * (a turn-off confirmed by a mailed code waits TERN_WITHDRAW_NEW_DESTINATION_HOURS, bank/allowlist-off.ts).
 */
export function allowlistActive(user: { withdraw_allowlist: number; allowlist_off_at: string | null }, now: Date) {
  return user.withdraw_allowlist === 1 && (user.allowlist_off_at === null || user.allowlist_off_at > now.toISOString())
}

async function userOf({ db }: Deps, userId: number) {
  const user = await findUserById(db, userId)
  if (!user) throw new AppError('not_found')
  return user
}

export async function securityInfo(deps: Deps, userId: number): Promise<SecurityInfo> {
  const user = await userOf(deps, userId)
  const left = await deps.db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  const on = user.totp_enabled === 1
  return {
    two_factor: on,
    recovery_codes_left: on ? Number(left?.n ?? 0) : 0,
    phishing_phrase: user.phishing_phrase,
    withdraw_allowlist: allowlistActive(user, deps.clock()),
    withdraw_allowlist_off_at: allowlistActive(user, deps.clock()) ? user.allowlist_off_at : null,
    destination_delay_hours: deps.config.withdrawNewDestinationHours,
  }
}

/** A new secret for the authenticator; two-factor sign-in stays off until a code from it is given. */
export async function setupTwoFactor(deps: Deps, userId: number): Promise<TwoFactorSetup> {
  const user = await userOf(deps, userId)
  if (user.totp_enabled === 1) throw invalid('two_factor_already_on')
  // The demo account is shared by every visitor: a second factor on it would lock them all out.
  if (deps.config.demo && user.username === deps.config.demoEmail) throw new AppError('forbidden', 'two_factor_demo')
  const secret = newUserTotpSecret()
  await deps.db.updateTable('users').set({ totp_secret: secret, totp_last_step: 0 }).where('id', '=', userId).execute()
  return { secret, uri: totpUri(user.username, secret) }
}

/** The first code from the new secret turns two-factor sign-in on and hands out ten recovery codes, once. */
export async function enableTwoFactor(deps: Deps, userId: number, code: string, address: string) {
  const user = await userOf(deps, userId)
  if (user.totp_enabled === 1) throw invalid('two_factor_already_on')
  if (user.totp_secret === '') throw invalid('two_factor_not_set_up')
  if (code === '') throw new AppError('two_factor_required')
  const now = deps.clock()
  const accepted = await throttledCodeCheck(deps.db, userId, address, now, () =>
    acceptUserTotp(deps.db, user, code, now, true),
  )
  if (!accepted) throw new AppError('wrong_code')
  const recovery_codes = await writeTx(deps.db, (trx) => replaceRecoveryCodes(trx, userId, now))
  return { recovery_codes } satisfies RecoveryCodes
}

/** Turns two-factor sign-in off with a code from the authenticator or a recovery code. */
export async function disableTwoFactor(deps: Deps, userId: number, code: string, address: string) {
  const user = await userOf(deps, userId)
  if (user.totp_enabled !== 1) throw invalid('two_factor_not_on')
  await requireSecondFactor(deps.db, user, code, address, deps.clock())
  await writeTx(deps.db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ totp_secret: '', totp_enabled: 0, totp_last_step: 0 })
      .where('id', '=', userId)
      .execute()
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute()
  })
}

/** Letters, marks, digits, spaces and a little punctuation: nothing that means anything in HTML or a header. */
const PHRASE = /^[\p{L}\p{M}\p{N} .,!?'_-]*$/u

/** The phrase as stored: NFKC, trimmed, inner whitespace collapsed; '' removes it. */
export function cleanPhishingPhrase(raw: string): string {
  const phrase = raw.normalize('NFKC').replace(/\s+/g, ' ').trim()
  if ([...phrase].length > phishingPhraseMaxLength) {
    throw invalid('phishing_phrase_too_long', { max: String(phishingPhraseMaxLength) })
  }
  if (!PHRASE.test(phrase)) throw invalid('phishing_phrase_invalid')
  return phrase
}

export async function setPhishingPhrase({ db }: Deps, userId: number, raw: string): Promise<string> {
  const phrase = cleanPhishingPhrase(raw)
  await db.updateTable('users').set({ phishing_phrase: phrase }).where('id', '=', userId).execute()
  return phrase
}
