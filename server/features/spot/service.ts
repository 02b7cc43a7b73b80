// Spot orders on BTC/USDT and ETH/USDT: market orders fill at once at the best ask or bid of the synthesized
// book; limit orders freeze their funds and fill on the first tick that crosses their price, at that price
// (the engine, engine.ts); cancel returns the frozen funds. Rules: rules.ts; entries: ledger.ts.
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { LanguageCode } from '../../../contract/api'
import { assetDecimals } from '../../../contract/api'
import { type Side, spotFill, spotMinUsdt } from '../../../contract/rules/spot'
import type { coinOrderSchema } from '../../../contract/schemas/spot'
import type { CoinMarketInfo, CoinOrder, CoinOrdersAnswer } from '../../../contract/trading'
import type { CoinOrderRow, Database } from '../../db/schema'
import type { Deps } from '../../deps'
import { AppError, invalid } from '../../errors'
import { reasons, refs } from '../../ledger/accounts'
import { balancesOf, post } from '../../ledger/ledger'
import { formatAmount, parseAmount, toDbInteger } from '../../ledger/money'
import { bestPrice, bookView } from '../../market/book-view'
import { formatUnits, priceUnitsOf } from '../../market/price'
import type { ProductState } from '../../market/state'
import { productStatus, sourceOf } from '../../market/status'
import { productTextsIn, type TextOf } from '../../market/texts'
import { readSettings } from '../../settings'
import { currentTick, recordTick, requireFresh, requireLive } from '../../trading/ticks'
import { fillEntries, holdEntries } from './ledger'
import { decide, findOrder, insertOrder, listOrders } from './repo'
import { crosses, spotPairs } from './rules'

const LIST_LIMIT = 200

const orderNotFound = () => new AppError('not_found', 'order_not_found')

export function pairOf(deps: Deps, pid: number) {
  const coin = spotPairs.get(pid)
  const state = deps.market.get(pid)
  if (!coin || !state) throw new AppError('not_found', 'spot_product_invalid')
  return { coin, state }
}

function priceUnits(text: string, precision: number): number {
  if (text === '') throw invalid('price_required')
  const units = priceUnitsOf(text, precision, 12)
  if (units === null || units <= 0) throw invalid('price_invalid')
  return units
}

function quantity(text: string, coin: 'BTC' | 'ETH'): bigint {
  if (text === '') throw invalid('quantity_required')
  const amount = parseAmount(text, coin)
  if (amount === null) throw invalid('quantity_invalid')
  if (amount === 0n) throw invalid('quantity_required')
  return amount
}

export async function placeCoinOrder(
  deps: Deps,
  trx: Kysely<Database>,
  userId: number,
  side: Side,
  input: z.output<typeof coinOrderSchema>,
): Promise<CoinOrder> {
  const { coin, state } = pairOf(deps, input.pid)
  const precision = state.row.precision
  const amount = quantity(input.amount, coin)
  const limit = input.price_type === 1 ? priceUnits(input.price, precision) : 0
  requireLive(deps, input.pid)
  const tick = currentTick(deps.market, input.pid)
  const price = input.price_type === 0 ? bestPrice(state, tick.price, side) : limit
  const rate = (await readSettings(trx, deps.config)).spotFee
  const fill = spotFill({
    side,
    amount,
    coinDecimals: assetDecimals[coin],
    price: { units: BigInt(price), decimals: precision },
    ratePercent: rate,
  })
  if (fill.usdt < spotMinUsdt) throw new AppError('below_minimum', 'spot_min')
  const fillsNow = input.price_type === 0 || crosses(side, limit, tick.price)
  // A limit order that only rests is filled later by the engine on recorded ticks; one that fills now trades.
  if (fillsNow) requireFresh(deps, tick.t)
  const now = deps.clock()
  const at = now.toISOString()
  const order = await insertOrder(trx, {
    user_id: userId,
    product_id: input.pid,
    coin,
    side,
    price_type: input.price_type,
    amount: toDbInteger(amount),
    price,
    fee: toDbInteger(fill.fee),
    fee_rate: rate,
    usdt: toDbInteger(fill.usdt),
    placed_t: tick.t,
    created_at: at,
    status: fillsNow ? 1 : 0,
    fill_t: fillsNow ? tick.t : null,
    fill_tick_price: fillsNow ? tick.price : null,
    decided_at: fillsNow ? at : null,
  })
  await recordTick(trx, tick)
  const ref = refs.coin(order.id)
  if (fillsNow) {
    await post(trx, { reason: reasons.coinFill, ref, at: now, entries: fillEntries(order, false) })
  } else {
    await post(trx, { reason: reasons.coinFreeze, ref, at: now, entries: holdEntries(order, false) })
  }
  return coinOrderView(state, order)
}

