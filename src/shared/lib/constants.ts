// Every interval, delay and limit the spec fixes (section 9), in one module. Times are milliseconds.

export const pollIntervals = {
  market: 1_000,
  sideDrawer: 2_000,
  kline: 3_000,
  contract: 2_000,
  microResult: 2_000,
  spotMarket: 2_000,
  spotOrders: 3_000,
  asset: 2_000,
  microOrders: 1_000,
} as const

export const redirectDelays = {
  login: 1_000,
  forgot: 2_000,
  recharge: 1_000,
} as const

export const SEND_CODE_COUNTDOWN_MS = 60_000
export const EXCHANGE_QUOTE_DELAY_MS = 500
export const DEBUG_LONG_PRESS_MS = 1_000
export const MICRO_COUNTDOWN_DEFAULT_S = 30

export const defaultAreaCodes = { login: '66', register: '66', forgot: '886' } as const

export const PASSWORD_MIN_LENGTH = 6
/** Register: a phone number needs at least this many characters. */
export const PHONE_MIN_LENGTH = 6

export const imageUpload = { maxWidth: 800, jpegQuality: 0.5 } as const

export const TOP_LIST_SIZE = 100

export const HTTP_TIMEOUT_MS = 15_000
export const TOAST_DURATION_MS = 2_500
/** Poller backoff after consecutive errors: interval x 2^n, capped here. */
export const POLL_BACKOFF_MAX_MS = 30_000
export const BANNER_AUTO_ADVANCE_MS = 4_000
