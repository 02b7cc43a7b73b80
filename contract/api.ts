// The API contract shared by the PWA and the reference server. The client imports types from here (of the
// values, only assetDecimals reaches the browser, through the money rules in rules/); the server also imports
// the values. Request schemas are in schemas/ (zod; the client imports their types only). Money and prices
// are decimal strings.

/** Every reply: HTTP 200 with this envelope. status 0 carries a localized msg and a machine-readable code. */
export type Envelope<T> = { status: 1; msg: string; data: T } | { status: 0; msg: string; code: ErrorCode; data: null }

export const errorCodes = [
  'bad_request',
  'validation',
  'not_found',
  'phone_invalid',
  'email_invalid',
  'password_too_short',
  'account_exists',
  'login_failed',
  'too_many_attempts',
  'rate_limited',
  'insufficient_balance',
  'internal',
  // Wallet (see wallet.ts)
  'below_minimum',
  'account_not_bound',
  'idempotency_conflict',
  'already_decided',
  'upload_invalid',
  'upload_too_large',
  'price_unavailable',
  'unauthorized',
  // HTTP edge
  'payload_too_large',
  // Hardening: amounts and balances above their maximum; a trade that needs the risk disclosure accepted first
  'above_maximum',
  'risk_not_accepted',
  // Invest: a paused product takes no new subscriptions
  'product_closed',
  // Operators: the operator's role may not call this /admin path (HTTP 403)
  'forbidden',
  // An operator froze the account's sign-in or withdrawals (the message says which)
  'account_frozen',
  // Push: this server has no valid VAPID configuration
  'push_unavailable',
  // Trading: the product's last recorded tick is older than the allowed age (a stalled feed), so no trade
  'price_stale',
  // Trading: the product is not live (its venue's prices are delayed or its market is closed), so no order
  'market_not_live',
  // The database cannot be reached or cannot store for now (a restart, a full disk): HTTP 503, try again
  'unavailable',
  // Security: this call needs the second-factor code; the code given is wrong (or expired, or used)
  'two_factor_required',
  'wrong_code',
  // Withdrawals: the destination was bound (or allow-listed) too recently, or is not on the user's allow-list
  'destination_too_new',
  'not_allowlisted',
  // Operators: a first sign-in (or one after a TOTP reset) needs the one-time enrolment code the CLI prints
  'enrolment_code_required',
] as const
export type ErrorCode = (typeof errorCodes)[number]

/** Language codes the app sends in the UserLang header (nine selectable, plus cn and id dictionaries). */
export const languageCodes = ['en', 'tw', 'th', 'jp', 'ko', 'es', 'fr', 'de', 'vi', 'cn', 'id'] as const
export type LanguageCode = (typeof languageCodes)[number]

/** The BCP 47 tag of each language code (they differ for tw, jp and cn), for Intl on both sides. */
export const bcp47ByLanguage = {
  en: 'en',
  tw: 'zh-Hant',
  th: 'th',
  jp: 'ja',
  ko: 'ko',
  es: 'es',
  fr: 'fr',
  de: 'de',
  vi: 'vi',
  cn: 'zh-Hans',
  id: 'id',
} as const satisfies Record<LanguageCode, string>

export const headers = { token: 'UserToken', lang: 'UserLang' } as const

/**
 * Cookies that mirror the client's stored choices (localStorage), so the server renders the first screen of a
 * page in the reader's language and up colour: the app code of the chosen language, 'red' or 'green', '1' for the
 * shapes. Unset until the reader chooses.
 */
export const choiceCookies = { lang: 'tern_lang', up: 'tern_up', shapes: 'tern_shapes', tz: 'tern_tz' } as const

/** Ledger assets. Minor units: USDT 1e-6, BTC and ETH 1e-8 (amounts travel as decimal strings). */
export const assets = ['USDT', 'BTC', 'ETH'] as const
export type Asset = (typeof assets)[number]
/** Fraction digits of each asset's minor unit (the ledger's integers). */
export const assetDecimals: Readonly<Record<Asset, number>> = { USDT: 6, BTC: 8, ETH: 8 }

