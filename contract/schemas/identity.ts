import { z } from 'zod'
import { textInput } from './inputs'

/** A password field: kept as typed (no trimming); a missing one is '' and gets the field's own message. */
const secretInput = z
  .union([z.string().max(256), z.number()])
  .optional()
  .transform((v) => (v === undefined ? '' : String(v)))

/** POST /api/basic_verify: every field required (the service names the missing one). */
export const basicVerifySchema = z.object({
  country: textInput(100),
  realname: textInput(100),
  idcard_num: textInput(50),
  address: textInput(200),
})
export type BasicVerifyRequest = z.input<typeof basicVerifySchema>

/** POST /api/advance_verify: the src (or file name) of the front, back and hand-held ID images, from /api/stream_upload. */
export const advanceVerifySchema = z.object({
  cardzm: textInput(200),
  cardfm: textInput(200),
  cardtake: textInput(200),
})
export type AdvanceVerifyRequest = z.input<typeof advanceVerifySchema>

/** POST /api/password */
export const passwordChangeSchema = z.object({
  old_pwd: secretInput,
  new_pwd: secretInput,
  re_new_pwd: secretInput,
  /** The authenticator's code (or a recovery code) when two-factor sign-in is on. */
  code: textInput(32),
})
export type PasswordChangeRequest = z.input<typeof passwordChangeSchema>

/** 'email', or 'phone' with the account written '+' + area code + number. */
export type RecoveryChannel = 'email' | 'phone'

/** POST /main/sendcode */
export const sendCodeSchema = z.object({ type: textInput(10), account: textInput(254) })
export type SendCodeRequest = { type: RecoveryChannel; account: string }

/** POST /main/repassword */
export const resetPasswordSchema = z.object({
  type: textInput(10),
  account: textInput(254),
  code: textInput(20),
  pwd: secretInput,
})
export type ResetPasswordRequest = { type: RecoveryChannel; account: string; code: string; pwd: string }
