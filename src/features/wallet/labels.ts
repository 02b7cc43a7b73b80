import type { ReviewStatus } from '@contract/wallet'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** Deposits and withdrawals: 0 pending, 1 done, 2 rejected. */
export const reviewStatusLabels: Record<ReviewStatus, MessageDescriptor> = {
  0: msg`Processing`,
  1: msg`Completed`,
  2: msg`Rejected`,
}

/** Bank cards and addresses: only pending and rejected carry a label (spec section 4). */
export const bankStatusLabels: Partial<Record<ReviewStatus, MessageDescriptor>> = {
  0: msg`Pending review`,
  2: msg`Rejected`,
}
