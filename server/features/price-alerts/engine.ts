// Fires price alerts on the market's ticks. The active alerts live in memory (book.ts), loaded from the database
// on start and kept in step with it before each batch of ticks: alerts added and deleted through any API process
// are read back by id and by time (see sync). Each firing is a compare-and-set on the alert's status, written with
// its deciding tick and the user's inbox notification in one transaction, so it happens exactly once. On start,
// recover() checks the active alerts against the ticks recorded while the engine was not running.
import type { Db } from '../../db/db'
import type { Deps } from '../../deps'
import { writeTx } from '../../ledger/tx'
import type { Tick } from '../../market/feed'
import { formatUnits } from '../../market/price'
import { notify } from '../../notify/create'
import { userBatches } from '../../trading/batches'
import type { Engine, LatestTicks } from '../../trading/engine'
import { recordTick } from '../../trading/ticks'
import { AlertBook, type BookAlert } from './book'
import { checkPriceAlerts } from './check'
import { activeAlerts, deletedSince, markFired, newActiveAlerts, TICK_PAGE, ticksReaching, toBookAlert } from './repo'

/**
 * How far back each poll looks again by time: on PostgreSQL ids are taken before commit, so an alert with a lower
 * id may become visible after a higher one was read; a deletion's time is taken before its commit too (and by
 * another process's clock). A deletion the poll still misses is harmless: the compare-and-set skips it.
 */
const POLL_OVERLAP_MS = 60_000

interface State {
  book: AlertBook
  lastId: number
}

const states = new WeakMap<Db, State>()

function stateOf(db: Db): State {
  let state = states.get(db)
  if (!state) {
    state = { book: new AlertBook(), lastId: 0 }
    states.set(db, state)
  }
  return state
}

/** The in-memory alerts of the engine running on `db` (the benchmark and tests read its size). */
export const alertBookOf = (db: Db): AlertBook => stateOf(db).book

async function sync(deps: Deps, state: State): Promise<void> {
  const since = new Date(deps.clock().getTime() - POLL_OVERLAP_MS).toISOString()
  for (const row of await newActiveAlerts(deps.db, state.lastId, since)) {
    state.book.add(toBookAlert(row))
    state.lastId = Math.max(state.lastId, Number(row.id))
  }
  for (const id of await deletedSince(deps.db, since)) state.book.remove(id)
}

interface Firing {
  alert: BookAlert
  tick: { t: number; price: number }
}

/** The firings of a batch grouped by their deciding tick (a product's tick fires all its alerts at once). */
function byTick(found: readonly Firing[]): Map<string, Firing[]> {
  const groups = new Map<string, Firing[]>()
  for (const firing of found) {
    const key = `${firing.alert.productId}:${firing.tick.t}`
    const group = groups.get(key)
    if (group) group.push(firing)
    else groups.set(key, [firing])
  }
  return groups
}

async function fireOnTick(deps: Deps, trx: Db, group: readonly Firing[], now: Date): Promise<number> {
  const first = group[0]
  if (!first) return 0
  const { alert, tick } = first
  const fired = new Set(
    await markFired(
      trx,
      group.map((f) => f.alert.id),
      tick,
      now.toISOString(),
    ),
  )
  if (fired.size === 0) return 0
  await recordTick(trx, { productId: alert.productId, ...tick })
  const product = deps.market.get(alert.productId)?.row
  const precision = product?.precision ?? 0
  const shared = {
    product: product?.title ?? String(alert.productId),
    price: formatUnits(tick.price, precision),
    time: new Date(tick.t).toISOString(),
  }
  for (const { alert: a } of group) {
    if (!fired.has(a.id)) continue
    const params = { ...shared, direction: a.direction, target: formatUnits(a.target, precision) }
    await notify(trx, a.userId, 'price_alert', params, now)
  }
  return fired.size
}

/**
 * Writes the firings in batches of at most BATCH_ORDERS alerts, one transaction each that locks only their users
 * (PostgreSQL); an alert deleted in the meantime is skipped.
 */
async function fire(deps: Deps, state: State, found: readonly Firing[]): Promise<number> {
  if (found.length === 0) return 0
  const now = deps.clock()
  let fired = 0
  const batches = userBatches(found, ({ alert }) => alert.userId)
  for (const [i, batch] of batches.entries()) {
    try {
      fired += await writeTx(
        deps.db,
        async (trx) => {
          let n = 0
          for (const group of byTick(batch.items).values()) n += await fireOnTick(deps, trx, group, now)
          return n
        },
        { users: batch.users },
      )
    } catch (error) {
      // This batch and the later ones wrote nothing: their alerts stay active and go back into the book for the
      // next crossing tick.
      for (const rest of batches.slice(i)) for (const { alert } of rest.items) state.book.add(alert)
      throw error
    }
  }
  return fired
}

/** The alerts a batch fires, in tick order per product. */
export function firingsOf(book: AlertBook, ticks: readonly Tick[]): Firing[] {
  const ordered = [...ticks].sort((a, b) => a.t - b.t)
  const found: Firing[] = []
  for (const tick of ordered) {
    for (const alert of book.crossed(tick.productId, tick.t, tick.price)) {
      found.push({ alert, tick: { t: tick.t, price: tick.price } })
    }
  }
  return found
}

async function onTicks(deps: Deps, ticks: readonly Tick[]): Promise<number> {
  const state = stateOf(deps.db)
  await sync(deps, state)
  return fire(deps, state, firingsOf(state.book, ticks))
}

/**
 * Loads every active alert, then fires those the recorded ticks after their watch time reached, on the products
 * that may be decided on now (`latest`; the scheduler passes the others once they are live).
 */
async function recover(deps: Deps, latest: LatestTicks): Promise<number> {
  // A fresh index: a standby engine taking over, or a restart on the same connection, starts from the database.
  const state: State = { book: new AlertBook(), lastId: 0 }
  states.set(deps.db, state)
  const rows = await activeAlerts(deps.db)
  state.book.load(rows.map(toBookAlert))
  for (const row of rows) state.lastId = Math.max(state.lastId, Number(row.id))
  const found: Firing[] = []
  for (const productId of state.book.productIds()) {
    if (!latest.has(productId)) continue
    let { low, high, since: after } = state.book.bounds(productId)
    while (low !== null || high !== null) {
      const page = await ticksReaching(deps.db, productId, after, low, high)
      for (const row of page) {
        const tick = { productId, t: Number(row.t), price: Number(row.price), volume: 0 }
        found.push(...firingsOf(state.book, [tick]))
        after = tick.t
      }
      if (page.length < TICK_PAGE) break
      ;({ low, high } = state.book.bounds(productId))
    }
  }
  return fire(deps, state, found)
}

export const priceAlertsEngine: Engine<'price_alerts'> = {
  name: 'price_alerts',
  onTicks: (deps, ticks) => onTicks(deps, ticks),
  recover: (deps, latest) => recover(deps, latest),
  check: checkPriceAlerts,
}
