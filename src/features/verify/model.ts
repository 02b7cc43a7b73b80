import type { ContractClaim, ContractVerdict } from '@contract/verify/contract'
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
