// The console's product settings and invest products in the one store: the lists as resources, every change an
// action (in-flight guard, busy flag) that refreshes its list after a success.
import type { OperatorInvestProducts } from '@contract/invest'
import type { EarnProductRequest, MinerProductRequest } from '@contract/schemas/invest'
import type { Setter } from 'jotai'
import { resourceAtom } from '@/shared/lib/resource'
import { ofOperator } from './atoms'
import { consoleActionAtom } from './console-action'
import {
  createEarnProduct,
  createMinerProduct,
  fetchInvestProducts,
  fetchProducts,
  removeTimedDuration,
  saveContractTerms,
  saveSpotFee,
  saveTimedSetting,
  saveWalletLimits,
  setInvestStatus,
} from './products-api'
import type { InvestAction, InvestKind } from './types'

export const productsAtom = resourceAtom({
  key: 'console.products',
  ...ofOperator,
  fetch: (_param, signal) => fetchProducts(signal),
})

export const investProductsAtom = resourceAtom<OperatorInvestProducts>({
  key: 'console.invest',
  ...ofOperator,
  fetch: (_param, signal) => fetchInvestProducts(signal),
})

const refreshProducts = (set: Setter) => set(productsAtom, 'refresh')
const refreshInvest = (set: Setter) => set(investProductsAtom, 'refresh')

/** A duration's payout rate and minimum, or a new duration; new orders only. */
export const saveTimedSettingAtom = consoleActionAtom(saveTimedSetting, refreshProducts)

/** Stops offering a duration to new orders. */
export const removeTimedDurationAtom = consoleActionAtom(removeTimedDuration, refreshProducts)

export const saveSpotFeeAtom = consoleActionAtom(saveSpotFee, refreshProducts)

export const saveWalletLimitsAtom = consoleActionAtom(saveWalletLimits, refreshProducts)

export const saveContractTermsAtom = consoleActionAtom(
  ({ pid, terms }: { pid: number; terms: Parameters<typeof saveContractTerms>[1] }) => saveContractTerms(pid, terms),
  refreshProducts,
)

/** A new staking product; amounts are USDT decimal strings (whole USDT). */
export const createMinerProductAtom = consoleActionAtom(
  (request: MinerProductRequest) => createMinerProduct(request),
  refreshInvest,
)

/** A new earn project; its minimum is a USDT decimal string. */
export const createEarnProductAtom = consoleActionAtom(
  (request: EarnProductRequest) => createEarnProduct(request),
  refreshInvest,
)

/** Pauses, resumes or ends a staking or earn product. */
export const setInvestStatusAtom = consoleActionAtom(
  ({ kind, id, action }: { kind: InvestKind; id: number; action: InvestAction }) => setInvestStatus(kind, id, action),
  refreshInvest,
)
