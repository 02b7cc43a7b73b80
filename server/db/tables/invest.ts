// Staking (miner) and earn products and orders.
import type { Generated, Selectable } from 'kysely'
import type { EarnOrderStatus, InvestProductState, MinerOrderStatus } from '../../../contract/invest'
import type { WithMinor } from '../minor'

/** Staking products; titles: JSON object of language code -> title. */
export interface MinerProductsTable {
  id: Generated<number>
  key: string
  titles: string
  /** USDT minor units. */
  min: number
  max: number
  /** Percent per UTC day (decimal string). */
  profit: string
  days: number
  /** The most one user may hold at once (minor units; 0: no limit). */
  limit_amount: number
  /** The most subscriptions per user (0: no limit). */
  times: number
  cancel_cost: string
  status: InvestProductState
  sort: number
  created_at: string
}

/** Staking orders: days are UTC day numbers; credited days are start_day .. end_day - 1. */
export interface MinerOrdersTable {
  id: Generated<number>
  user_id: number
  product_id: number
  amount: number
  profit: string
  daily: number
  days: number
  cancel_cost: string
  start_day: number
  end_day: number
  next_day: number
  profit_days: Generated<number>
  profit_get: Generated<number>
  status: Generated<MinerOrderStatus>
  penalty: number | null
  refund: number | null
  created_at: string
  ended_at: string | null
}

export interface EarnProductsTable {
  id: Generated<number>
  key: string
  /** JSON object: title by language code; '{}' until the seed or an operator gives titles. */
  titles: Generated<string>
  coin: 'USDT'
  /** Annual percent (decimal string). */
  ror: string
  min: number
  cycle: number
  status: InvestProductState
  sort: number
  created_at: string
}

export interface EarnOrdersTable {
  id: Generated<number>
  user_id: number
  product_id: number
  coin: 'USDT'
  amount: number
  ror: string
  cycle: number
  reward: number
  start_day: number
  end_day: number
  status: Generated<EarnOrderStatus>
  created_at: string
  ended_at: string | null
}

export interface InvestTables {
  miner_products: MinerProductsTable
  miner_orders: MinerOrdersTable
  earn_products: EarnProductsTable
  earn_orders: EarnOrdersTable
}

/** Money columns in USDT minor units: bigint in the row types, converted by the repo (db/minor.ts withMinor). */
export const minerProductMoney = ['min', 'max', 'limit_amount'] as const
export const minerOrderMoney = ['amount', 'daily', 'profit_get', 'penalty', 'refund'] as const
export const earnProductMoney = ['min'] as const
export const earnOrderMoney = ['amount', 'reward'] as const

export type MinerProductRow = WithMinor<Selectable<MinerProductsTable>, (typeof minerProductMoney)[number]>
export type MinerOrderRow = WithMinor<Selectable<MinerOrdersTable>, (typeof minerOrderMoney)[number]>
export type EarnProductRow = WithMinor<Selectable<EarnProductsTable>, (typeof earnProductMoney)[number]>
export type EarnOrderRow = WithMinor<Selectable<EarnOrdersTable>, (typeof earnOrderMoney)[number]>
