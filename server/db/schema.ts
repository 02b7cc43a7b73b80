// Typed database schema. Times are ISO 8601 UTC strings (they sort as text on SQLite and PostgreSQL);
// money columns are INTEGER minor units (USDT 1e-6, BTC/ETH 1e-8).
import type { Generated, Insertable, Selectable } from 'kysely'
import type { Asset, ContentType, LanguageCode, VerifyStatus } from '../../contract/api'
import type { OperatorRole } from '../../contract/console'
import type { CloseReason, ContractStatus } from '../../contract/contract-trading'
import type { KlineInterval, ProductCategory } from '../../contract/market'
import type { RiskKind } from '../../contract/risk'
import type { ContractSide } from '../../contract/rules/contract'
import type { Side } from '../../contract/rules/spot'
import type { CoinOrderStatus, PriceType } from '../../contract/trading'
import type { ReviewStatus } from '../../contract/wallet'

export interface UsersTable {
  id: Generated<number>
  /** Lower-cased email, or an E.164 phone number. */
  username: string
  /** scrypt$<log2 N>$<r>$<p>$<salt b64url>$<hash b64url> */
  password_hash: string
  realname: string
  idcard_num: string
  country: string
  address: string
  basic_verify_status: VerifyStatus
  rzstatus: VerifyStatus
  /** Not read: the credit score is computed from the record on every read (features/score). */
  score: number
  /** The verification team's note on the last basic / advanced decision (a rejection's reason). */
  basic_verify_reason: Generated<string>
  rz_reason: Generated<string>
  /** 1 while the account runs on demo funds. */
  demo: number
  created_at: string
  /** Set while an operator has frozen the account's sign-in (sessions end, logins are refused); null: not frozen. */
  login_frozen_at: Generated<string | null>
  login_frozen_reason: Generated<string>
  /** Set while an operator has frozen the account's withdrawals (new ones are refused); null: not frozen. */
  withdraw_frozen_at: Generated<string | null>
  withdraw_frozen_reason: Generated<string>
}

export interface TokensTable {
  id: Generated<number>
  user_id: number
  /** SHA-256 of the token, hex; the token itself is never stored. */
  token_hash: string
  created_at: string
  expires_at: string
  revoked_at: string | null
  /** When the token was last used, written at most every few minutes; the idle timeout counts from it. */
  last_seen_at: string
  /** User-Agent header at sign-in, as sent (shown in the sessions list). */
  user_agent: string
  /** Client address at sign-in, then where the token was last used. */
  address: string
}

/**
 * Sign-in attempts, written before the password is checked (a success removes its rows): pair is one account
 * from one address (key: account + newline + address), address is every account from one address.
 * registration: registration attempts from an address; admin: wrong admin tokens by address.
 * account: no longer written (purged by housekeeping).
 */
/** 'operator' and 'operator_address': operator sign-ins, counted apart from users' ('pair', 'address'). */
export type ThrottleScope = 'pair' | 'address' | 'registration' | 'account' | 'admin' | 'operator' | 'operator_address'

export interface LoginFailuresTable {
  id: Generated<number>
  scope: ThrottleScope
  key: string
  created_at: string
}

export type AccountKind = 'user' | 'house'
/** The part of an account a posting moves: spendable, or held for a pending withdrawal or order. */
export type Bucket = 'available' | 'frozen'

/** Append-only: rows are never updated or deleted. */
export interface PostingsTable {
  id: Generated<number>
  tx_id: string
  account_kind: AccountKind
  /** A user id (as text) or a house account name such as 'demo_grants'. */
  account_id: string
  asset: Asset
  /** Minor units; positive credits the account, negative debits it. */
  amount: number
  reason: string
  ref: string
  created_at: string
  /** User accounts: 'available' or 'frozen'; house accounts: always 'available'. */
  bucket: Generated<Bucket>
}

/**
 * The sum of an account part's postings, kept in step by ledger post() in the same transaction; written
 * nowhere else. A user's part is never negative (also a CHECK constraint).
 */
export interface BalancesTable {
  account_kind: AccountKind
  account_id: string
  asset: Asset
  bucket: Bucket
  /** Minor units. */
  amount: number
}

export interface BannersTable {
  id: Generated<number>
  key: string
  image: string
  alt: string
  link: string | null
  sort: number
}

export interface ContentItemsTable {
  id: Generated<number>
  key: string
  type: ContentType
  created_at: string
}