export async function cancelCoinOrder(deps: Deps, trx: Kysely<Database>, userId: number, oid: number) {
  const existing = await findOrder(trx, userId, oid)
  if (!existing) throw orderNotFound()
  const now = deps.clock()
  const order = await decide(trx, oid, 2, now.toISOString())
  if (!order) throw new AppError('already_decided', 'order_not_open')
  await post(trx, {
    reason: reasons.coinUnfreeze,
    ref: refs.coin(oid),
    at: now,
    entries: holdEntries(order, true),
  })
  return coinOrderView(deps.market.get(order.product_id), order)
}

/** `textOf`: the products' texts in the reader's language (market/texts.ts); the stored title without it. */
export function coinOrderView(state: ProductState | undefined, o: CoinOrderRow, textOf?: TextOf): CoinOrder {
  const precision = state?.row.precision ?? 2
  const coin = o.coin
  const { fee, amount } = o
  const fill =
    o.status === 1 && o.fill_t !== null && o.fill_tick_price !== null
      ? { t: o.fill_t, price: formatUnits(o.fill_tick_price, precision) }
      : null
  return {
    oid: o.id,
    pid: o.product_id,
    coin,
    title: textOf?.(o.product_id)?.title ?? state?.row.title ?? `${coin}/USDT`,
    buy_or_sell: o.side,
    price_type: o.price_type,
    amount: formatAmount(amount, coin, 0),
    price: formatUnits(o.price, precision),
    fee: formatAmount(fee, coin, 0),
    fee_rate: o.fee_rate,
    total: formatAmount(o.usdt, 'USDT'),
    coin_amount: formatAmount(o.side === 0 ? amount - fee : amount, coin, 0),
    status: o.status === 1 ? 1 : o.status === 2 ? 2 : 0,
    addtime: o.created_at,
    decided_at: o.decided_at,
    fill,
    placed_t: o.placed_t,
  }
}

/** The pair's market and book; the caller's balances and waiting orders when signed in (`userId`). */
export async function coinMarketInfo(
  deps: Deps,
  pid: number,
  reader: { userId: number | undefined; lang: LanguageCode },
): Promise<CoinMarketInfo> {
  const { userId } = reader
  const { coin, state } = pairOf(deps, pid)
  const textOf = await productTextsIn(deps.db, reader.lang)
  const balances = userId === undefined ? undefined : await balancesOf(deps.db, userId)
  const orders = userId === undefined ? [] : await listOrders(deps.db, userId, { pid, waiting: true }, LIST_LIMIT)
  const coinBalance = balances ? formatAmount(balances[coin].available, coin, 0) : null
  return {
    pid,
    title: textOf(pid)?.title ?? state.row.title,
    coin,
    balance_usdt: balances ? formatAmount(balances.USDT.available, 'USDT') : null,
    balance_btc: coinBalance,
    balance_coin: coinBalance,
    price: formatUnits(state.last, state.row.precision),
    c2c_rate: (await readSettings(deps.db, deps.config)).spotFee,
    ...spotBook(state),
    orders: orders.map((o) => coinOrderView(state, o, textOf)),
    t: state.lastT,
    status: productStatus(deps.market, pid, deps.config.maxPriceAgeSeconds * 1000).status,
    ...sourceOf(deps.market, pid, deps.config.feed.sources),
  }
}

function spotBook(state: ProductState) {
  const { ups, downs } = bookView(state)
  return { level5_up: ups, level5_down: downs }
}

export async function listCoinOrders(
  deps: Deps,
  reader: { userId: number; lang: LanguageCode },
  pid: number,
  before?: number,
): Promise<CoinOrdersAnswer> {
  const { state } = pairOf(deps, pid)
  const rows = await listOrders(deps.db, reader.userId, { before }, LIST_LIMIT)
  const textOf = await productTextsIn(deps.db, reader.lang)
  return {
    orders: rows.map((o) => coinOrderView(deps.market.get(o.product_id), o, textOf)),
    latest: { c: formatUnits(state.last, state.row.precision) },
  }
}
