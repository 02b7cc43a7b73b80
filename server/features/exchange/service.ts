// Coin exchange between USDT, BTC and ETH with the house 'exchange' account as counterparty. A quote (do 0)
// uses the current market price; an execution (do 1) uses the price at submission, in one transaction, and
// records the deciding ticks; it is refused like an order while a deciding product is not live, and on a stale
// tick. Rounding (see ledger/rates.ts): in the house's favour, what the user receives is rounded down, what the
// user pays is rounded up.
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import { assetDecimals } from '../../../contract/api'
import type { exchangeSchema } from '../../../contract/schemas/exchange'
import type { ExchangeAnswer } from '../../../contract/wallet'
import type { Database } from '../../db/schema'
import type { Deps } from '../../deps'
import { AppError, invalid } from '../../errors'
import { house, reasons, refs } from '../../ledger/accounts'
import { post } from '../../ledger/ledger'
import { formatAmount, parseAmount, toDbInteger } from '../../ledger/money'
import { convert, type DecidingTick, exchangeMinUsdt, quoteOf, wireTick } from '../../ledger/rates'
import type { Market } from '../../market/market'
import { requireFresh, requireLive } from '../../trading/ticks'

/** amount is the from amount for type 0, the to amount for type 1 (do is the route's). */
type ExchangeInput = Omit<z.output<typeof exchangeSchema>, 'do'>

export interface ExchangeQuote {
  fromAmount: bigint
  toAmount: bigint
  rate: string
  ticks: DecidingTick[]
}

/** Exact amounts at the market's current prices. `execute` insists on recorded ticks behind the prices. */
export function priceExchange(market: Market, input: ExchangeInput, execute: boolean): ExchangeQuote {
  const { from, to, type } = input
  if (from === to) throw invalid('exchange_same')
  if (input.amount === '') throw invalid('amount_required')
  const amount = parseAmount(input.amount, type === 0 ? from : to)
  if (amount === null) throw invalid('amount_invalid')
  if (amount === 0n) throw invalid('amount_required')
  const qf = quoteOf(market, from, execute)
  const qt = quoteOf(market, to, execute)
  const fromAmount = type === 0 ? amount : convert(amount, to, from, qt, qf, 'up')
  const toAmount = type === 0 ? convert(amount, from, to, qf, qt, 'down') : amount
  const usdt = quoteOf(market, 'USDT')
  if (fromAmount <= 0n || toAmount <= 0n || convert(fromAmount, from, 'USDT', qf, usdt, 'down') < exchangeMinUsdt) {
    throw new AppError('below_minimum', 'exchange_min')
  }
  const oneFrom = 10n ** BigInt(assetDecimals[from])
  const rate = formatAmount(convert(oneFrom, from, to, qf, qt, 'down'), to, 0)
  const ticks = [qf.tick, qt.tick].filter((t): t is DecidingTick => t !== null)
  return { fromAmount, toAmount, rate, ticks }
}

function answer(input: ExchangeInput, q: ExchangeQuote, id?: number): ExchangeAnswer {
  const from = formatAmount(q.fromAmount, input.from, 0)
  const to = formatAmount(q.toAmount, input.to, 0)
  const result: ExchangeAnswer = {
    amount: input.type === 0 ? to : from,
    from_amount: from,
    to_amount: to,
    rate: q.rate,
    ticks: q.ticks.map(wireTick),
  }
  return id === undefined ? result : { ...result, id }
}

export function quoteExchange({ market }: Deps, input: ExchangeInput): ExchangeAnswer {
  return answer(input, priceExchange(market, input, false))
}

export async function executeExchange(
  deps: Deps,
  trx: Kysely<Database>,
  userId: number,
  input: ExchangeInput,
): Promise<ExchangeAnswer> {
  const q = priceExchange(deps.market, input, true)
  for (const tick of q.ticks) {
    requireLive(deps, tick.product_id)
    requireFresh(deps, tick.t)
  }
  const now = deps.clock()
  const row = await trx
    .insertInto('exchanges')
    .values({
      user_id: userId,
      from_asset: input.from,
      to_asset: input.to,
      from_amount: toDbInteger(q.fromAmount),
      to_amount: toDbInteger(q.toAmount),
      edited: input.type,
      ticks: JSON.stringify(q.ticks.map(wireTick)),
      rate: q.rate,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await post(trx, {
    reason: reasons.exchange,
    ref: refs.exchange(row.id),
    at: now,
    entries: [
      { kind: 'user', account: userId, asset: input.from, amount: -q.fromAmount },
      { kind: 'house', account: house.exchange, asset: input.from, amount: q.fromAmount },
      { kind: 'house', account: house.exchange, asset: input.to, amount: -q.toAmount },
      { kind: 'user', account: userId, asset: input.to, amount: q.toAmount },
    ],
  })
  return answer(input, q, row.id)
}
