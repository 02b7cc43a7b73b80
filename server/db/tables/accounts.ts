// Users, their sessions, sign-in throttles, verification, password-reset codes and risk acceptances.
import type { Generated, Insertable, Selectable } from 'kysely'
import type { VerifyStatus } from '../../../contract/api'
import type { RiskKind } from '../../../contract/risk'
import type { ReviewStatus } from '../../../contract/wallet'

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
  /** The user's TOTP secret (base32): set when enrolment starts, in use once totp_enabled is 1; '' without one. */
  totp_secret: Generated<string>
  totp_enabled: Generated<number>
  /** The last TOTP time step accepted: a code is never taken twice. */
  totp_last_step: Generated<number>
  /** Shown at the top of every mail Tern sends the user ('' for none). */
  phishing_phrase: Generated<string>
  /** 1: withdrawals may go only to allow-listed destinations. */
  withdraw_allowlist: Generated<number>
  /** When the allow-list stops applying (a turn-off confirmed by a mailed code waits the new-destination delay). */
  allowlist_off_at: Generated<string | null>
}

/** A request to turn the allow-list off without two-factor sign-in: a mailed six-digit code, stored hashed. */
export interface AllowlistOffRequestsTable {
  id: Generated<number>
  user_id: number
  code_hash: string
  attempts: Generated<number>
  created_at: string
  expires_at: string
  used_at: string | null
}

/** A one-time recovery code of the user's second factor, stored as salt$sha256 (reset-codes' hashing). */
export interface RecoveryCodesTable {
  id: Generated<number>
  user_id: number
  code_hash: string
  created_at: string
  used_at: string | null
}

/**
 * The second sign-in step: the right password was given for an account with 2FA, and a code is awaited. The
 * ticket (handed out once) is stored as its SHA-256; `password_hash` is the hash it was checked against, so a
 * password change in between ends the challenge.
 */
export interface LoginChallengesTable {
  id: Generated<number>
  user_id: number
  ticket_hash: string
  password_hash: string
  attempts: Generated<number>
  created_at: string
  expires_at: string
  used_at: string | null
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
/**
 * 'operator' and 'operator_address': operator sign-ins, counted apart from users' ('pair', 'address').
 * 'signin' (key: account) and 'signin_address': successful users' sign-ins, for the sign-in budget.
 */
export type ThrottleScope =
  | 'pair'
  | 'address'
  | 'registration'
  | 'account'
  | 'admin'
  | 'operator'
  | 'operator_address'
  | 'signin'
  | 'signin_address'

export interface LoginFailuresTable {
  id: Generated<number>
  scope: ThrottleScope
  key: string
  created_at: string
}

/** The claim of the demo account's seeded history: one row per account, written before the seeding runs. */
export interface DemoHistoryTable {
  user_id: number
  started_at: string
  finished_at: string | null
}

/** An upload an advanced verification names (it keeps the upload from the orphan sweep). */
export interface VerificationImagesTable {
  id: Generated<number>
  verification_id: number
  upload_id: number
}

/** A user's acceptance of one version of a risk disclosure (kind 'micro' or 'contract'). */
export interface RiskAcceptancesTable {
  user_id: number
  kind: RiskKind
  version: number
  accepted_at: string
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

export interface AccountsTables {
  users: UsersTable
  tokens: TokensTable
  login_failures: LoginFailuresTable
  verifications: VerificationsTable
  verification_images: VerificationImagesTable
  reset_codes: ResetCodesTable
  risk_acceptances: RiskAcceptancesTable
  demo_history: DemoHistoryTable
  recovery_codes: RecoveryCodesTable
  login_challenges: LoginChallengesTable
  allowlist_off_requests: AllowlistOffRequestsTable
}

export type UserRow = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type VerificationRow = Selectable<VerificationsTable>
export type ResetCodeRow = Selectable<ResetCodesTable>
export type RiskAcceptanceRow = Selectable<RiskAcceptancesTable>
export type LoginChallengeRow = Selectable<LoginChallengesTable>