export interface ContentTranslationsTable {
  id: Generated<number>
  item_id: number
  lang: LanguageCode
  title: string
  /** Trusted HTML written by operators or seeds. */
  body: string
  updated_at: string
}

export interface ProductsTable {
  id: number
  code: string
  title: string
  name: string
  category: ProductCategory
  /** Decimals of the price; prices of this product are stored as integers of 10^-precision. */
  precision: number
  /** Decimal string: the simulator's reference level. */
  reference_price: string
  /** Annualized, e.g. 0.55 (a simulation parameter, not money). */
  volatility: number
  /** Simulated 24-hour quote turnover. */
  turnover: number
  description: string
  /** Position in the recommended list, 0 = not recommended. */
  recommend: number
  /** Timed-order fee, percent of the stake (decimal string). */
  micro_fee: string
  /** Contract terms: USDT margin per lot (decimal string). */
  hand_price: Generated<string>
  /** Contract open fee, percent of the notional. */
  hand_fee: Generated<string>
  /** The highest leverage offered (25, 50, 75 or 100). */
  max_leverage: Generated<number>
  /** Contract maintenance rate r, percent. */
  maintenance: Generated<string>
}

export interface MicroDurationsTable {
  id: Generated<number>
  seconds: number
  /** Payout percent on a win (decimal string). */
  rate: string
  /** Minimum stake, USDT (decimal string). */
  min: string
}

export interface MarketAnchorsTable {
  product_id: number
  /** Price units the back-history ends at. */
  price: number
  /** Epoch ms. */
  t: number
  seed: number
}

/** Recorded ticks: t epoch ms, price in the product's units, volume in base units. */
export interface TicksTable {
  product_id: number
  t: number
  price: number
  /** 0 until the market's flush records it (a deciding tick is written first by the order that uses it). */
  volume: Generated<number>
}

export interface CandlesTable {
  product_id: number
  interval: KlineInterval
  /** Interval start, epoch ms. */
  t: number
  o: number
  h: number
  l: number
  c: number
  /** Base volume. */
  v: number
}

/** The claim of the demo account's seeded history: one row per account, written before the seeding runs. */
export interface DemoHistoryTable {
  user_id: number
  started_at: string
  finished_at: string | null
}

export interface WatchlistTable {
  user_id: number
  product_id: number
  sort: number
}

/** A money-moving answer kept per user and Idempotency-Key: a repeat gets it back and moves nothing. */
export interface IdempotencyKeysTable {
  user_id: number
  key: string
  /** SHA-256 of the call path and its normalized body. */
  fingerprint: string
  /** JSON of the first answer's data. */
  response: string
  created_at: string
}

export interface UploadsTable {
  id: Generated<number>
  user_id: number
  /** Random file name under the uploads folder, e.g. 3f9c...e1.png */
  fname: string
  /** 'image' (/api/stream_upload) or 'payimg' (/api/stream_upload/type/payimg). */
  kind: string
  mime: string
  size: number
  created_at: string
}

/** Review status shared by bank records, deposits and withdrawals: 0 pending, 1 approved, 2 rejected. */
export type { ReviewStatus }

export interface BankRecordsTable {
  id: Generated<number>
  user_id: number
  /** 0 bank card, 1 digital address. */
  type: number
  bank: string
  branch: string
  account: string
  name: string
  idcard: string
  phone: string
  currency: string
  address: string
  remark: string
  status: ReviewStatus
  reason: string
  created_at: string
  reviewed_at: string | null
  deleted_at: string | null
}

export interface DepositsTable {
  id: Generated<number>
  user_id: number
  /** 0 USDT-ERC20, 1 USDT-TRC20, 2 BTC, 3 ETH. */
  type: number
  asset: Asset
  amount: number
  upload_id: number
  status: ReviewStatus
  reason: string
  created_at: string
  decided_at: string | null
}

export interface WithdrawalsTable {
  id: Generated<number>
  user_id: number
  order_id: string
  asset: Asset
  amount: number
  fee: number
  /** 0 bank card, 1 digital address. */
  method: number
  bank_record_id: number
  destination: string
  status: ReviewStatus
  reason: string
  created_at: string
  decided_at: string | null
}

export interface ExchangesTable {
  id: Generated<number>
  user_id: number
  from_asset: Asset
  to_asset: Asset
  from_amount: number
  to_amount: number
  /** 0 the from amount was given, 1 the to amount. */
  edited: number
  ticks: string
  rate: string
  created_at: string
}

