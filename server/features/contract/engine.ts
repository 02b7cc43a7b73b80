// Decides contract orders on each batch of ticks, in tick order per product: pending limit orders whose price
// the mark reaches open at their limit price, and open positions whose liquidation price, stop-loss or
// take-profit a tick reaches close at that tick's price. Only the orders a batch's price range can reach are
// read (the indexed trigger prices, per product); every decision stores and records its tick and is a
// compare-and-set on the order's status and version, so a user's cancel, close or stops edit and the engine's
// decision never both apply. On start, recover() decides from the recorded ticks what passed while it was down.

import { type Decision, decideOn, type TickAt, triggersOf } from '../../../contract/rules/position'
import type { Db } from '../../db/db'
import type { ContractOrderRow } from '../../db/schema'
import type { Deps } from '../../deps'
import { type Posting, postMany } from '../../ledger/ledger'
import { writeTx } from '../../ledger/tx'
import type { Tick } from '../../market/feed'
import { userBatches } from '../../trading/batches'
import type { Engine, LatestTicks } from '../../trading/engine'
import { recordTick } from '../../trading/ticks'
import { checkContract } from './check'
import { notifyEngineClose } from './close-notice'
import { activeOrders, changeOrder, firstTickReaching, reachable } from './repo'
import { closing, combined, filling, type Step } from './settlement'

interface Found {
  order: ContractOrderRow
  decision: Decision
}

async function decideBatch(deps: Deps, productId: number, ticks: readonly Tick[]): Promise<Found[]> {
  let low = Number.POSITIVE_INFINITY
  let high = Number.NEGATIVE_INFINITY
  for (const tick of ticks) {
    low = Math.min(low, tick.price)
    high = Math.max(high, tick.price)
  }
  const found: Found[] = []
  for (const order of await reachable(deps.db, productId, low, high)) {
    const decision = decideOn(order, ticks)
    if (decision) found.push({ order, decision })
  }
  return found
}

function stepsOf(order: ContractOrderRow, decision: Decision, at: Date): Step[] {
  const steps: Step[] = []
  let row = order
  if (decision.fill) {
    const fill = filling(row, decision.fill, at)
    steps.push(fill)
    row = fill.after
  }
  if (decision.close) steps.push(closing(row, decision.close.tick, decision.close.reason, at))
  return steps
}

/**
 * Applies the decisions, in batches of at most BATCH_ORDERS orders, one transaction each that locks only its
 * orders' users (PostgreSQL); a decision whose order changed since it was read is dropped.
 */
async function apply(deps: Deps, found: readonly Found[]): Promise<number> {
  if (found.length === 0) return 0
  const at = deps.clock()
  let decided = 0
  for (const batch of userBatches(found, ({ order }) => order.user_id)) {
    decided += await writeTx(deps.db, (trx) => applyBatch(deps, trx, batch.items, at), { users: batch.users })
  }
  return decided
}

async function applyBatch(deps: Deps, trx: Db, found: readonly Found[], at: Date): Promise<number> {
  const postings: Posting[] = []
  const ticks = new Map<string, { productId: number; t: number; price: number }>()
  let decided = 0
  for (const { order, decision } of found) {
    const steps = stepsOf(order, decision, at)
    const { change, postings: entries } = combined(steps)
    if (!(await changeOrder(trx, order, change))) continue
    decided += 1
    const closed = decision.close ? steps.at(-1)?.after : undefined
    if (closed) await notifyEngineClose(deps, trx, closed, at)
    postings.push(...entries)
    for (const tick of [decision.fill, decision.close?.tick]) {
      if (tick) ticks.set(`${order.product_id}:${tick.t}`, { productId: order.product_id, ...tick })
    }
  }
  for (const tick of ticks.values()) await recordTick(trx, tick)
  await postMany(trx, postings)
  return decided
}

async function onTicks(deps: Deps, ticks: readonly Tick[]): Promise<number> {
  const byProduct = new Map<number, Tick[]>()
  for (const tick of ticks) {
    const list = byProduct.get(tick.productId)
    if (list) list.push(tick)
    else byProduct.set(tick.productId, [tick])
  }
  const found: Found[] = []
  for (const [productId, list] of byProduct) {
    list.sort((a, b) => a.t - b.t)
    found.push(...(await decideBatch(deps, productId, list)))
  }
  return apply(deps, found)
}

const tickOf = (row: { t: number; price: number } | undefined): TickAt | null =>
  row ? { t: Number(row.t), price: Number(row.price) } : null

/** From the recorded ticks: the first that decides the order after its watch_t, and after a fill the next. */
async function recoverOne(deps: Deps, order: ContractOrderRow): Promise<Decision | null> {
  const first = tickOf(
    await firstTickReaching(deps.db, order.product_id, order.watch_t, order.low_trigger, order.high_trigger),
  )
  if (!first) return null
  const decision = decideOn(order, [first])
  if (!decision?.fill || decision.close) return decision
  const opened: ContractOrderRow = { ...order, status: 1 }
  const triggers = triggersOf(order.side, 1, order.price, order.liq_price, order.stop_win, order.stop_loss)
  const next = tickOf(await firstTickReaching(deps.db, order.product_id, first.t, triggers.low, triggers.high))
  const close = next ? decideOn({ ...opened, watch_t: first.t }, [next])?.close : null
  return { fill: decision.fill, close: close ?? null }
}

/** Every active order on the products that may be decided on now (`latest`), from the recorded ticks. */
async function recover(deps: Deps, latest: LatestTicks): Promise<number> {
  const found: Found[] = []
  for (const order of await activeOrders(deps.db)) {
    if (!latest.has(order.product_id)) continue
    const decision = await recoverOne(deps, order)
    if (decision) found.push({ order, decision })
  }
  return apply(deps, found)
}

export const contractEngine: Engine<'contract'> = {
  name: 'contract',
  onTicks: (deps, ticks) => onTicks(deps, ticks),
  recover: (deps, latest) => recover(deps, latest),
  check: checkContract,
}
