// The state change and ledger postings of each decision on a contract order: a limit fill, a close (by the
// user, take-profit, stop-loss or liquidation) and a cancel. Shared by the calls and the engine.
import type { Updateable } from 'kysely'
import type { CloseReason } from '../../../contract/contract-trading'
import { closeSettlement, type TickAt, triggersOf } from '../../../contract/rules/position'
import type { ContractOrderRow, ContractOrdersTable } from '../../db/schema'
import { reasons, refs } from '../../ledger/accounts'
import type { Posting } from '../../ledger/ledger'
import { feeEntries, holdEntries, settleEntries } from './ledger'

export interface Step {
  change: Updateable<ContractOrdersTable>
  postings: Posting[]
  /** The row as it is after the change. */
  after: ContractOrderRow
}

/** A pending order opens at its limit price on `tick`; the fee leaves the frozen part for the house. */
export function filling(o: ContractOrderRow, tick: TickAt, at: Date): Step {
  const triggers = triggersOf(o.side, 1, o.price, o.liq_price, o.stop_win, o.stop_loss)
  const change = {
    status: 1,
    open_t: tick.t,
    open_tick_price: tick.price,
    opened_at: at.toISOString(),
    watch_t: tick.t,
    low_trigger: triggers.low,
    high_trigger: triggers.high,
  } satisfies Partial<ContractOrderRow>
  const fee = o.fee
  const postings: Posting[] =
    fee > 0n
      ? [{ reason: reasons.contractFee, ref: refs.contract(o.id), at, entries: feeEntries(o.user_id, fee, true) }]
      : []
  return { change, postings, after: { ...o, ...change } }
}

/** An open position (or a part of it) closes at `tick`'s price. */
export function closing(o: ContractOrderRow, tick: TickAt, reason: CloseReason, at: Date): Step {
  const margin = o.margin
  const s = closeSettlement(o, tick.price)
  const change = {
    status: 2,
    close_t: tick.t,
    close_price: tick.price,
    close_reason: reason,
    closed_at: at.toISOString(),
    low_trigger: null,
    high_trigger: null,
  } satisfies Partial<ContractOrderRow>
  const posting: Posting = {
    reason: reasons.contractSettle,
    ref: refs.contract(o.parent_id ?? o.id),
    at,
    entries: settleEntries(o.user_id, margin, s),
  }
  return {
    change: { ...change, payout: Number(s.payout), gap: Number(s.gap) },
    postings: [posting],
    after: { ...o, ...change, payout: s.payout, gap: s.gap },
  }
}

/** A pending order is cancelled: margin and fee return from the frozen part. */
export function cancelling(o: ContractOrderRow, at: Date): Step {
  const change = {
    status: 3,
    closed_at: at.toISOString(),
    low_trigger: null,
    high_trigger: null,
  } satisfies Partial<ContractOrderRow>
  const posting: Posting = {
    reason: reasons.contractRelease,
    ref: refs.contract(o.id),
    at,
    entries: holdEntries(o.user_id, o.margin + o.fee, true),
  }
  return { change, postings: [posting], after: { ...o, ...change } }
}

/** Several steps on one read row as one compare-and-set change (a fill and a close on the same batch). */
export function combined(steps: readonly Step[]): Omit<Step, 'after'> {
  return {
    change: Object.assign({}, ...steps.map((s) => s.change)),
    postings: steps.flatMap((s) => s.postings),
  }
}