/** A timed order. status 0 running, 1 settled; result 0 tie (refund), 1 win, 2 loss. */
export interface MicroOrdersTable {
  id: Generated<number>
  user_id: number
  product_id: number
  seconds: number
  /** 0 up, 1 down. */
  type: number
  stake: number
  fee: number
  /** Percent (decimal strings) in force at placement. */
  rate: string
  fee_rate: string
  /** USDT minor units a win pays on top of the stake. */
  win_payout: number
  entry_t: number
  entry_price: number
  created_at: string
  /** Epoch ms. */
  expires_at: number
  status: Generated<number>
  result: number | null
  /** Signed USDT minor units: win_payout, 0 or -stake. */
  ploss: number | null
  settle_t: number | null
  settle_price: number | null
  settled_at: string | null
}

/** A spot order. side 0 buy / 1 sell; price_type 0 market / 1 limit; status 0 waiting, 1 done, 2 cancelled. */
export interface CoinOrdersTable {
  id: Generated<number>
  user_id: number
  product_id: number
  coin: Asset
  side: Side
  price_type: PriceType
  /** Coin minor units (1e-8). */
  amount: number
  /** Price units: the limit price, or the fill price of a market order. */
  price: number
  /** Coin minor units. */
  fee: number
  fee_rate: string
  /** USDT minor units paid (buy) or received (sell) on the fill. */
  usdt: number
  placed_t: number
  created_at: string
  status: CoinOrderStatus
  fill_t: number | null
  fill_tick_price: number | null
  decided_at: string | null
}

/** An upload an advanced verification names (it keeps the upload from the orphan sweep). */
export interface VerificationImagesTable {
  id: Generated<number>
  verification_id: number
  upload_id: number
}

/**
 * A leveraged contract order (migration 013 documents the columns). side 0 long / 1 short; price_type 0 market /
 * 1 limit; status 0 pending, 1 open, 2 closed, 3 cancelled. Money in USDT minor units, prices in units.
 */
export interface ContractOrdersTable {
  id: Generated<number>
  user_id: number
  product_id: number
  side: ContractSide
  price_type: PriceType
  status: ContractStatus
  hand_price: number
  fee_rate: string
  leverage: number
  maintenance: string
  margin: number
  notional: number
  fee: number
  price: number
  liq_price: number
  stop_win: number | null
  stop_loss: number | null
  low_trigger: number | null
  high_trigger: number | null
  watch_t: number
  version: Generated<number>
  placed_t: number
  open_t: number | null
  open_tick_price: number | null
  close_t: number | null
  close_price: number | null
  close_reason: CloseReason | null
  payout: number | null
  gap: number | null
  created_at: string
  opened_at: string | null
  closed_at: string | null
  parent_id: number | null
  notice_seen: Generated<number>
}

/** A user's acceptance of one version of a risk disclosure (kind 'micro' or 'contract'). */
export interface RiskAcceptancesTable {
  user_id: number
  kind: RiskKind
  version: number
  accepted_at: string
}

/** A user's conversation with the operators: 0 open, 1 closed (by an operator). */
export interface SupportThreadsTable {
  id: Generated<number>
  user_id: number
  status: 0 | 1
  /** The start of the first message. */
  subject: string
  created_at: string
  /** The last message's time. */
  updated_at: string
  closed_at: string | null
}

export interface SupportMessagesTable {
  id: Generated<number>
  thread_id: number
  /** The thread's user (every message of a thread carries it). */
  user_id: number
  author: 'user' | 'operator'
  body: string
  /** An image the user attached (an upload of theirs). */
  upload_id: number | null
  created_at: string
  /** When the user saw an operator's answer; null while unread (and on the user's own messages). */
  read_at: string | null
}

/** Staking products (status 0 open, 1 paused, 2 ended); titles: JSON object of language code -> title. */
export interface MinerProductsTable {
  id: Generated<number>
  key: string
  titles: string
  /** USDT minor units. */
  min: number
  max: number
  /** Percent per UTC day (decimal string). */
  profit: string
  days: number
  /** The most one user may hold at once (minor units; 0: no limit). */
  limit_amount: number
  /** The most subscriptions per user (0: no limit). */
  times: number
  cancel_cost: string
  status: number
  sort: number
  created_at: string
}

