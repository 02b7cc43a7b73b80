// Orders: timed (micro), spot (coin) and contract.
import type { Generated, Selectable } from 'kysely'
import type { Asset } from '../../../contract/api'
import type { CloseReason, ContractStatus } from '../../../contract/contract-trading'
import type { ContractSide } from '../../../contract/rules/contract'
import type { Side } from '../../../contract/rules/spot'
import type { CoinOrderStatus, MicroDirection, MicroOutcome, MicroStatus, PriceType } from '../../../contract/trading'
import type { WithMinor } from '../minor'

/** A timed order. status 0 running, 1 settled; result 0 tie (refund), 1 win, 2 loss. */
export interface MicroOrdersTable {
  id: Generated<number>
  user_id: number
  product_id: number
  seconds: number
  type: MicroDirection
  stake: number
  fee: number
  /** Percent (decimal strings) in force at placement. */
  rate: string
  fee_rate: string
  /** USDT minor units a win pays on top of the stake. */
  win_payout: number
  entry_t: number
  entry_price: number
  created_at: string
  /** Epoch ms. */
  expires_at: number
  status: Generated<MicroStatus>
  result: MicroOutcome | null
  /** Signed USDT minor units: win_payout, 0 or -stake. */
  ploss: number | null
  settle_t: number | null
  settle_price: number | null
  settled_at: string | null
}

/** A spot order. side 0 buy / 1 sell; price_type 0 market / 1 limit; status 0 waiting, 1 done, 2 cancelled. */
export interface CoinOrdersTable {
  id: Generated<number>
  user_id: number
  product_id: number
  coin: Asset
  side: Side
  price_type: PriceType
  /** Coin minor units (1e-8). */
  amount: number
  /** Price units: the limit price, or the fill price of a market order. */
  price: number
  /** Coin minor units. */
  fee: number
  fee_rate: string
  /** USDT minor units paid (buy) or received (sell) on the fill. */
  usdt: number
  placed_t: number
  created_at: string
  status: CoinOrderStatus
  fill_t: number | null
  fill_tick_price: number | null
  decided_at: string | null
}

/**
 * A leveraged contract order (migration 013 documents the columns). side 0 long / 1 short; price_type 0 market /
 * 1 limit; status 0 pending, 1 open, 2 closed, 3 cancelled. Money in USDT minor units, prices in units.
 */
export interface ContractOrdersTable {
  id: Generated<number>
  user_id: number
  product_id: number
  side: ContractSide
  price_type: PriceType
  status: ContractStatus
  hand_price: number
  fee_rate: string
  leverage: number
  maintenance: string
  margin: number
  notional: number
  fee: number
  price: number
  liq_price: number
  stop_win: number | null
  stop_loss: number | null
  low_trigger: number | null
  high_trigger: number | null
  watch_t: number
  version: Generated<number>
  placed_t: number
  open_t: number | null
  open_tick_price: number | null
  close_t: number | null
  close_price: number | null
  close_reason: CloseReason | null
  payout: number | null
  gap: number | null
  created_at: string
  opened_at: string | null
  closed_at: string | null
  parent_id: number | null
  notice_seen: Generated<number>
}

/** An edit of a contract order's stops (migration 038): the stops it replaced, and the tick time after which the new ones apply. */
export interface ContractStopsTable {
  id: Generated<number>
  order_id: number
  t: number
  prev_stop_win: number | null
  prev_stop_loss: number | null
}

export interface TradingTables {
  micro_orders: MicroOrdersTable
  coin_orders: CoinOrdersTable
  contract_orders: ContractOrdersTable
  contract_stops: ContractStopsTable
}

/** Money columns in minor units: bigint in the row types, converted by the repos (db/minor.ts withMinor). */
export const microOrderMoney = ['stake', 'fee', 'win_payout', 'ploss'] as const
export const coinOrderMoney = ['amount', 'fee', 'usdt'] as const
export const contractOrderMoney = ['hand_price', 'margin', 'notional', 'fee', 'payout', 'gap'] as const

export type MicroOrderRow = WithMinor<Selectable<MicroOrdersTable>, (typeof microOrderMoney)[number]>
export type CoinOrderRow = WithMinor<Selectable<CoinOrdersTable>, (typeof coinOrderMoney)[number]>
export type ContractOrderRow = WithMinor<Selectable<ContractOrdersTable>, (typeof contractOrderMoney)[number]>
