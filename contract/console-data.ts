// The operator console's data calls under /admin (server/features/console): review queues, users, house accounts
// and product settings. Answers travel in the usual envelope; amounts are decimal strings, times ISO 8601 UTC.
import { z } from 'zod'
import type { Asset, VerifyStatus } from './api'
import type { MarketStatus } from './market'
import { decimalInput, idInput, textInput } from './schemas/inputs'
import type { WithdrawDestination } from './wallet'

/** GET /admin/queues: pending items per review queue (support: open threads waiting for an operator). */
export interface QueueCounts {
  deposits: number
  withdrawals: number
  banks: number
  verifications_basic: number
  verifications_advanced: number
  support: number
}

/** A user's balance of one asset. */
export interface AssetBalance {
  asset: Asset
  available: string
  frozen: string
}

/** One ledger posting of a user's (amount signed: positive credits the account). */
export interface LedgerEntry {
  id: number
  tx_id: string
  asset: Asset
  bucket: 'available' | 'frozen'
  amount: string
  /** A posting reason of server/ledger/accounts.ts, e.g. 'micro_stake'. */
  reason: string
  /** What the posting belongs to, e.g. 'micro_order:12', 'deposit:3'. */
  ref: string
  created_at: string
}

/** GET /admin/deposits: each item carries its proof image (pic: /uploads/<fname>, read with the operator's auth). */
export interface DepositReview {
  id: number
  user_id: number
  username: string
  type: number
  asset: Asset
  amount: string
  pic: string
  status: 0 | 1 | 2
  reason: string
  created_at: string
}

/** GET /admin/withdrawals: the bound account or address, and the user's balances and latest postings. */
export interface WithdrawalReview {
  id: number
  order_id: string
  user_id: number
  username: string
  asset: Asset
  amount: string
  fee: string
  destination: WithdrawDestination
  status: 0 | 1 | 2
  reason: string
  created_at: string
  balances: AssetBalance[]
  /** The user's 10 newest postings. */
  recent: LedgerEntry[]
}

/** GET /admin/verifications: basic items carry the submitted fields, advanced ones the three ID image paths. */
export interface VerificationReview {
  id: number
  user_id: number
  username: string
  level: 'basic' | 'advanced'
  status: 0 | 1 | 2
  reason: string
  created_at: string
  country?: string
  realname?: string
  idcard_num?: string
  address?: string
  cardzm?: string
  cardfm?: string
  cardtake?: string
}

/** A page of a list: page counts from 1. */
export interface Page<T> {
  items: T[]
  page: number
  size: number
  total: number
}

/** ?page=&size= (size 1..100, default 20). */
export const pageSchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
})

/** GET /admin/users?q=&page=&size=: q an id, an e-mail or a phone (a part of one matches too); empty: all. */
export const userSearchSchema = pageSchema.extend({ q: z.string().trim().max(100).default('') })

export interface FreezeState {
  frozen: boolean
  reason: string
  /** When it was frozen; null while not frozen. */
  at: string | null
}

export interface UserSummary {
  id: number
  username: string
  realname: string
  demo: boolean
  basic_verify_status: VerifyStatus
  rzstatus: VerifyStatus
  login_frozen: boolean
  withdraw_frozen: boolean
  created_at: string
}

export interface UserSession {
  id: number
  created_at: string
  last_seen_at: string
  expires_at: string
  user_agent: string
  address: string
  /** Not revoked, not expired. */
  active: boolean
}

/** GET /admin/users/{id} (an audited view of personal data). */
export interface UserDetail {
  profile: UserSummary & { idcard_num: string; country: string; address: string }
  verification: {
    basic_status: VerifyStatus
    basic_reason: string
    advanced_status: VerifyStatus
    advanced_reason: string
    /** Submissions, newest first. */
    submissions: VerificationReview[]
  }
  balances: AssetBalance[]
  sessions: UserSession[]
  freeze: { login: FreezeState; withdraw: FreezeState }
}

/** GET /admin/users/{id}/ledger?page=&size=&asset=: the user's postings, newest first. */
export const userLedgerSchema = pageSchema.extend({ asset: z.enum(['USDT', 'BTC', 'ETH']).optional() })

