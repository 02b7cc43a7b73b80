// Staking ("miner"): the product list with the caller's totals, subscription (the amount moves from available
// to frozen in one posting), the caller's orders and early cancel. Daily credits and the return of the principal
// are the engine job's (accrual.ts).
import type { Kysely } from 'kysely'
import type { LanguageCode } from '../../../contract/api'
import type {
  MinerCancelAnswer,
  MinerInfoAnswer,
  MinerListAnswer,
  MinerOrder,
  MinerOrdersAnswer,
} from '../../../contract/invest'
import { dayOf, dayText, minerCancelQuote, minerDaily, minerTerm } from '../../../contract/rules/invest'
import type { Database, MinerProductRow } from '../../db/schema'
import type { Deps } from '../../deps'
import { AppError, invalid } from '../../errors'
import { house, reasons, refs } from '../../ledger/accounts'
import { balanceOf, type Entry, post } from '../../ledger/ledger'
import { parseAmount, toDbInteger } from '../../ledger/money'
import { accrueMiner } from './accrual'
import { orderNotFound, orderNotOpen, productClosed, productNotFound } from './errors'
import {
  findMinerOrder,
  findMinerProduct,
  listMinerOrders,
  listMinerProducts,
  minerHoldings,
  minerOrderOf,
  minerTotals,
} from './repo'
import { minerOrder, minerProduct, titleOf, usdt, whole } from './view'

const LIST_LIMIT = 200
const UNIT = 1_000_000n

export async function minerList(deps: Deps, userId: number, lang: LanguageCode): Promise<MinerListAnswer> {
  const { db, clock } = deps
  const [products, holdings, totals, money] = await Promise.all([
    listMinerProducts(db),
    minerHoldings(db, userId),
    minerTotals(db, userId, dayText(dayOf(clock().getTime()) - 1)),
    balanceOf(db, userId, 'USDT'),
  ])
  return {
    list: products.map((p) => minerProduct(p, lang, holdings.get(p.id))),
    total: usdt(totals.total),
    total_profit: usdt(totals.profit),
    yestoday_profit: usdt(totals.day),
    user_money: usdt(money),
  }
}

export async function minerInfo(deps: Deps, userId: number, lang: LanguageCode, id: number): Promise<MinerInfoAnswer> {
  const product = await findMinerProduct(deps.db, id)
  if (!product) throw productNotFound()
  const [holdings, money] = await Promise.all([minerHoldings(deps.db, userId), balanceOf(deps.db, userId, 'USDT')])
  return { ...minerProduct(product, lang, holdings.get(id)), user_money: usdt(money) }
}

/** Whole USDT within [min, max] ('exceeds single limit' otherwise). */
function amountOf(text: string, product: MinerProductRow): bigint {
  if (text === '') throw invalid('amount_required')
  const amount = parseAmount(text, 'USDT')
  if (amount === null || amount === 0n) throw invalid('amount_invalid')
  if (amount % UNIT !== 0n) throw invalid('miner_whole')
  const range = { min: whole(product.min), max: whole(product.max) }
  if (amount < product.min) throw new AppError('below_minimum', 'miner_range', range)
  if (amount > product.max) throw new AppError('above_maximum', 'miner_range', range)
  return amount
}

export async function minerBuy(
  deps: Deps,
  trx: Kysely<Database>,
  userId: number,
  lang: LanguageCode,
  input: { id: number; amount: string },
): Promise<MinerOrder> {
  const product = await findMinerProduct(trx, input.id)
  if (!product) throw productNotFound()
  if (product.status !== 0) throw productClosed()
  const amount = amountOf(input.amount, product)
  const mine = (await minerHoldings(trx, userId)).get(product.id) ?? { count: 0, held: 0n }
  if (product.times > 0 && mine.count >= product.times) {
    throw new AppError('above_maximum', 'miner_times', { times: String(product.times) })
  }
  if (product.limit_amount > 0n && mine.held + amount > product.limit_amount) {
    throw new AppError('above_maximum', 'miner_limit', { limit: whole(product.limit_amount) })
  }
  const now = deps.clock()
  const { startDay, endDay } = minerTerm(dayOf(now.getTime()), product.days)
  const row = await trx
    .insertInto('miner_orders')
    .values({
      user_id: userId,
      product_id: product.id,
      amount: toDbInteger(amount),
      profit: product.profit,
      daily: toDbInteger(minerDaily(amount, product.profit)),
      days: product.days,
      cancel_cost: product.cancel_cost,
      start_day: startDay,
      end_day: endDay,
      next_day: startDay,
      penalty: null,
      refund: null,
      created_at: now.toISOString(),
      ended_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  await post(trx, {
    reason: reasons.minerSubscribe,
    ref: refs.miner(row.id),
    at: now,
    entries: [
      { kind: 'user', account: userId, asset: 'USDT', amount: -amount },
      { kind: 'user', account: userId, asset: 'USDT', amount, bucket: 'frozen' },
    ],
  })
  return minerOrder(minerOrderOf(row), titleOf(product, lang), now.getTime())
}

export async function minerOrders(
  deps: Deps,
  userId: number,
  lang: LanguageCode,
  before?: number,
): Promise<MinerOrdersAnswer> {
  const rows = await listMinerOrders(deps.db, userId, LIST_LIMIT, before)
  const products = await deps.db.selectFrom('miner_products').select(['id', 'key', 'titles']).execute()
  const titles = new Map(products.map((p) => [p.id, titleOf(p, lang)]))
  const now = deps.clock().getTime()
  return { orders: rows.map((r) => minerOrder(r, titles.get(r.product_id) ?? '', now)) }
}

/**
 * Early cancel of an active order before its end: days already over are credited first (as the job would),
 * then the principal leaves frozen, the refund goes to available and the penalty to the house, all in the
 * caller's transaction. The penalty is minerCancelQuote's at this moment: what the orders list showed today.
 */
export async function minerCancel(
  deps: Deps,
  trx: Kysely<Database>,
  userId: number,
  id: number,
): Promise<MinerCancelAnswer> {
  const found = await findMinerOrder(trx, userId, id)
  if (!found) throw orderNotFound()
  const now = deps.clock()
  const today = dayOf(now.getTime())
  if (found.status !== 0 || today >= found.end_day) throw orderNotOpen()
  await accrueMiner(trx, { today, at: now, limit: 1, orderId: id })
  const amount = found.amount
  const quote = minerCancelQuote(amount, found.cancel_cost, found.end_day, now.getTime())
  const updated = await trx
    .updateTable('miner_orders')
    .set({
      status: 2,
      penalty: toDbInteger(quote.penalty),
      refund: toDbInteger(quote.refund),
      ended_at: now.toISOString(),
    })
    .where('id', '=', id)
    .where('status', '=', 0)
    .executeTakeFirst()
  if (updated.numUpdatedRows !== 1n) throw orderNotOpen()
  const entries: Entry[] = [{ kind: 'user', account: userId, asset: 'USDT', amount: -amount, bucket: 'frozen' }]
  if (quote.refund > 0n) entries.push({ kind: 'user', account: userId, asset: 'USDT', amount: quote.refund })
  if (quote.penalty > 0n) {
    entries.push({ kind: 'house', account: house.investYield, asset: 'USDT', amount: quote.penalty })
  }
  await post(trx, { reason: reasons.minerCancel, ref: refs.miner(id), at: now, entries })
  return { id, days_left: quote.daysLeft, penalty: usdt(quote.penalty), refund: usdt(quote.refund) }
}
