import { type CreditFactorKey, creditWindows } from '@contract/rules/credit-score'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

const { ageShortDays, ageLongDays, rejectionDays } = creditWindows

/** What each part of the published rule rewards, as the screen states it. */
export const creditFactorLabels: Readonly<Record<CreditFactorKey, MessageDescriptor>> = {
  base: msg`Every account in good standing`,
  basic: msg`Basic identity verification approved`,
  advanced: msg`Advanced identity verification approved`,
  age: msg`Account age: 5 points from ${ageShortDays} days, 10 from ${ageLongDays} days`,
  deposit: msg`At least one approved deposit`,
  clean: msg`No rejected deposit or withdrawal in the last ${rejectionDays} days`,
}

/** A fraction (0 to 1) of the full score, for the gauge. */
export function calculateScoreShare(score: number): number {
  return Math.min(1, Math.max(0, score / 100))
}
