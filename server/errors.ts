import type { ErrorCode } from '../contract/api'
import type { MessageKey } from './i18n/keys'

/**
 * A failed business or validation rule; the error handler turns it into a status-0 envelope. `key` picks a more
 * specific localized message than the code's own, with {name}-style `params` filled in.
 */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly key: MessageKey
  readonly params: Readonly<Record<string, string>>

  constructor(code: ErrorCode, key: MessageKey = code, params: Record<string, string> = {}) {
    super(code)
    this.name = 'AppError'
    this.code = code
    this.key = key
    this.params = params
  }
}

/** A validation failure with a field's message. */
export const invalid = (key: MessageKey, params?: Record<string, string>) => new AppError('validation', key, params)
