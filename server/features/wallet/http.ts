// Helpers shared by the wallet features' routes: field-specific error messages, the Idempotency-Key header,
// and lenient decimal inputs.
import type { Context } from 'hono'
import { z } from 'zod'
import type { ErrorCode } from '../../../contract/api'
import { idempotencyHeader } from '../../../contract/wallet'
import { AppError } from '../../errors'
import type { AppEnv } from '../../http/types'
import { translate } from '../../i18n'
import type { MessageKey } from '../../i18n/keys'
import { fingerprint, type IdempotentCall } from '../../ledger/idempotency'

/** A failed rule with a specific localized message (and {min}-style parameters) next to its code. */
export class DetailedError extends AppError {
  readonly key: MessageKey
  readonly params: Record<string, string>

  constructor(code: ErrorCode, key: MessageKey, params: Record<string, string> = {}) {
    super(code)
    this.key = key
    this.params = params
  }
}

export function failDetailed(c: Context<AppEnv>, error: DetailedError) {
  let msg = translate(c.var.lang ?? 'en', error.key)
  for (const [name, value] of Object.entries(error.params)) msg = msg.replaceAll(`{${name}}`, value)
  return c.json({ status: 0, msg, code: error.code, data: null }, 200)
}

/** Shorthand for a validation failure with a field message. */
export const invalid = (key: MessageKey, params?: Record<string, string>) =>
  new DetailedError('validation', key, params)

const KEY = /^[\x21-\x7e]{1,128}$/

/** The caller's Idempotency-Key and the fingerprint of this call; a malformed key is a validation error. */
export function idempotentCall(c: Context<AppEnv>, body: unknown): IdempotentCall {
  const key = c.req.header(idempotencyHeader)
  if (key !== undefined && !KEY.test(key)) throw new AppError('validation')
  const { deps, userId } = c.var
  return { userId, key, fingerprint: fingerprint(`${c.req.method} ${c.req.path}`, body), now: deps.clock() }
}

/** A decimal amount sent as a string (or, leniently, a JSON number); parsed exactly by the service. */
export const decimalInput = z
  .union([z.string().max(40), z.number().nonnegative().finite()])
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))

/** A text field that may be missing (the service gives the field's own message). */
export const textInput = (max = 100) =>
  z
    .union([z.string().max(max), z.number()])
    .optional()
    .transform((v) => (v === undefined ? '' : String(v).trim()))

/** An integer id sent as a number or a numeric string. */
export const idInput = z
  .union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^\d{1,15}$/)])
  .transform(Number)
