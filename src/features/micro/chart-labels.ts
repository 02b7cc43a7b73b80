import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ChartIndicator } from '@/shared/display/preferences'

/** The indicators' full names, for screen readers beside the abbreviations every trading app shows. */
export const indicatorLabels: Record<ChartIndicator, MessageDescriptor> = {
  MA: msg({ message: 'Moving average', context: 'chart indicator' }),
  EMA: msg({ message: 'Exponential moving average', context: 'chart indicator' }),
  BOLL: msg({ message: 'Bollinger bands', context: 'chart indicator' }),
  VOL: msg({ message: 'Volume', context: 'chart indicator' }),
  MACD: msg({ message: 'Moving average convergence divergence', context: 'chart indicator' }),
  RSI: msg({ message: 'Relative strength index', context: 'chart indicator' }),
}
