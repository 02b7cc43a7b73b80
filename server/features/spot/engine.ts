// Fills waiting spot limit orders: on each tick, every waiting order placed before it whose price the tick
// crosses (a buy at or below its limit, a sell at or above) fills at its limit price, and the order stores
// that tick. Cancel and fill are compare-and-set on the order's status, so exactly one of them wins.
import type { Db } from '../../db/db'
import type { CoinOrderRow } from '../../db/schema'
import type { Deps } from '../../deps'
import { reasons, refs } from '../../ledger/accounts'
import { type Posting, postMany } from '../../ledger/ledger'
import { writeTx } from '../../ledger/tx'
import type { Tick } from '../../market/feed'
import { userBatches } from '../../trading/batches'
import type { Engine, LatestTicks } from '../../trading/engine'
import { recordTick } from '../../trading/ticks'
import { checkSpot } from './check'
import { fillEntries } from './ledger'
import { crossable, decide, firstCrossingTick, waitingOrders } from './repo'
import { crosses, spotPairs } from './rules'

interface Match {
  order: CoinOrderRow
  tick: { productId: number; t: number; price: number }
}

/** For each order, the first tick of the batch after its placement that crosses its price. */
async function matches(deps: Deps, productId: number, ticks: readonly Tick[]): Promise<Match[]> {
  let low = Number.POSITIVE_INFINITY
  let high = 0
  let last = 0
  for (const tick of ticks) {
    low = Math.min(low, tick.price)
    high = Math.max(high, tick.price)
    last = Math.max(last, tick.t)
  }
  const orders = await crossable(deps.db, productId, low, high, last)
  const found: Match[] = []
  for (const order of orders) {
    const tick = ticks.find((k) => k.t > order.placed_t && crosses(order.side, order.price, k.price))
    if (tick) found.push({ order, tick })
  }
  return found
}

/** Fills the matches in batches, one transaction each that locks only its orders' users (PostgreSQL). */
async function fill(deps: Deps, found: readonly Match[]): Promise<number> {
  if (found.length === 0) return 0
  const now = deps.clock()
  let filled = 0
  for (const batch of userBatches(found, ({ order }) => order.user_id)) {
    filled += await writeTx(deps.db, (trx) => fillBatch(trx, batch.items, now), { users: batch.users })
  }
  return filled
}

async function fillBatch(trx: Db, found: readonly Match[], now: Date): Promise<number> {
  const at = now.toISOString()
  const postings: Posting[] = []
  for (const { order, tick } of found) {
    const done = await decide(trx, order.id, 1, at, tick)
    if (!done) continue
    await recordTick(trx, tick)
    postings.push({
      reason: reasons.coinFill,
      ref: refs.coin(done.id),
      at: now,
      entries: fillEntries(done, true),
    })
  }
  await postMany(trx, postings)
  return postings.length
}

/** Fills the orders a batch of ticks crosses. Returns the number filled. */
async function fillSpot(deps: Deps, ticks: readonly Tick[]): Promise<number> {
  const byProduct = new Map<number, Tick[]>()
  for (const tick of ticks) {
    if (!spotPairs.has(tick.productId)) continue
    byProduct.set(tick.productId, [...(byProduct.get(tick.productId) ?? []), tick])
  }
  const found: Match[] = []
  for (const [productId, list] of byProduct) found.push(...(await matches(deps, productId, list)))
  return fill(deps, found)
}

/**
 * On start: orders crossed by ticks recorded after their placement (while the engine was not running), on the
 * products that may be decided on now (`latest`).
 */
async function recoverSpot(deps: Deps, latest: LatestTicks): Promise<number> {
  const found: Match[] = []
  for (const order of await waitingOrders(deps.db)) {
    if (!latest.has(order.product_id)) continue
    const tick = await firstCrossingTick(deps.db, order, order.placed_t)
    if (tick) found.push({ order, tick: { productId: order.product_id, t: Number(tick.t), price: Number(tick.price) } })
  }
  return fill(deps, found)
}

export const spotEngine: Engine<'spot'> = {
  name: 'spot',
  onTicks: (deps, ticks) => fillSpot(deps, ticks),
  recover: (deps, latest) => recoverSpot(deps, latest),
  check: checkSpot,
}