/** Staking orders: days are UTC day numbers; credited days are start_day .. end_day - 1. */
export interface MinerOrdersTable {
  id: Generated<number>
  user_id: number
  product_id: number
  amount: number
  profit: string
  daily: number
  days: number
  cancel_cost: string
  start_day: number
  end_day: number
  next_day: number
  profit_days: Generated<number>
  profit_get: Generated<number>
  /** 0 active, 1 completed, 2 cancelled early. */
  status: Generated<number>
  penalty: number | null
  refund: number | null
  created_at: string
  ended_at: string | null
}

export interface EarnProductsTable {
  id: Generated<number>
  key: string
  /** JSON object: title by language code; '{}' until the seed or an operator gives titles. */
  titles: Generated<string>
  coin: 'USDT'
  /** Annual percent (decimal string). */
  ror: string
  min: number
  cycle: number
  status: number
  sort: number
  created_at: string
}

export interface EarnOrdersTable {
  id: Generated<number>
  user_id: number
  product_id: number
  coin: 'USDT'
  amount: number
  ror: string
  cycle: number
  reward: number
  start_day: number
  end_day: number
  /** 0 active, 1 finished. */
  status: Generated<number>
  created_at: string
  ended_at: string | null
}

export type VerificationLevel = 'basic' | 'advanced'

/** One verification submission; the user's status columns follow its review. */
export interface VerificationsTable {
  id: Generated<number>
  user_id: number
  level: VerificationLevel
  /** JSON: basic {country, realname, idcard_num, address}; advanced {cardzm, cardfm, cardtake} upload file names. */
  details: string
  status: ReviewStatus
  reason: string
  created_at: string
  decided_at: string | null
}

/**
 * A password-reset code, stored only as salt$sha256. Requests for unknown accounts are recorded too (user_id
 * null, the code never sent), so caps and answers are the same for both.
 */
export interface ResetCodesTable {
  id: Generated<number>
  channel: 'email' | 'phone'
  /** The normalized account: a lower-cased email or an E.164 phone number. */
  account: string
  user_id: number | null
  code_hash: string
  attempts: number
  /** Client address of the request (the per-address daily cap). */
  address: string
  created_at: string
  expires_at: string
  used_at: string | null
}

/** Append-only (a trigger refuses updates and deletes): every operator decision, with before -> after. */
export interface OperatorAuditTable {
  id: Generated<number>
  /** Who decided: 'admin@<address>' (/admin), 'cli:<os user>' (npm run admin) or 'auto' (auto-approval setting). */
  operator: string
  /** e.g. 'verification.approve' */
  action: string
  /** e.g. 'user:12' */
  target: string
  before: string
  after: string
  reason: string
  /** The client address of the call; '' for the CLI and automatic decisions. */
  address: Generated<string>
  created_at: string
}

export interface OperatorsTable {
  id: Generated<number>
  /** Lower case. */
  email: string
  password_hash: string
  role: OperatorRole
  /** Base32; '' until the first sign-in hands one out for enrolment. */
  totp_secret: Generated<string>
  totp_enabled: Generated<0 | 1>
  /** The last TOTP time step accepted (a code is never taken twice). */
  totp_last_step: Generated<number>
  disabled: Generated<0 | 1>
  created_at: string
}

export interface OperatorSessionsTable {
  id: Generated<number>
  operator_id: number
  /** SHA-256 of the bearer token, hex. */
  token_hash: string
  address: string
  created_at: string
  last_seen_at: string
  expires_at: string
  revoked_at: string | null
}

export interface AnnouncementsTable {
  id: Generated<number>
  /** JSON: { [language]: { title, content } }, at least English; a reader without their language gets English. */
  texts: string
  /** Who broadcast it, as in the audit log. */
  operator: string
  created_at: string
}

export interface NotificationsTable {
  id: Generated<number>
  user_id: number
  /** One of contract/notifications.ts notificationKinds. */
  kind: string
  /** JSON: the kind's parameters (strings), filled into its text in the reader's language. */
  params: string
  /** For kind 'announcement'. */
  announcement_id: number | null
  created_at: string
  /** Null while unread. */
  read_at: string | null
  /** 0 waiting for the push dispatcher, 1 sent, 2 nothing to send. */
  push_state: Generated<0 | 1 | 2>
}

/** User price alerts (features/price-alerts); prices in the product's units. */
export interface PriceAlertsTable {
  id: Generated<number>
  user_id: number
  product_id: number
  direction: 'above' | 'below'
  target: number
  /** Epoch ms of the tick the alert was validated against: only later ticks fire it. */
  watch_t: number
  status: 'active' | 'fired' | 'deleted'
  created_at: string
  fired_at: string | null
  /** The deciding tick (epoch ms and price units). */
  fired_t: number | null
  fired_price: number | null
  deleted_at: string | null
}

