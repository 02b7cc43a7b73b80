import type { ContractOrder } from '@contract/contract-trading'
import type { CloseShare } from '@contract/rules/contract'
import type { ContractOrderRequest, ContractStopsRequest } from '@contract/schemas/contract'
import { atom } from 'jotai'
import { pollIntervals } from '@/shared/lib/constants'
import { pageProduct } from '@/shared/lib/first-screen'
import { ApiError } from '@/shared/lib/http'
import { moneyActionAtom } from '@/shared/lib/money-action'
import { resourceAtom, resourceFamily } from '@/shared/lib/resource'
import {
  acceptContractRisk,
  cancelContractOrder,
  closeContractPosition,
  fetchContractHistory,
  fetchContractMarket,
  fetchContractNotices,
  markContractNoticesSeen,
  placeContractOrder,
  setContractStops,
} from './api'
import type { HistoryFilter } from './model'

/**
 * POST /main/product_lvs every 2 s while /contract/{pid} shows it. Visitors see the public market; a signed-in
 * user's answer carries that user's orders and balance, so it is kept per session.
 */
export const contractMarketFamily = resourceFamily({
  key: 'contract.market',
  scope: 'viewer',
  pollMs: pollIntervals.contract,
  fetch: (pid: number, signal) => fetchContractMarket(pid, signal),
  initial: (pid, get) => pageProduct(get, pid)?.contract ?? undefined,
})

export interface HistoryKey {
  page: number
  filter: HistoryFilter
}

/** One page of /contract_history, loaded once per visit. */
export const contractHistoryFamily = resourceFamily({
  key: 'contract.history',
  scope: 'session',
  fetch: ({ page, filter }: HistoryKey, signal) => fetchContractHistory(page, filter, signal),
  paramKey: ({ page, filter }) => `${filter}|${page}`,
})

/** Positions the engine closed (TP/SL, liquidation) that the user has not seen, asked once per app start. */
export const contractNoticesAtom = resourceAtom({
  key: 'contract.notices',
  scope: 'session',
  // A dialog of the whole shell, not a screen's data: old notices are not shown again offline.
  offline: 'own',
  fetch: (_param, signal) => fetchContractNotices(signal),
})

/** Marks the notices seen; they are then gone from the next answer. */
export const dismissContractNoticesAtom = atom(null, async (_get, set, ids: number[]) => {
  try {
    await markContractNoticesSeen(ids)
  } finally {
    set(contractNoticesAtom, 'refresh')
  }
})

export type PlacementResult = { kind: 'placed'; msg: string; order: ContractOrder } | { kind: 'risk' }

/**
 * Places a contract order. A server without the user's acceptance of the risk disclosure refuses with
 * `risk_not_accepted`: the form then shows the disclosure instead of a failure.
 */
export const placeContractOrderAtom = moneyActionAtom<ContractOrderRequest, PlacementResult>({
  run: async (request, key) => {
    try {
      const placed = await placeContractOrder(request, key)
      return { kind: 'placed', msg: placed.msg, order: placed.data }
    } catch (error) {
      if (error instanceof ApiError && error.code === 'risk_not_accepted') return { kind: 'risk' }
      throw error
    }
  },
  onSettled: (_get, set, request) => set(contractMarketFamily(Number(request.pid)), 'refresh'),
})

const riskBusyAtom = atom(false)

/** Records the acceptance of the contract risk disclosure; resolves true once the server has it. */
export const acceptContractRiskAtom = atom(
  (get) => get(riskBusyAtom),
  async (get, set): Promise<boolean> => {
    if (get(riskBusyAtom)) return false
    set(riskBusyAtom, true)
    try {
      await acceptContractRisk()
      return true
    } catch {
      return false
    } finally {
      set(riskBusyAtom, false)
    }
  },
)

export interface ClosePosition {
  order: ContractOrder
  share: CloseShare
}

/** Closes a share of a position at the current mark; one Idempotency-Key per confirmation. */
export const closeContractPositionAtom = moneyActionAtom({
  run: ({ order, share }: ClosePosition, key: string) => closeContractPosition({ oid: order.oid, share }, key),
  onSettled: (_get, set, { order }) => set(contractMarketFamily(order.pid), 'refresh'),
})

/** Cancels a pending limit order; rejects with the HTTP client's error (the shell has shown it). */
export const cancelContractOrderAtom = atom(null, async (_get, set, order: ContractOrder) => {
  try {
    return await cancelContractOrder(order.oid)
  } finally {
    set(contractMarketFamily(order.pid), 'refresh')
  }
})

/** Replaces the take-profit and stop-loss of a position. */
export const setContractStopsAtom = atom(null, async (_get, set, { order, request }: StopsEdit) => {
  try {
    return await setContractStops(request)
  } finally {
    set(contractMarketFamily(order.pid), 'refresh')
  }
})

export interface StopsEdit {
  order: ContractOrder
  request: ContractStopsRequest
}
