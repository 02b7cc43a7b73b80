// Changes of an open position by its owner: close at the current mark, wholly or a share of it (the closed
// share becomes a closed part row with parent_oid; the position keeps the rest), and edits of take-profit and
// stop-loss (of a pending order too), validated as at placement.
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { ContractOrder } from '../../../contract/contract-trading'
import { type CloseShare, closedPart } from '../../../contract/rules/contract'
import { closeReasonAt, triggersOf } from '../../../contract/rules/position'
import type { contractStopsSchema } from '../../../contract/schemas/contract'
import type { ContractOrderRow, Database } from '../../db/schema'
import type { Deps } from '../../deps'
import { AppError } from '../../errors'
import { postMany } from '../../ledger/ledger'
import { toDbInteger } from '../../ledger/money'
import { currentTick, recordTick, tradingTick } from '../../trading/ticks'
import { checkStops, triggerPrice } from './inputs'
import { changeOrder, findOrder, insertOrder, insertStopsEdit } from './repo'
import { orderNotFound } from './service'
import { closing } from './settlement'
import { orderView } from './view'

const notOpen = () => new AppError('already_decided', 'contract_not_open')

async function openPosition(trx: Kysely<Database>, userId: number, oid: number): Promise<ContractOrderRow> {
  const order = await findOrder(trx, userId, oid)
  if (!order) throw orderNotFound()
  if (order.status !== 1) throw notOpen()
  return order
}

/** Closes `share` percent of an open position at the current mark; answers the closed row (or part). */
export async function closeContractPosition(
  deps: Deps,
  trx: Kysely<Database>,
  userId: number,
  oid: number,
  share: CloseShare,
): Promise<ContractOrder> {
  const order = await openPosition(trx, userId, oid)
  const tick = tradingTick(deps, order.product_id)
  const state = deps.market.get(order.product_id)
  const now = deps.clock()
  await recordTick(trx, tick)
  // At a mark that liquidates, only a whole close (the user's or the engine's, whichever comes first) applies.
  if (share !== 100 && closeReasonAt(order, tick.price) === 'liquidation') throw notOpen()
  if (share === 100) {
    const step = closing(order, tick, 'user', now)
    const done = await changeOrder(trx, order, step.change)
    if (!done) throw notOpen()
    await postMany(trx, step.postings)
    return orderView(state, done)
  }
  const part = closedPart(order.margin, order.leverage, share)
  const fee = (order.fee * BigInt(share)) / 100n
  const rest = await changeOrder(trx, order, {
    margin: toDbInteger(order.margin - part.margin),
    notional: toDbInteger(order.notional - part.notional),
    fee: toDbInteger(order.fee - fee),
  })
  if (!rest) throw notOpen()
  const { id: _id, version: _version, ...fields } = order
  const open = { ...fields, margin: part.margin, notional: part.notional, fee, parent_id: order.id }
  const step = closing({ ...open, id: 0, version: 0 }, tick, 'user', now)
  const closed = await insertOrder(trx, {
    ...open,
    hand_price: toDbInteger(open.hand_price),
    margin: toDbInteger(part.margin),
    notional: toDbInteger(part.notional),
    fee: toDbInteger(fee),
    payout: null,
    gap: null,
    ...step.change,
    status: 2,
    low_trigger: null,
    high_trigger: null,
  })
  await postMany(trx, step.postings)
  return orderView(state, closed)
}

/** Replaces take-profit and stop-loss of a pending order (against its limit) or an open position (the mark). */
export async function editContractStops(
  deps: Deps,
  trx: Kysely<Database>,
  userId: number,
  input: z.output<typeof contractStopsSchema>,
): Promise<ContractOrder> {
  const order = await findOrder(trx, userId, input.oid)
  if (!order) throw orderNotFound()
  if (order.status !== 0 && order.status !== 1) throw notOpen()
  const state = deps.market.get(order.product_id)
  const precision = state?.row.precision ?? 2
  const side = order.side
  const stopWin = triggerPrice(input.stop_win, precision)
  const stopLoss = triggerPrice(input.stop_loss, precision)
  const tick = order.status === 1 ? currentTick(deps.market, order.product_id) : null
  if (tick && closeReasonAt(order, tick.price) === 'liquidation') throw notOpen()
  checkStops(side, tick?.price ?? order.price, order.liq_price, stopWin, stopLoss, precision)
  const triggers = triggersOf(side, order.status, order.price, order.liq_price, stopWin, stopLoss)
  // New stops of an open position watch the ticks after the one they were validated against.
  const watchT = tick ? Math.max(order.watch_t, tick.t) : order.watch_t
  const done = await changeOrder(trx, order, {
    stop_win: stopWin,
    stop_loss: stopLoss,
    low_trigger: triggers.low,
    high_trigger: triggers.high,
    watch_t: watchT,
  })
  if (!done) throw notOpen()
  // The history of stops a check of the closed position reads (the stops in force at each tick).
  await insertStopsEdit(trx, order, watchT)
  if (tick) await recordTick(trx, tick)
  return orderView(state, done)
}