export const orderKinds = ['timed', 'spot', 'contract', 'miner', 'earn'] as const
export type OrderKind = (typeof orderKinds)[number]

/** GET /admin/users/{id}/orders?kind=&page=&size=: one kind's orders, newest first. */
export const userOrdersSchema = pageSchema.extend({ kind: z.enum(orderKinds) })

/**
 * One order of any kind, in the console's common shape: amount and result in `asset`; terms: the terms recorded
 * at placement (e.g. timed {seconds, rate, fee_rate}; contract {leverage, fee_rate, maintenance}); status: the
 * product's status word.
 */
export interface UserOrder {
  kind: OrderKind
  id: number
  /** Product code or name ('BTC/USDT', a staking product key). */
  product: string
  /** up / down, buy / sell, long / short, or '' for staking and earn. */
  side: string
  asset: Asset
  amount: string
  /** Signed profit or loss once decided; null while open. */
  result: string | null
  status: string
  terms: Record<string, string>
  created_at: string
  ended_at: string | null
}

export const freezeTargets = ['login', 'withdraw'] as const
export type FreezeTarget = (typeof freezeTargets)[number]

/** POST /admin/users/{id}/freeze and /unfreeze {what, reason}: a reason is required (it goes to the audit log). */
export const freezeSchema = z.object({ what: z.enum(freezeTargets), reason: textInput(500) })
export type FreezeRequest = z.input<typeof freezeSchema>

/** The answer of freeze / unfreeze: the user's freeze states after the change. */
export interface FreezeAnswer {
  user_id: number
  login: FreezeState
  withdraw: FreezeState
}

/** GET /admin/house: every house account's balances, the public insurance figure and the ledger check. */
export interface HouseReport {
  accounts: { name: string; balances: { asset: Asset; amount: string }[] }[]
  /** The insurance account's USDT balance (the figure users see). */
  insurance: string
  check: {
    ok: boolean
    /** The problems `npm run ledger:check` would print; [] when healthy. */
    problems: string[]
    /** When the checks ran (answers are cached for a short time). */
    checked_at: string
  }
}

export interface TimedDuration {
  seconds: number
  /** Payout percent on a win. */
  rate: string
  /** Minimum stake, USDT. */
  min: string
}

export interface ContractProductTerms {
  pid: number
  code: string
  name: string
  max_leverage: number
  maintenance: string
  hand_fee: string
  hand_price: string
}

export interface WalletLimits {
  recharge_min: string
  recharge_max: string
  withdraw_min: string
  withdraw_max: string
  withdraw_fee: string
}

/** GET /admin/products: the terms new orders get. */
export interface ProductSettings {
  timed: { durations: TimedDuration[]; fees: { pid: number; code: string; micro_fee: string }[] }
  contract: ContractProductTerms[]
  spot: { fee: string }
  wallet: WalletLimits
  texts: ProductTextSetting[]
}

/**
 * POST /admin/products/timed {seconds, rate?, min?, reason?}: changes one duration's payout rate and minimum, or
 * adds the duration (rate and min both given). New orders only: an order keeps the rate it was placed with.
 */
export const timedSettingSchema = z.object({
  seconds: idInput,
  rate: decimalInput.optional(),
  min: decimalInput.optional(),
  reason: textInput(500),
})
export type TimedSettingRequest = z.input<typeof timedSettingSchema>

/**
 * POST /admin/products/timed_remove {seconds, reason?}: stops offering a duration to new orders; answers the
 * durations left. Orders already placed with it settle on their own terms. The last duration cannot be removed.
 */
export const timedRemoveSchema = z.object({ seconds: idInput, reason: textInput(500) })
export type TimedRemoveRequest = z.input<typeof timedRemoveSchema>

/** POST /admin/products/spot {fee, reason?}: the spot fee percent (below 100, at most 4 decimals). */
export const spotFeeSchema = z.object({ fee: decimalInput, reason: textInput(500) })
export type SpotFeeRequest = z.input<typeof spotFeeSchema>

