import type { CoinOrderStatus } from '@contract/trading'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PriceType, Side } from './model'

export const sideLabels: Record<Side, MessageDescriptor> = {
  0: msg({ message: 'Buy', context: 'spot order side' }),
  1: msg({ message: 'Sell', context: 'spot order side' }),
}

export const priceTypeLabels: Record<PriceType, MessageDescriptor> = {
  0: msg({ message: 'Market', context: 'spot order type: fill at once at the best price' }),
  1: msg({ message: 'Limit', context: 'spot order type: fill at the given price or better' }),
}

export const coinStatusLabels: Record<CoinOrderStatus, MessageDescriptor> = {
  0: msg({ message: 'Waiting', context: 'spot order status' }),
  1: msg({ message: 'Done', context: 'spot order status' }),
  2: msg({ message: 'Cancelled', context: 'spot order status' }),
}
