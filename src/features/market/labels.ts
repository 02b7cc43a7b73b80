import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MarketTab } from './model'

export const marketTabLabels: Record<MarketTab, MessageDescriptor> = {
  4: msg({ message: 'Watchlist', context: 'market tab: the user favourite products' }),
  0: msg({ message: 'Futures', context: 'market tab: international futures (index, oil, gas)' }),
  1: msg({ message: 'Crypto', context: 'market tab' }),
  2: msg({ message: 'Forex', context: 'market tab' }),
  3: msg({ message: 'Metals', context: 'market tab: precious metals' }),
}
