import type { TimedClaim, TimedVerdict } from '@contract/verify/timed'

export interface VerifyRequest {
  base: string
  claim: TimedClaim
}

/** The worker's answer: the verdict, or `failed` when the record could not be downloaded. */
export type VerifyReply = { verdict: TimedVerdict } | { failed: true }
