// Contract placement and cancel. A market order opens at once at the current mark (margin frozen, fee to the
// house, entry tick recorded, all in one transaction); a limit order freezes margin and fee and waits for the
// engine (engine.ts), unless the mark already reached its price, in which case it opens at once at the mark (the
// better price). Rules: contract/rules/contract.ts and position.ts; entries: ledger.ts.
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { ContractOrder } from '../../../contract/contract-trading'
import { type ContractSide, limitReached, offeredLeverages, orderCost } from '../../../contract/rules/contract'
import { triggersOf } from '../../../contract/rules/position'
import type { contractOrderSchema } from '../../../contract/schemas/contract'
import type { Database } from '../../db/schema'
import type { Deps } from '../../deps'
import { AppError, invalid } from '../../errors'
import { reasons, refs } from '../../ledger/accounts'
import { type Posting, postMany } from '../../ledger/ledger'
import { toDbInteger } from '../../ledger/money'
import { tradingTick } from '../../trading/ticks'
import { requireAccepted } from '../risk'
import { checkStops, handOf, liquidationUnits, priceUnits, triggerPrice } from './inputs'
import { feeEntries, holdEntries } from './ledger'
import { changeOrder, findOrder, insertOpening } from './repo'
import { cancelling } from './settlement'
import { orderTerms } from './terms'
import { orderView } from './view'

export const productNotFound = () => new AppError('not_found', 'product_not_found')
export const orderNotFound = () => new AppError('not_found', 'order_not_found')

export async function placeContractOrder(
  deps: Deps,
  trx: Kysely<Database>,
  userId: number,
  input: z.output<typeof contractOrderSchema>,
): Promise<ContractOrder> {
  const state = deps.market.get(input.pid)
  const found = state ? await orderTerms(trx, input.pid, userId) : undefined
  if (!state || !found) throw productNotFound()
  const { terms } = found
  const precision = state.row.precision
  const side = input.type as ContractSide
  const hand = handOf(input.hand)
  if (!offeredLeverages(terms.maxLeverage).includes(input.level as 25)) throw invalid('contract_leverage_invalid')
  const limit = input.price_type === 1 ? priceUnits(input.price, precision) : null
  const stopWin = triggerPrice(input.stop_win, precision)
  const stopLoss = triggerPrice(input.stop_loss, precision)
  const tick = tradingTick(deps, input.pid)
  const opensNow = limit === null || limitReached(side, BigInt(limit), BigInt(tick.price))
  const entry = opensNow ? tick.price : limit
  const liq = liquidationUnits(side, entry, input.level, terms.maintenance)
  checkStops(side, entry, liq, stopWin, stopLoss, precision)
  requireAccepted(found.riskAccepted)
  const cost = orderCost(hand, terms.handPrice, input.level, terms.handFee)
  const now = deps.clock()
  const at = now.toISOString()
  const triggers = triggersOf(side, opensNow ? 1 : 0, entry, liq, stopWin, stopLoss)
  const order = await insertOpening(trx, tick, {
    user_id: userId,
    product_id: input.pid,
    side,
    price_type: input.price_type,
    status: opensNow ? 1 : 0,
    hand_price: toDbInteger(terms.handPrice),
    fee_rate: terms.handFee,
    leverage: input.level,
    maintenance: terms.maintenance,
    margin: toDbInteger(cost.margin),
    notional: toDbInteger(cost.notional),
    fee: toDbInteger(cost.fee),
    price: entry,
    liq_price: liq,
    stop_win: stopWin,
    stop_loss: stopLoss,
    low_trigger: triggers.low,
    high_trigger: triggers.high,
    watch_t: tick.t,
    placed_t: tick.t,
    open_t: opensNow ? tick.t : null,
    open_tick_price: opensNow ? tick.price : null,
    created_at: at,
    opened_at: opensNow ? at : null,
  })
  const ref = refs.contract(order.id)
  const postings: Posting[] = [
    {
      reason: reasons.contractFreeze,
      ref,
      at: now,
      entries: holdEntries(userId, opensNow ? cost.margin : cost.total, false),
    },
  ]
  if (opensNow && cost.fee > 0n) {
    postings.push({ reason: reasons.contractFee, ref, at: now, entries: feeEntries(userId, cost.fee, false) })
  }
  await postMany(trx, postings)
  return orderView(state, order)
}

export async function cancelContractOrder(deps: Deps, trx: Kysely<Database>, userId: number, oid: number) {
  const order = await findOrder(trx, userId, oid)
  if (!order) throw orderNotFound()
  if (order.status !== 0) throw new AppError('already_decided', 'order_not_open')
  const step = cancelling(order, deps.clock())
  const done = await changeOrder(trx, order, step.change)
  if (!done) throw new AppError('already_decided', 'order_not_open')
  await postMany(trx, step.postings)
  return orderView(deps.market.get(order.product_id), done)
}
