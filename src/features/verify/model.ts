import type { ContractClaim, ContractVerdict } from '@contract/verify/contract'
import type { LiabilityVerdict } from '@contract/verify/liabilities'
import type { SpotClaim, SpotVerdict } from '@contract/verify/spot'
import type { TimedClaim, TimedVerdict } from '@contract/verify/timed'

/** What to check: a settled timed order, a filled spot limit order or a closed contract position. */
export type VerifyClaim =
  | { kind: 'timed'; claim: TimedClaim }
  | { kind: 'spot'; claim: SpotClaim }
  | { kind: 'contract'; claim: ContractClaim }

export type VerifyRequest = VerifyClaim & { base: string }

/** The worker's answer: the verdict, or `failed` when the record could not be downloaded. */
export type VerifyReply = { verdict: TimedVerdict | SpotVerdict | ContractVerdict } | { failed: true }

/** The proof of liabilities: the signed-in user's balances checked against the latest snapshot's signed roots. */
export interface LiabilitiesRequest {
  kind: 'liabilities'
  base: string
  /** The session's token (the proof call is the user's own) and the id the user knows as theirs. */
  token: string
  userId: number
}

/**
 * The worker's answer: each asset's verdict in the snapshot, `none` before the first snapshot, or `failed` when
 * the snapshot or the proof could not be downloaded.
 */
export type LiabilitiesReply =
  | { snapshot: { id: number; at: number }; verdicts: LiabilityVerdict[] }
  | { none: true }
  | { failed: true }
