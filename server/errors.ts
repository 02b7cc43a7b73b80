import type { ErrorCode } from '../contract/api'

/** A failed business or validation rule; the error handler turns it into a status-0 envelope. */
export class AppError extends Error {
  readonly code: ErrorCode

  constructor(code: ErrorCode) {
    super(code)
    this.name = 'AppError'
    this.code = code
  }
}
