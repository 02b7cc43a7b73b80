// A user's orders of each kind in the console's common shape (contract/console-data.ts UserOrder), newest first,
// with the terms each order recorded at its placement.
import type { OrderKind, Page, UserOrder } from '../../../contract/console-data'
import type { OperatorContext } from '../../audit/context'
import { auditView } from '../../audit/log'
import type { Db } from '../../db/db'
import { toMinor } from '../../db/minor'
import { formatAmount } from '../../ledger/money'
import { formatUnits } from '../../market/price'
import { userNotFound } from './users'
import { findUser } from './users-repo'

type Query = { page: number; size: number }
type Rows = Promise<{ items: UserOrder[]; total: number }>

const usdt = (minor: number | bigint | null) => (minor === null ? null : formatAmount(toMinor(minor), 'USDT'))
const count = (n: { n: number | string } | undefined) => Number(n?.n ?? 0)

async function timed(db: Db, userId: number, { page, size }: Query): Rows {
  const base = db.selectFrom('micro_orders').where('micro_orders.user_id', '=', userId)
  const rows = await base
    .innerJoin('products', 'products.id', 'micro_orders.product_id')
    .selectAll('micro_orders')
    .select('products.code')
    .orderBy('micro_orders.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute()
  const items = rows.map((o): UserOrder => {
    const status = o.status === 0 ? 'running' : (['tie', 'win', 'loss'][o.result ?? 0] ?? 'settled')
    const terms = { seconds: String(o.seconds), rate: o.rate, fee_rate: o.fee_rate, fee: usdt(o.fee) ?? '' }
    const common = { kind: 'timed' as const, id: o.id, product: o.code, created_at: o.created_at }
    const side = o.type === 0 ? 'up' : 'down'
    return {
      ...common,
      side,
      asset: 'USDT',
      amount: usdt(o.stake) ?? '',
      result: usdt(o.ploss),
      status,
      terms,
      ended_at: o.settled_at,
    }
  })
  return {
    items,
    total: count(await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst()),
  }
}

async function spot(db: Db, userId: number, { page, size }: Query): Rows {
  const base = db.selectFrom('coin_orders').where('coin_orders.user_id', '=', userId)
  const rows = await base
    .innerJoin('products', 'products.id', 'coin_orders.product_id')
    .selectAll('coin_orders')
    .select(['products.code', 'products.precision'])
    .orderBy('coin_orders.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute()
  const items = rows.map((o): UserOrder => {
    const terms = {
      type: o.price_type === 0 ? 'market' : 'limit',
      price: formatUnits(o.price, o.precision),
      fee_rate: o.fee_rate,
      fee: formatAmount(toMinor(o.fee), o.coin),
      usdt: usdt(o.usdt) ?? '',
    }
    const status = ['waiting', 'done', 'cancelled'][o.status] ?? String(o.status)
    const common = {
      kind: 'spot' as const,
      id: o.id,
      product: o.code,
      created_at: o.created_at,
      ended_at: o.decided_at,
    }
    const amount = formatAmount(toMinor(o.amount), o.coin)
    return { ...common, side: o.side === 0 ? 'buy' : 'sell', asset: o.coin, amount, result: null, status, terms }
  })
  return {
    items,
    total: count(await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst()),
  }
}

async function contract(db: Db, userId: number, { page, size }: Query): Rows {
  const base = db.selectFrom('contract_orders').where('contract_orders.user_id', '=', userId)
  const rows = await base
    .innerJoin('products', 'products.id', 'contract_orders.product_id')
    .selectAll('contract_orders')
    .select(['products.code', 'products.precision'])
    .orderBy('contract_orders.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute()
  const items = rows.map((o): UserOrder => {
    const price = (units: number | null) => (units === null ? '' : formatUnits(units, o.precision))
    const terms = {
      leverage: String(o.leverage),
      fee_rate: o.fee_rate,
      maintenance: o.maintenance,
      fee: usdt(o.fee) ?? '',
      price: price(o.price),
      liq_price: price(o.liq_price),
      close_price: price(o.close_price),
      close_reason: o.close_reason ?? '',
    }
    const status = ['pending', 'open', 'closed', 'cancelled'][o.status] ?? String(o.status)
    const result = o.payout === null ? null : usdt(toMinor(o.payout) - toMinor(o.margin))
    const common = { kind: 'contract' as const, id: o.id, product: o.code, created_at: o.created_at }
    const side = o.side === 0 ? 'long' : 'short'
    return {
      ...common,
      side,
      asset: 'USDT',
      amount: usdt(o.margin) ?? '',
      result,
      status,
      terms,
      ended_at: o.closed_at,
    }
  })
  return {
    items,
    total: count(await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst()),
  }
}

async function miner(db: Db, userId: number, { page, size }: Query): Rows {
  const base = db.selectFrom('miner_orders').where('miner_orders.user_id', '=', userId)
  const rows = await base
    .innerJoin('miner_products', 'miner_products.id', 'miner_orders.product_id')
    .selectAll('miner_orders')
    .select('miner_products.key')
    .orderBy('miner_orders.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute()
  const items = rows.map((o): UserOrder => {
    const terms = { profit: o.profit, days: String(o.days), daily: usdt(o.daily) ?? '', cancel_cost: o.cancel_cost }
    const status = ['active', 'completed', 'cancelled'][o.status] ?? String(o.status)
    const result = usdt(toMinor(o.profit_get) - toMinor(o.penalty))
    const common = { kind: 'miner' as const, id: o.id, product: o.key, created_at: o.created_at, ended_at: o.ended_at }
    return { ...common, side: '', asset: 'USDT', amount: usdt(o.amount) ?? '', result, status, terms }
  })
  return {
    items,
    total: count(await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst()),
  }
}

async function earn(db: Db, userId: number, { page, size }: Query): Rows {
  const base = db.selectFrom('earn_orders').where('earn_orders.user_id', '=', userId)
  const rows = await base
    .innerJoin('earn_products', 'earn_products.id', 'earn_orders.product_id')
    .selectAll('earn_orders')
    .select('earn_products.key')
    .orderBy('earn_orders.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute()
  const items = rows.map((o): UserOrder => {
    const terms = { ror: o.ror, cycle: String(o.cycle) }
    const result = o.status === 1 ? usdt(o.reward) : null
    const common = { kind: 'earn' as const, id: o.id, product: o.key, created_at: o.created_at, ended_at: o.ended_at }
    const status = o.status === 1 ? 'finished' : 'active'
    return { ...common, side: '', asset: 'USDT', amount: usdt(o.amount) ?? '', result, status, terms }
  })
  return {
    items,
    total: count(await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst()),
  }
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