/** Operator-editable settings (features/console/settings.ts); a key without a row takes its configuration default. */
export interface SettingsTable {
  key: string
  value: string
  updated_at: string
}

export interface PushKeysTable {
  /** 'vapid' */
  name: string
  /** base64url, as web-push generateVAPIDKeys() returns them. */
  public_key: string
  private_key: string
  created_at: string
}

export interface PushSubscriptionsTable {
  id: Generated<number>
  user_id: number
  /** The push service's URL for this browser (unique). */
  endpoint: string
  /** base64url: the browser's P-256 public key and its 16-byte auth secret. */
  p256dh: string
  auth: string
  /** The UserLang of the subscribe call: the language pushes to this device are written in. */
  lang: string
  /** Comma-separated push categories (contract/notifications.ts pushCategories) the user switched on. */
  categories: string
  created_at: string
  last_success_at: string | null
  last_failure_at: string | null
}

export interface PushDeliveriesTable {
  id: Generated<number>
  notification_id: number
  subscription_id: number
  /** Failed attempts so far. */
  attempts: Generated<number>
  /** ISO time of the next attempt. */
  next_at: string
}

export interface Database {
  users: UsersTable
  tokens: TokensTable
  login_failures: LoginFailuresTable
  postings: PostingsTable
  balances: BalancesTable
  banners: BannersTable
  content_items: ContentItemsTable
  content_translations: ContentTranslationsTable
  products: ProductsTable
  micro_durations: MicroDurationsTable
  market_anchors: MarketAnchorsTable
  ticks: TicksTable
  candles: CandlesTable
  watchlist: WatchlistTable
  idempotency_keys: IdempotencyKeysTable
  uploads: UploadsTable
  bank_records: BankRecordsTable
  deposits: DepositsTable
  withdrawals: WithdrawalsTable
  exchanges: ExchangesTable
  micro_orders: MicroOrdersTable
  risk_acceptances: RiskAcceptancesTable
  coin_orders: CoinOrdersTable
  support_threads: SupportThreadsTable
  support_messages: SupportMessagesTable
  contract_orders: ContractOrdersTable
  miner_products: MinerProductsTable
  miner_orders: MinerOrdersTable
  earn_products: EarnProductsTable
  earn_orders: EarnOrdersTable
  verifications: VerificationsTable
  verification_images: VerificationImagesTable
  reset_codes: ResetCodesTable
  operator_audit: OperatorAuditTable
  operators: OperatorsTable
  operator_sessions: OperatorSessionsTable
  announcements: AnnouncementsTable
  notifications: NotificationsTable
  price_alerts: PriceAlertsTable
  settings: SettingsTable
  push_keys: PushKeysTable
  push_subscriptions: PushSubscriptionsTable
  push_deliveries: PushDeliveriesTable
  demo_history: DemoHistoryTable
}

export type UserRow = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type PostingRow = Selectable<PostingsTable>
export type ProductRow = Selectable<ProductsTable>
export type BankRecordRow = Selectable<BankRecordsTable>
export type DepositRow = Selectable<DepositsTable>
export type WithdrawalRow = Selectable<WithdrawalsTable>
export type ExchangeRow = Selectable<ExchangesTable>
export type UploadRow = Selectable<UploadsTable>
export type MicroOrderRow = Selectable<MicroOrdersTable>
export type RiskAcceptanceRow = Selectable<RiskAcceptancesTable>
export type CoinOrderRow = Selectable<CoinOrdersTable>
export type SupportThreadRow = Selectable<SupportThreadsTable>
export type SupportMessageRow = Selectable<SupportMessagesTable>
export type ContractOrderRow = Selectable<ContractOrdersTable>
export type PriceAlertRow = Selectable<PriceAlertsTable>
export type MinerProductRow = Selectable<MinerProductsTable>
export type MinerOrderRow = Selectable<MinerOrdersTable>
export type EarnProductRow = Selectable<EarnProductsTable>
export type EarnOrderRow = Selectable<EarnOrdersTable>
export type VerificationRow = Selectable<VerificationsTable>
export type ResetCodeRow = Selectable<ResetCodesTable>
export type OperatorAuditRow = Selectable<OperatorAuditTable>
export type OperatorRow = Selectable<OperatorsTable>
