import type { ErrorCode } from '../../src/api/contract'

/** Success messages, next to the error codes; every key needs a text in every catalog. */
export type SuccessKey = 'ok' | 'registered' | 'logged_in' | 'logged_out'
export type MessageKey = ErrorCode | SuccessKey
export type Catalog = Record<MessageKey, string>
