// What holds a user's frozen funds, per asset, from the records that froze them (the ledger's frozen bucket is
// their sum; the asset API test checks the parts add up to it to the minor unit). Contract figures come from the
// caller (the asset answer has already read the open and pending orders).

import { sql } from 'kysely'
import type { Asset } from '../../../contract/api'
import type { FrozenFunds } from '../../../contract/wallet'
import type { Db } from '../../db/db'
import { toMinor } from '../../db/minor'
import { preparedQuery } from '../../db/statement-cache'
import { formatAmount } from '../../ledger/money'
import type { ContractHeld } from '../contract'

type Parts = Record<keyof FrozenFunds, bigint>

const noParts = (): Parts => ({
  contract_margin: 0n,
  open_orders: 0n,
  timed_orders: 0n,
  staking: 0n,
  earn: 0n,
  withdrawals: 0n,
})

type Sum = { total: number | bigint | string | null }

/** One row of what holds a user's funds: a part, and for spot orders and withdrawals the side or asset. */
interface HeldRow {
  part: 'spot' | 'micro' | 'miner' | 'earn' | 'withdrawal'
  /** Spot: 0 buy (holds USDT), 1 sell (holds its coin). */
  side: number | null
  /** Spot: the coin; a withdrawal: its asset. */
  asset: Asset | null
  /** Spot: the USDT held; every other part: its total. */
  total: Sum['total']
  /** Spot: the coin held. */
  amount: Sum['total']
}

// What the asset poll (every 2 s on /asset) reads of the records that hold funds, in one statement compiled once:
// one round trip on PostgreSQL, one statement on SQLite. An aggregate without GROUP BY answers one row (a null sum)
// when nothing is held; the grouped parts answer none.
const heldRows = preparedQuery((db, slot) => {
  const user = () => sql.val(slot<number>(0))
  const statement = sql<HeldRow>`select 'spot' as part, side, coin as asset, sum(usdt) as total, sum(amount) as amount
      from coin_orders where user_id = ${user()} and status = 0 group by side, coin
    union all select 'micro', null, null, sum(stake), null from micro_orders where user_id = ${user()} and status = 0
    union all select 'miner', null, null, sum(amount), null from miner_orders where user_id = ${user()} and status = 0
    union all select 'earn', null, null, sum(amount), null from earn_orders where user_id = ${user()} and status = 0
    union all select 'withdrawal', null, asset, sum(amount + fee), null from withdrawals
      where user_id = ${user()} and status = 0 group by asset`
  return { compile: () => statement.compile(db) }
})

/** The frozen parts of every asset, as decimal strings of that asset. */
export async function frozenFunds(db: Db, userId: number, contract: ContractHeld): Promise<Record<Asset, FrozenFunds>> {
  const parts = { USDT: noParts(), BTC: noParts(), ETH: noParts() }
  parts.USDT.contract_margin = contract.positions
  parts.USDT.open_orders = contract.pending
  const { rows } = await heldRows(db, userId)
  for (const row of rows) {
    const total = toMinor(row.total)
    if (row.part === 'micro') parts.USDT.timed_orders += total
    else if (row.part === 'miner') parts.USDT.staking += total
    else if (row.part === 'earn') parts.USDT.earn += total
    else if (row.part === 'withdrawal' && row.asset) parts[row.asset].withdrawals += total
    // A waiting buy holds its USDT, a waiting sell its coin (features/spot/ledger.ts held).
    else if (row.part === 'spot' && row.asset) {
      if (Number(row.side) === 0) parts.USDT.open_orders += total
      else parts[row.asset].open_orders += toMinor(row.amount)
    }
  }
  const view = (asset: Asset): FrozenFunds => {
    const p = parts[asset]
    const text = (v: bigint) => (asset === 'USDT' ? formatAmount(v, asset) : formatAmount(v, asset, 0))
    return {
      contract_margin: text(p.contract_margin),
      open_orders: text(p.open_orders),
      timed_orders: text(p.timed_orders),
      staking: text(p.staking),
      earn: text(p.earn),
      withdrawals: text(p.withdrawals),
    }
  }
  return { USDT: view('USDT'), BTC: view('BTC'), ETH: view('ETH') }
}