/**
 * POST /admin/liabilities/held {asset, amount, reason}: what the house states it holds of an asset, published
 * beside the proof of liabilities' total from the next snapshot on (signed with it); amount '' states nothing.
 */
export const liabilityHeldSchema = z.object({
  asset: z.enum(['USDT', 'BTC', 'ETH']),
  amount: decimalInput,
  reason: textInput(500),
})
export type LiabilityHeldRequest = z.input<typeof liabilityHeldSchema>

/** GET /admin/liabilities and the answer of POST /admin/liabilities/held: the stated holdings ('' none). */
export type LiabilityHeld = Record<Asset, string>

/** POST /admin/products/wallet {any subset of WalletLimits, reason?}: USDT amounts; each max at least its min. */
export const walletLimitsSchema = z.object({
  recharge_min: decimalInput.optional(),
  recharge_max: decimalInput.optional(),
  withdraw_min: decimalInput.optional(),
  withdraw_max: decimalInput.optional(),
  withdraw_fee: decimalInput.optional(),
  reason: textInput(500),
})
export type WalletLimitsRequest = z.input<typeof walletLimitsSchema>

/**
 * A product's texts as stored (English, or whatever an operator wrote). `translated` per field: the text is still
 * the seeded one, so readers get its translation; an operator's text is shown as written in every language.
 */
export interface ProductTextSetting {
  pid: number
  code: string
  title: string
  name: string
  desc: string
  translated: { title: boolean; name: boolean; desc: boolean }
}

/**
 * POST /admin/products/texts {pid, title?, name?, desc?, reason?}: changes a product's title, name or description
 * (a field left out keeps its text). Sending the seeded English text again brings its translations back.
 */
export const productTextSchema = z.object({
  pid: idInput,
  title: z.string().trim().min(1).max(40).optional(),
  name: z.string().trim().min(1).max(80).optional(),
  desc: z.string().trim().min(1).max(300).optional(),
  reason: textInput(500),
})
export type ProductTextRequest = z.input<typeof productTextSchema>

/** One switched-on venue on the console's feed page (GET /admin/feed), as the engine last published it. */
export interface FeedVenueView {
  /** 'binance' */
  venue: string
  /** 'Binance' */
  title: string
  /** Every stream of the venue has a live connection. */
  connected: boolean
  /** Since the venue's newest message (ms, at the time of the answer); null: none yet. */
  last_message_age_ms: number | null
  reconnects: number
  /** Closed 1 m bars fetched from REST after gaps. */
  backfilled_bars: number
  trades: number
}

/** One product on the feed page: its routes (editable), where its prices come from now, its status. */
export interface FeedProductView {
  pid: number
  code: string
  name: string
  /** 'binance:BTCUSDT', '' without a route (the simulator prices it). */
  primary: string
  /** 'okx:BTC-USDT', '' for none. */
  secondary: string
  /** 'binance:BTCUSDT' or 'simulator', as the engine last published; '' before it has. */
  source: string
  /** null before the engine has published. */
  status: MarketStatus | null
  /** The last tick's time (epoch ms, 0: none). */
  t: number
  /** Since the last tick (ms, at the time of the answer); null: none. */
  last_tick_age_ms: number | null
}

/** GET /admin/feed (admin): the feed health the engine process publishes every few seconds, and the routes. */
export interface FeedOverview {
  /** When the engine last published (ISO); null: never (no engine has run the feed on this database yet). */
  published_at: string | null
  /** The switched-on venues (TERN_FEED), empty with the simulator alone. */
  sources: string[]
  /** Every venue a route may name. */
  known_venues: string[]
  venues: FeedVenueView[]
  products: FeedProductView[]
}

/**
 * POST /admin/feed/routes {pid, primary, secondary?, reason?}: a product's sources, 'venue:SYMBOL' each (secondary ''
 * for none). The engine applies a change within seconds, without a restart; audited as feed.route.
 */
export const feedRouteSchema = z.object({
  pid: idInput,
  primary: textInput(60),
  secondary: textInput(60),
  reason: textInput(500),
})
export type FeedRouteRequest = z.input<typeof feedRouteSchema>
