// Typed database schema. Times are ISO 8601 UTC strings (they sort as text on SQLite and PostgreSQL);
// money columns are INTEGER minor units (USDT 1e-6, BTC/ETH 1e-8).
import type { Generated, Insertable, Selectable } from 'kysely'
import type { Asset, ContentType, LanguageCode, VerifyStatus } from '../../src/api/contract'
import type { KlineInterval, ProductCategory } from '../../src/api/contract-market'

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
  score: number
  /** 1 while the account runs on demo funds. */
  demo: number
  created_at: string
}

export interface TokensTable {
  id: Generated<number>
  user_id: number
  /** SHA-256 of the token, hex; the token itself is never stored. */
  token_hash: string
  created_at: string
  expires_at: string
  revoked_at: string | null
}

export type ThrottleScope = 'account' | 'address'

export interface LoginFailuresTable {
  id: Generated<number>
  scope: ThrottleScope
  key: string
  created_at: string
}

export type AccountKind = 'user' | 'house'

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

/** Recorded ticks: t epoch ms, price in the product's units. */
export interface TicksTable {
  product_id: number
  t: number
  price: number
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

export interface WatchlistTable {
  user_id: number
  product_id: number
  sort: number
}

export interface Database {
  users: UsersTable
  tokens: TokensTable
  login_failures: LoginFailuresTable
  postings: PostingsTable
  banners: BannersTable
  content_items: ContentItemsTable
  content_translations: ContentTranslationsTable
  products: ProductsTable
  micro_durations: MicroDurationsTable
  market_anchors: MarketAnchorsTable
  ticks: TicksTable
  candles: CandlesTable
  watchlist: WatchlistTable
}

export type UserRow = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type PostingRow = Selectable<PostingsTable>
export type ProductRow = Selectable<ProductsTable>
