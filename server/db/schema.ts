// Typed database schema. Times are ISO 8601 UTC strings (they sort as text on SQLite and PostgreSQL);
// money columns are INTEGER minor units (USDT 1e-6, BTC/ETH 1e-8).
import type { Generated, Insertable, Selectable } from 'kysely'
import type { Asset, ContentType, LanguageCode, VerifyStatus } from '../../src/api/contract'

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

export interface Database {
  users: UsersTable
  tokens: TokensTable
  login_failures: LoginFailuresTable
  postings: PostingsTable
  banners: BannersTable
  content_items: ContentItemsTable
  content_translations: ContentTranslationsTable
}

export type UserRow = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type PostingRow = Selectable<PostingsTable>
