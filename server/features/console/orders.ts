// A user's orders of each kind in the console's common shape (contract/console-data.ts UserOrder), newest first,
// with the terms each order recorded at its placement.
import type { OrderKind, Page, UserOrder } from '../../../contract/console-data'
import type { OperatorContext } from '../../audit/context'
import { auditView } from '../../audit/log'
import type { Db } from '../../db/db'
import { formatAmount } from '../../ledger/money'
import { formatUnits } from '../../market/price'
import { contractPage, countOrders, earnPage, minerPage, type Query, spotPage, timedPage } from './orders-repo'
import { userNotFound } from './users'
import { findUser } from './users-repo'

type Rows = Promise<{ items: UserOrder[]; total: number }>

const usdt = (minor: bigint) => formatAmount(minor, 'USDT')
const usdtOrNull = (minor: bigint | null) => (minor === null ? null : usdt(minor))

async function timed(db: Db, userId: number, query: Query): Rows {
  const items = (await timedPage(db, userId, query)).map((o): UserOrder => {
    const status = o.status === 0 ? 'running' : (['tie', 'win', 'loss'][o.result ?? 0] ?? 'settled')
    const terms = { seconds: String(o.seconds), rate: o.rate, fee_rate: o.fee_rate, fee: usdt(o.fee) }
    const common = { kind: 'timed' as const, id: o.id, product: o.code, created_at: o.created_at }
    const side = o.type === 0 ? 'up' : 'down'
    return {
      ...common,
      side,
      asset: 'USDT',
      amount: usdt(o.stake),
      result: usdtOrNull(o.ploss),
      status,
      terms,
      ended_at: o.settled_at,
    }
  })
  return { items, total: await countOrders(db, 'micro_orders', userId) }
}

async function spot(db: Db, userId: number, query: Query): Rows {
  const items = (await spotPage(db, userId, query)).map((o): UserOrder => {
    const terms = {
      type: o.price_type === 0 ? 'market' : 'limit',
      price: formatUnits(o.price, o.precision),
      fee_rate: o.fee_rate,
      fee: formatAmount(o.fee, o.coin),
      usdt: usdt(o.usdt),
    }
    const status = ['waiting', 'done', 'cancelled'][o.status] ?? String(o.status)
    const common = {
      kind: 'spot' as const,
      id: o.id,
      product: o.code,
      created_at: o.created_at,
      ended_at: o.decided_at,
    }
    const amount = formatAmount(o.amount, o.coin)
    return { ...common, side: o.side === 0 ? 'buy' : 'sell', asset: o.coin, amount, result: null, status, terms }
  })
  return { items, total: await countOrders(db, 'coin_orders', userId) }
}

async function contract(db: Db, userId: number, query: Query): Rows {
  const items = (await contractPage(db, userId, query)).map((o): UserOrder => {
    const price = (units: number | null) => (units === null ? '' : formatUnits(units, o.precision))
    const terms = {
      leverage: String(o.leverage),
      fee_rate: o.fee_rate,
      maintenance: o.maintenance,
      fee: usdt(o.fee),
      price: price(o.price),
      liq_price: price(o.liq_price),
      close_price: price(o.close_price),
      close_reason: o.close_reason ?? '',
    }
    const status = ['pending', 'open', 'closed', 'cancelled'][o.status] ?? String(o.status)
    const result = o.payout === null ? null : usdt(o.payout - o.margin)
    const common = { kind: 'contract' as const, id: o.id, product: o.code, created_at: o.created_at }
    const side = o.side === 0 ? 'long' : 'short'
    return {
      ...common,
      side,
      asset: 'USDT',
      amount: usdt(o.margin),
      result,
      status,
      terms,
      ended_at: o.closed_at,
    }
  })
  return { items, total: await countOrders(db, 'contract_orders', userId) }
}

async function miner(db: Db, userId: number, query: Query): Rows {
  const items = (await minerPage(db, userId, query)).map((o): UserOrder => {
    const terms = { profit: o.profit, days: String(o.days), daily: usdt(o.daily), cancel_cost: o.cancel_cost }
    const status = ['active', 'completed', 'cancelled'][o.status] ?? String(o.status)
    const result = usdt(o.profit_get - (o.penalty ?? 0n))
    const common = { kind: 'miner' as const, id: o.id, product: o.key, created_at: o.created_at, ended_at: o.ended_at }
    return { ...common, side: '', asset: 'USDT', amount: usdt(o.amount), result, status, terms }
  })
  return { items, total: await countOrders(db, 'miner_orders', userId) }
}

async function earn(db: Db, userId: number, query: Query): Rows {
  const items = (await earnPage(db, userId, query)).map((o): UserOrder => {
    const terms = { ror: o.ror, cycle: String(o.cycle) }
    const result = o.status === 1 ? usdt(o.reward) : null
    const common = { kind: 'earn' as const, id: o.id, product: o.key, created_at: o.created_at, ended_at: o.ended_at }
    const status = o.status === 1 ? 'finished' : 'active'
    return { ...common, side: '', asset: 'USDT', amount: usdt(o.amount), result, status, terms }
  })
  return { items, total: await countOrders(db, 'earn_orders', userId) }
}

const byKind: Record<OrderKind, (db: Db, userId: number, query: Query) => Rows> = { timed, spot, contract, miner, earn }

export async function userOrders(
  ctx: OperatorContext,
  userId: number,
  query: Query & { kind: OrderKind },
): Promise<Page<UserOrder>> {
  if (!(await findUser(ctx.db, userId))) throw userNotFound()
  const { items, total } = await byKind[query.kind](ctx.db, userId, query)
  await auditView(ctx, `user:${userId}`, `user.view.orders.${query.kind}`)
  return { items, page: query.page, size: query.size, total }
}
