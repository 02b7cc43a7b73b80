// Settles timed orders. Rule (ARCHITECTURE.md section 5): at expiry, the settlement price is the last
// recorded tick at or before the expiry. An order is settled once a tick at or after its expiry has arrived
// (ticks only move forward, so the deciding tick can no longer change); orders that expired while the server
// was down settle from the recorded ticks when it comes back. Each group of orders sharing a product and an
// expiry is settled by compare-and-set updates, in batches of at most BATCH_ORDERS orders: one transaction per
// batch, which on PostgreSQL locks only the batch's users (ledger/tx.ts), so their orders wait for it and
// everyone else's run beside it. The batch's orders are read before it; the updates settle those only.
//
// Stale windows (README: Real prices): on a venue's product, an order with no recorded tick in the VOID_WINDOW_MS
// before its expiry is voided, its stake and fee returned in full (reason micro_void). Simulated products keep
// the rule above (the simulator ticks every second; downtime settles on the last tick before expiry as before).
import type { Deps } from '../../deps'
import { house, reasons, refs } from '../../ledger/accounts'
import { type Posting, postMany } from '../../ledger/ledger'
import { writeTx } from '../../ledger/tx'
import { tickAtOrBefore } from '../../market/repo'
import { BATCH_ORDERS } from '../../trading/batches'
import type { Engine, LatestTicks } from '../../trading/engine'
import { checkMicro } from './check'
import { dueGroups, runningOf, type SettledRow, settleGroup, type VoidedRow, voidGroup } from './repo'

/** An order on a venue's product is voided when no tick exists in this many ms up to its expiry. */
export const VOID_WINDOW_MS = 5000

function settlementPosting(o: SettledRow, at: Date): Posting {
  const stake = o.stake
  const user = o.user_id
  const entries: Posting['entries'] = [{ kind: 'user', account: user, asset: 'USDT', amount: -stake, bucket: 'frozen' }]
  if (o.result === 1) {
    const payout = o.win_payout
    entries.push({ kind: 'user', account: user, asset: 'USDT', amount: stake + payout })
    if (payout > 0n) entries.push({ kind: 'house', account: house.tradingPnl, asset: 'USDT', amount: -payout })
  } else if (o.result === 2) {
    entries.push({ kind: 'house', account: house.tradingPnl, asset: 'USDT', amount: stake })
  } else {
    entries.push({ kind: 'user', account: user, asset: 'USDT', amount: stake })
  }
  return { reason: reasons.microSettle, ref: refs.micro(o.id), at, entries }
}

function voidPosting(o: VoidedRow, at: Date): Posting {
  const entries: Posting['entries'] = [
    { kind: 'user', account: o.user_id, asset: 'USDT', amount: -o.stake, bucket: 'frozen' },
    { kind: 'user', account: o.user_id, asset: 'USDT', amount: o.stake + o.fee },
  ]
  if (o.fee > 0n) entries.push({ kind: 'house', account: house.fees, asset: 'USDT', amount: -o.fee })
  return { reason: reasons.microVoid, ref: refs.micro(o.id), at, entries }
}

type Group = { productId: number; expiresAt: number }

/** The tick that settles a group, or null when the group is voided (a venue's product without a recent tick). */
async function decidingTick(deps: Deps, group: Group): Promise<{ t: number; price: number } | null> {
  const row = await tickAtOrBefore(deps.db, group.productId, group.expiresAt)
  const tick = row ? { t: Number(row.t), price: Number(row.price) } : null
  if (deps.market.feed.condition(group.productId) === 'simulated') return tick
  return tick && tick.t >= group.expiresAt - VOID_WINDOW_MS ? tick : null
}

/** Settles every running order whose product has a tick at or after its expiry. Returns the number settled. */
async function settleMicro(deps: Deps, upTo: LatestTicks): Promise<number> {
  let latest = 0
  for (const t of upTo.values()) latest = Math.max(latest, t)
  const groups = (await dueGroups(deps.db, latest)).filter((g) => g.expires_at <= (upTo.get(g.product_id) ?? -1))
  if (groups.length === 0) return 0
  // The deciding ticks must be on record before anything is decided by them.
  await deps.market.flush()
  // Every order recorded its entry tick (before its expiry), so a simulated product's tick is always found.
  const decided: { group: Group; tick: { t: number; price: number } | null }[] = []
  for (const g of groups) {
    const group = { productId: g.product_id, expiresAt: g.expires_at }
    decided.push({ group, tick: await decidingTick(deps, group) })
  }
  const now = deps.clock()
  const at = now.toISOString()
  let settled = 0
  for (const batch of await batchesOf(deps, decided)) {
    const users = [...new Set(batch.flatMap((part) => part.users))]
    settled += await writeTx(
      deps.db,
      async (trx) => {
        const postings: Posting[] = []
        for (const { group, tick } of batch) {
          if (tick) for (const o of await settleGroup(trx, group, tick, at)) postings.push(settlementPosting(o, now))
          else for (const o of await voidGroup(trx, group, at)) postings.push(voidPosting(o, now))
        }
        await postMany(trx, postings)
        return postings.length
      },
      { users },
    )
  }
  return settled
}

interface BatchPart {
  group: Group & { ids: number[] }
  tick: { t: number; price: number } | null
  users: number[]
}

/** The decided groups' running orders, cut into batches of at most BATCH_ORDERS orders. */
async function batchesOf(
  deps: Deps,
  decided: readonly { group: Group; tick: { t: number; price: number } | null }[],
): Promise<BatchPart[][]> {
  const batches: BatchPart[][] = []
  let current: BatchPart[] = []
  let size = 0
  for (const { group, tick } of decided) {
    const running = await runningOf(deps.db, group)
    for (let i = 0; i < running.length; ) {
      const part = running.slice(i, i + BATCH_ORDERS - size)
      i += part.length
      current.push({ group: { ...group, ids: part.map((o) => o.id) }, tick, users: part.map((o) => o.user_id) })
      size += part.length
      if (size >= BATCH_ORDERS) {
        batches.push(current)
        current = []
        size = 0
      }
    }
  }
  if (current.length > 0) batches.push(current)
  return batches
}

/** Each batch and the restart settle alike: by the latest ticks, whatever the batch held. */
export const microEngine: Engine<'micro'> = {
  name: 'micro',
  onTicks: (deps, _ticks, latest) => settleMicro(deps, latest),
  recover: settleMicro,
  check: checkMicro,
}
