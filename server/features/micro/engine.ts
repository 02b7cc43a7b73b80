// Settles timed orders. Rule (ARCHITECTURE.md section 5): at expiry, the settlement price is the last
// recorded tick at or before the expiry. An order is settled once a tick at or after its expiry has arrived
// (ticks only move forward, so the deciding tick can no longer change); orders that expired while the server
// was down settle from the recorded ticks when it comes back. Each group of orders sharing a product and an
// expiry is settled by one compare-and-set update; all of a run's postings go in one transaction.
import type { Deps } from '../../deps'
import { house, reasons, refs } from '../../ledger/accounts'
import { type Posting, postMany } from '../../ledger/ledger'
import { writeTx } from '../../ledger/tx'
import { tickAtOrBefore } from '../../market/repo'
import type { Engine, LatestTicks } from '../../trading/engine'
import { checkMicro } from './check'
import { dueGroups, type SettledRow, settleGroup } from './repo'

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

/** Settles every running order whose product has a tick at or after its expiry. Returns the number settled. */
async function settleMicro(deps: Deps, upTo: LatestTicks): Promise<number> {
  let latest = 0
  for (const t of upTo.values()) latest = Math.max(latest, t)
  const groups = (await dueGroups(deps.db, latest)).filter((g) => g.expires_at <= (upTo.get(g.product_id) ?? -1))
  if (groups.length === 0) return 0
  // The deciding ticks must be on record before anything is decided by them.
  await deps.market.flush()
  const ticks: { group: { productId: number; expiresAt: number }; tick: { t: number; price: number } }[] = []
  for (const g of groups) {
    const tick = await tickAtOrBefore(deps.db, g.product_id, g.expires_at)
    // Every order recorded its entry tick (before its expiry), so a tick is always found.
    if (tick) ticks.push({ group: { productId: g.product_id, expiresAt: g.expires_at }, tick })
  }
  const now = deps.clock()
  const at = now.toISOString()
  return writeTx(deps.db, async (trx) => {
    const postings: Posting[] = []
    for (const { group, tick } of ticks) {
      const settled = await settleGroup(trx, group, { t: Number(tick.t), price: Number(tick.price) }, at)
      for (const o of settled) postings.push(settlementPosting(o, now))
    }
    await postMany(trx, postings)
    return postings.length
  })
}

/** Each batch and the restart settle alike: by the latest ticks, whatever the batch held. */
export const microEngine: Engine<'micro'> = {
  name: 'micro',
  onTicks: (deps, _ticks, latest) => settleMicro(deps, latest),
  recover: settleMicro,
  check: checkMicro,
}
