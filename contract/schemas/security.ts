import { z } from 'zod'
import { flagInput, idInput, textInput } from './inputs'

/** POST /api/two_factor_enable and /api/two_factor_disable: a code from the authenticator (or a recovery code). */
export const twoFactorCodeSchema = z.object({ code: textInput(32) })
export type TwoFactorCodeRequest = z.input<typeof twoFactorCodeSchema>

/** POST /main/login_code: the second sign-in step. */
export const loginCodeSchema = z.object({ ticket: textInput(128), code: textInput(32) })
export type LoginCodeRequest = z.input<typeof loginCodeSchema>

/** POST /api/phishing_phrase: '' removes it; the server trims, checks the length and refuses markup. */
export const phishingPhraseSchema = z.object({ phrase: z.string().max(200) })
export type PhishingPhraseRequest = z.input<typeof phishingPhraseSchema>

/**
 * POST /api/withdraw_allowlist: turn the allow-list on or off. Off needs the 2FA code when 2FA is on; without 2FA,
 * a first call without `code` sends one, and the call with it turns the list off after the new-destination delay.
 */
export const allowlistSchema = z.object({ enabled: flagInput, code: textInput(32) })
export type AllowlistRequest = z.input<typeof allowlistSchema>

/** POST /api/allowlist_entry: put one of the caller's approved cards or addresses on the allow-list, or off it. */
export const allowlistEntrySchema = z.object({ id: idInput, on: flagInput })
export type AllowlistEntryRequest = z.input<typeof allowlistEntrySchema>

/** POST /api/withdraw_confirm: the code of a withdrawal request (POST /api/withdraw answered its id). */
export const withdrawConfirmSchema = z.object({ id: idInput, code: textInput(32) })
export type WithdrawConfirmRequest = z.input<typeof withdrawConfirmSchema>
