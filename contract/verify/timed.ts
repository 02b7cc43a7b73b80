// Verifying a settled timed order from the signed price record: every hour from the entry tick to the expiry is
// checked against its signed head, the deciding tick is found by the published rule (the last recorded tick at or
// before expiry, contract/rules/micro.ts) and the outcome is recomputed to the USDT minor unit. Any difference is
// named. Pure code: the app's worker and `npm run verify` call it with their own way of fetching hours.

import type { CloseReason } from '../contract-trading'
import { formatDecimal, parseDecimal } from '../rules/decimal'
import { microOutcome, microPloss, winPayout } from '../rules/micro'
import type { MicroDirection, MicroOrder, MicroOutcome, TradeTick } from '../trading'
import {
  checkHourRecord,
  HOUR_MS,
  type HourRecord,
  type RecordProblem,
  type RecordTick,
  type VerifyKey,
} from './prices'

/** What a user's history says about a settled timed order (contract/trading.ts MicroOrder, by its own names). */
export interface TimedClaim {
  id: number
  productId: number
  direction: MicroDirection
  /** USDT decimal strings. */
  stake: string
  ploss: string
  /** Payout percent on a win. */
  rate: string
  /** Epoch ms. */
  expiresAt: number
  entry: TradeTick
  settlement: TradeTick
  result: MicroOutcome
}

/** The claim of a settled order as GET /api/micro_orders lists it; null for a running or voided one. */
export function timedClaimOf(o: MicroOrder): TimedClaim | null {
  if (o.status !== 2 || !o.settlement || o.result === null) return null
  return {
    id: o.oid,
    productId: o.pid,
    direction: o.type,
    stake: o.num,
    ploss: o.ploss,
    rate: o.rate,
    expiresAt: Date.parse(o.expires_at),
    entry: o.entry,
    settlement: o.settlement,
    result: o.result,
  }
}

/** Where a check stopped or what did not match, each one named (the app and the command word them). */
export type Mismatch =
  | { kind: 'record'; hour: number; problem: RecordProblem }
  | { kind: 'unsigned'; hour: number }
  | { kind: 'entry_tick'; stored: TradeTick }
  | { kind: 'deciding_tick'; stored: TradeTick; rule: TradeTick }
  | { kind: 'result'; stored: MicroOutcome; rule: MicroOutcome }
  | { kind: 'ploss'; stored: string; rule: string }
  /** A spot fill's USDT (and fee) at the limit price; stored and rule are the USDT amounts. */
  | { kind: 'fill_amounts'; stored: string; rule: string }
  /** A contract position: why it closed (null: the rule closes it on no tick up to the stored close). */
  | { kind: 'close_reason'; stored: CloseReason; rule: CloseReason | null }
  /** A contract limit order's fill tick (null: no tick after placement reached the limit). */
  | { kind: 'fill_tick'; stored: TradeTick; rule: TradeTick | null }
  /** A contract position's liquidation price, from its entry, leverage and maintenance rate. */
  | { kind: 'liq_price'; stored: string; rule: string }

export type TimedVerdict =
  | { ok: true; rule: 'last_tick_at_or_before_expiry'; tick: TradeTick; result: MicroOutcome; ploss: string }
  | { ok: false; mismatches: Mismatch[] }

/** An hour's record, or null when none is signed yet (the hour is still open, or was never recorded). */
export type HourSource = (productId: number, hourStart: number) => Promise<HourRecord | null>

const USDT = 6

export function hourOf(t: number): number {
  return t - (((t % HOUR_MS) + HOUR_MS) % HOUR_MS)
}

/** The hour starts a check of [from, to] downloads. */
export function hoursBetween(from: number, to: number): number[] {
  const out: number[] = []
  for (let h = hourOf(from); h <= to; h += HOUR_MS) out.push(h)
  return out
}

/** The published rule: the last recorded tick at or before expiry. */
export function lastTickAtOrBefore(ticks: readonly RecordTick[], at: number): RecordTick | undefined {
  let found: RecordTick | undefined
  for (const tick of ticks) {
    if (tick[0] > at) break
    found = tick
  }
  return found
}

const asTick = (tick: RecordTick, precision: number): TradeTick => ({
  t: tick[0],
  price: formatDecimal(BigInt(tick[1]), precision),
})

/** The checked ticks of every hour in [from, to] and the precision, or the mismatches that stopped the check. */
export async function checkedTicks(
  key: VerifyKey,
  source: HourSource,
  productId: number,
  from: number,
  to: number,
): Promise<{ ticks: RecordTick[]; precision: number } | { mismatches: Mismatch[] }> {
  const mismatches: Mismatch[] = []
  const ticks: RecordTick[] = []
  let precision = 0
  for (const hour of hoursBetween(from, to)) {
    const record = await source(productId, hour)
    if (!record || record.head.productId !== productId || record.head.start !== hour) {
      mismatches.push({ kind: 'unsigned', hour })
      continue
    }
    const problem = await checkHourRecord(key, record)
    if (problem) mismatches.push({ kind: 'record', hour, problem })
    precision = record.precision
    ticks.push(...record.ticks)
  }
  return mismatches.length > 0 ? { mismatches } : { ticks, precision }
}

export async function verifyTimedOrder(key: VerifyKey, source: HourSource, claim: TimedClaim): Promise<TimedVerdict> {
  const checked = await checkedTicks(key, source, claim.productId, claim.entry.t, claim.expiresAt)
  if ('mismatches' in checked) return { ok: false, mismatches: checked.mismatches }
  const { ticks, precision } = checked
  const mismatches: Mismatch[] = []
  const entry = ticks.find((tick) => tick[0] === claim.entry.t)
  const units = (tick: TradeTick) => parseDecimal(tick.price, precision)
  if (!entry || units(claim.entry) !== BigInt(entry[1])) mismatches.push({ kind: 'entry_tick', stored: claim.entry })
  const decided = lastTickAtOrBefore(ticks, claim.expiresAt)
  if (!decided || !entry) return { ok: false, mismatches }
  const rule = asTick(decided, precision)
  if (rule.t !== claim.settlement.t || units(claim.settlement) !== BigInt(decided[1]))
    mismatches.push({ kind: 'deciding_tick', stored: claim.settlement, rule })
  const result = microOutcome(claim.direction, entry[1], decided[1])
  if (result !== claim.result) mismatches.push({ kind: 'result', stored: claim.result, rule: result })
  const stake = parseDecimal(claim.stake, USDT) ?? 0n
  const ploss = formatDecimal(microPloss(result, stake, winPayout(stake, claim.rate)), USDT)
  const stored = parseDecimal(claim.ploss, USDT, { signed: true })
  if (stored === null || formatDecimal(stored, USDT) !== ploss)
    mismatches.push({ kind: 'ploss', stored: claim.ploss, rule: ploss })
  if (mismatches.length > 0) return { ok: false, mismatches }
  return { ok: true, rule: 'last_tick_at_or_before_expiry', tick: rule, result, ploss }
}
