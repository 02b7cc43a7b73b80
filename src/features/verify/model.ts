import type { SpotClaim, SpotVerdict } from '@contract/verify/spot'
import type { TimedClaim, TimedVerdict } from '@contract/verify/timed'

/** What to check: a settled timed order or a filled spot limit order. */
export type VerifyClaim = { kind: 'timed'; claim: TimedClaim } | { kind: 'spot'; claim: SpotClaim }

export type VerifyRequest = VerifyClaim & { base: string }

/** The worker's answer: the verdict, or `failed` when the record could not be downloaded. */
export type VerifyReply = { verdict: TimedVerdict | SpotVerdict } | { failed: true }
