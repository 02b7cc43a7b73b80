import type { ErrorCode } from '../../src/api/contract'

/** Success messages, next to the error codes; every key needs a text in every catalog. */
export type SuccessKey = 'ok' | 'registered' | 'logged_in' | 'logged_out' | 'watchlist_saved'
/** More specific texts shown with a standard error code (the code stays the machine-readable part). */
export type DetailKey = 'product_not_found' | 'interval_invalid' | 'watchlist_unknown_product'
export type MessageKey = ErrorCode | SuccessKey | DetailKey
export type Catalog = Record<MessageKey, string>
