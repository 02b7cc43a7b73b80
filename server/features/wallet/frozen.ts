// What holds a user's frozen funds, per asset, from the records that froze them (the ledger's frozen bucket is
// their sum; the asset API test checks the parts add up to it to the minor unit). Contract figures come from the
// caller (the asset answer has already read the open and pending orders).
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

// What the asset poll (every 2 s on /asset) reads of the records that hold funds: each compiled once.
const heldSpot = preparedQuery((db, slot) =>
  db
    .selectFrom('coin_orders')
    .select((eb) => [
      'side',
      'coin',
      eb.fn.sum<Sum['total']>('usdt').as('usdt'),
      eb.fn.sum<Sum['total']>('amount').as('amount'),
    ])
    .where('user_id', '=', slot<number>(0))
    .where('status', '=', 0)
    .groupBy(['side', 'coin']),
)
const heldMicro = preparedQuery((db, slot) =>
  db
    .selectFrom('micro_orders')
    .select((eb) => eb.fn.sum<Sum['total']>('stake').as('total'))
    .where('user_id', '=', slot<number>(0))
    .where('status', '=', 0),
)
const heldMiner = preparedQuery((db, slot) =>
  db
    .selectFrom('miner_orders')
    .select((eb) => eb.fn.sum<Sum['total']>('amount').as('total'))
    .where('user_id', '=', slot<number>(0))
    .where('status', '=', 0),
)
const heldEarn = preparedQuery((db, slot) =>
  db
    .selectFrom('earn_orders')
    .select((eb) => eb.fn.sum<Sum['total']>('amount').as('total'))
    .where('user_id', '=', slot<number>(0))
    .where('status', '=', 0),
)
const heldWithdrawals = preparedQuery((db, slot) =>
  db
    .selectFrom('withdrawals')
    .select(['asset', (eb) => eb.fn.sum<Sum['total']>(eb('amount', '+', eb.ref('fee'))).as('total')])
    .where('user_id', '=', slot<number>(0))
    .where('status', '=', 0)
    .groupBy('asset'),
)

async function heldBy(db: Db, userId: number) {
  const sum = <T extends Sum>(row: T | undefined) => toMinor(row?.total)
  const [spot, micro, miner, earn, withdrawals] = await Promise.all([
    heldSpot(db, userId),
    heldMicro(db, userId),
    heldMiner(db, userId),
    heldEarn(db, userId),
    heldWithdrawals(db, userId),
  ])
  return {
    spot: spot.rows,
    micro: sum(micro.rows[0]),
    miner: sum(miner.rows[0]),
    earn: sum(earn.rows[0]),
    withdrawals: withdrawals.rows,
  }
}

/** The frozen parts of every asset, as decimal strings of that asset. */
export async function frozenFunds(db: Db, userId: number, contract: ContractHeld): Promise<Record<Asset, FrozenFunds>> {
  const parts = { USDT: noParts(), BTC: noParts(), ETH: noParts() }
  const held = await heldBy(db, userId)
  parts.USDT.contract_margin = contract.positions
  parts.USDT.open_orders = contract.pending
  parts.USDT.timed_orders = held.micro
  parts.USDT.staking = held.miner
  parts.USDT.earn = held.earn
  // A waiting buy holds its USDT, a waiting sell its coin (features/spot/ledger.ts held).
  for (const row of held.spot) {
    if (row.side === 0) parts.USDT.open_orders += toMinor(row.usdt)
    else parts[row.coin].open_orders += toMinor(row.amount)
  }
  for (const row of held.withdrawals) parts[row.asset].withdrawals += toMinor(row.total)
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
