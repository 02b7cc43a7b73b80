import type { CloseReason, ContractStatus } from '@contract/contract-trading'
import type { ContractSide } from '@contract/rules/contract'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ContractFormError, HistoryFilter, PriceType } from './model'

export const sideLabels: Record<ContractSide, MessageDescriptor> = {
  0: msg({ message: 'Long', context: 'contract direction: gains when the price rises' }),
  1: msg({ message: 'Short', context: 'contract direction: gains when the price falls' }),
}

export const openSideLabels: Record<ContractSide, MessageDescriptor> = {
  0: msg({ message: 'Open long', context: 'contract order button' }),
  1: msg({ message: 'Open short', context: 'contract order button' }),
}

export const priceTypeLabels: Record<PriceType, MessageDescriptor> = {
  0: msg({ message: 'Market', context: 'contract order type: open at once at the mark price' }),
  1: msg({ message: 'Limit', context: 'contract order type: open when the mark reaches the price' }),
}

export const statusLabels: Record<ContractStatus, MessageDescriptor> = {
  0: msg({ message: 'Pending', context: 'contract order status: limit order waiting' }),
  1: msg({ message: 'Open', context: 'contract order status: open position' }),
  2: msg({ message: 'Closed', context: 'contract order status' }),
  3: msg({ message: 'Cancelled', context: 'contract order status' }),
}

export const closeReasonLabels: Record<CloseReason, MessageDescriptor> = {
  user: msg({ message: 'Closed by you', context: 'contract close reason' }),
  take_profit: msg({ message: 'Take-profit', context: 'contract close reason' }),
  stop_loss: msg({ message: 'Stop-loss', context: 'contract close reason' }),
  liquidation: msg({ message: 'Liquidation', context: 'contract close reason: forced close' }),
}

export const historyFilterLabels: Record<HistoryFilter, MessageDescriptor> = {
  all: msg({ message: 'All', context: 'contract history filter' }),
  hold: msg({ message: 'Holding', context: 'contract history filter: open positions' }),
  wait: msg({ message: 'Pending', context: 'contract history filter: limit orders waiting' }),
}

export const formErrorLabels: Record<ContractFormError, MessageDescriptor> = {
  quantity: msg`Please enter quantity`,
  price: msg`Please enter price`,
  leverage: msg`This leverage is not offered for this product`,
  stop_win_invalid: msg`Take-profit is on the wrong side of the price: above it for a long, below it for a short`,
  stop_loss_invalid: msg`Stop-loss is on the wrong side of the price: below it for a long, above it for a short`,
  stop_loss_beyond_liquidation: msg`Stop-loss must trigger before the liquidation price`,
}