/**
 * GET /main/demo_account: in demo mode (TERN_DEMO) the shared demo account's credentials, which the login screen
 * offers; null otherwise (a production deployment has no default credentials).
 */
export type DemoAccount = {
  email: string
  password: string
  /** The venues whose live prices the crypto products follow ("Binance", "OKX"); empty with the simulator. */
  venues?: string[]
} | null

export interface LoginResult {
  token: string
  /** ISO 8601 time after which the token is refused. */
  expires_at: string
}

/**
 * POST /main/login for an account with two-factor sign-in: the password was right and a code is awaited at
 * POST /main/login_code {ticket, code} (a code from the authenticator, or one recovery code), before expires_at.
 */
export interface TwoFactorChallenge {
  two_factor: true
  ticket: string
  expires_at: string
}

export type LoginAnswer = LoginResult | TwoFactorChallenge

/** Verification status: 0 unverified, 1 pending review, 2 verified, 3 failed. */
export type VerifyStatus = 0 | 1 | 2 | 3

/** GET /api/userinfo */
export interface UserInfo {
  id: number
  username: string
  alert_count: number
  realname: string
  idcard_num: string
  country: string
  address: string
  basic_verify_status: VerifyStatus
  rzstatus: VerifyStatus
  /** The verification team's note on the last basic / advanced decision ('' when none): why it failed. */
  basic_verify_reason: string
  rz_reason: string
  /** USDT balance, decimal string. */
  money: string
  score: number
  /** True while the account runs on demo funds. */
  demo: boolean
  /** True for the shared demo account printed at start-up (TERN_DEMO_EMAIL), whose history is seeded sample activity. */
  demo_account: boolean
}

/** GET /main/banners: image addresses, ordered. */
export interface Banner {
  id: number
  /** Same-origin path of the image in the request language, e.g. /media/banners/th/trade-markets.svg */
  image: string
  /** Text alternative for the image (the words drawn in it, in the request language). */
  alt: string
  /** Optional in-app path the banner opens. */
  link: string | null
}

/** Content types: 1 notices, 2 user agreement, 3 reserved, 4 help, 5 safety/risk, 6 about, 7 withdrawal agreement. */
export const contentTypes = [1, 2, 3, 4, 5, 6, 7] as const
export type ContentType = (typeof contentTypes)[number]

/** POST /main/contents {type}: list entries. */
export interface ContentSummary {
  id: number
  title: string
  type: ContentType
}
/** POST /main/content {id} or {type}: content is sanitized HTML in the UserLang language, else English. */
export interface ContentItem extends ContentSummary {
  content: string
  /** Language the item is actually written in (English when no translation exists). */
  lang: LanguageCode
  /** ISO 8601 */
  updated_at: string
}

/** POST /api/logout: revokes the token that made the call. */
export type LogoutResult = null

/** GET /api/sessions: one of the caller's live sessions (signed-in devices). Times are ISO 8601 UTC. */
export interface SessionInfo {
  id: number
  /** The User-Agent the session signed in with ('' if none was sent). */
  user_agent: string
  /** The client address the session was last used from. */
  address: string
  created_at: string
  /** Recorded at most every 5 minutes; the idle timeout counts from it. */
  last_seen_at: string
  /** True for the session that made this call. */
  current: boolean
}

/** POST /api/logout_all: ends every other session of the caller (the calling one stays signed in). */
export interface LogoutAllResult {
  /** How many sessions were ended. */
  revoked: number
}

/** GET /main/downloads: what /recharge_list offers to install, chosen on the client by user agent. */
export interface Downloads {
  /** Same-origin path of the iOS web-clip configuration profile (GET, application/x-apple-aspen-config). */
  ios_profile: string
  /** The configured Android package URL (TERN_ANDROID_PACKAGE_URL), or null: offer the PWA install prompt. */
  android_package: string | null
}
