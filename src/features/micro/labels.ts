import type { MicroDirection, MicroOutcome } from '@contract/trading'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The order buttons and dialog titles: 0 up, 1 down. */
export const buyDirectionLabels: Record<MicroDirection, MessageDescriptor> = {
  0: msg({ message: 'Buy up', context: 'timed order: bet that the price rises' }),
  1: msg({ message: 'Buy down', context: 'timed order: bet that the price falls' }),
}

/** A placed order's direction in lists and dialogs (spec: 0 long, 1 short). */
export const directionLabels: Record<MicroDirection, MessageDescriptor> = {
  0: msg({ message: 'Up', context: 'timed order direction (long)' }),
  1: msg({ message: 'Down', context: 'timed order direction (short)' }),
}

export const outcomeLabels: Record<MicroOutcome, MessageDescriptor> = {
  0: msg({ message: 'Tie: stake refunded', context: 'timed order outcome' }),
  1: msg({ message: 'Won', context: 'timed order outcome' }),
  2: msg({ message: 'Lost', context: 'timed order outcome' }),
}
