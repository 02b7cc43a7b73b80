// Verifying a closed contract position from the signed price record: every hour from its placement to its close is
// checked against its signed head, the position's life is replayed on the recorded ticks by the rules the engine
// applies (contract/rules/position.ts: a limit order that waited fills on the first tick after placement at or
// through its limit; liquidation is the first tick that crossed the liquidation price; a take-profit or stop-loss
// the first tick at or through the stop in force at that tick; a close by the user is priced at a recorded tick at
// most the price age limit before the close request (the last its process had: an API process apart from the
// engine reads the ticks the engine records, so a later one may be recorded after), and no earlier tick may have
// closed it by rule), and the close price and the result recomputed to the USDT minor unit. Each difference is
// named.
import type { CloseReason, ContractHistoryEntry, ContractStopsFrom } from '../contract-trading'
import { type ContractSide, liquidationPrice } from '../rules/contract'
import { formatDecimal, parseDecimal } from '../rules/decimal'
import { closeSettlement, positionDecision, type StopsFrom, type TickAt } from '../rules/position'
import type { TradeTick } from '../trading'
import type { VerifyKey } from './prices'
import { checkedTicks, type HourSource, lastTickAtOrBefore, type Mismatch } from './timed'

const USDT = 6

/** What a user's contract history says about a closed position (contract/contract-trading.ts, by its own names). */
export interface ContractClaim {
  id: number
  productId: number
  side: ContractSide
  /** 0 market, 1 limit. */
  priceType: 0 | 1
  leverage: number
  /** Percent. */
  maintenance: string
  /** USDT decimal strings: the margin, the notional and the realized result of this position (or part). */
  margin: string
  notional: string
  profit: string
  /** Price decimal strings: the entry (a waited limit order's limit) and the liquidation price. */
  entry: string
  liq: string
  /** Epoch ms of the tick at placement, and of the close request. */
  placedT: number
  closedAt: number
  open: TradeTick
  close: TradeTick
  reason: CloseReason
  /** The stops over the position's life, oldest first; the first from placement. */
  stops: ContractStopsFrom[]
}

export type ContractRule =
  | 'first_tick_through_liquidation'
  | 'first_tick_through_stop_loss'
  | 'first_tick_through_take_profit'
  | 'recorded_tick_within_price_age_before_close_request'

const rules: Record<CloseReason, ContractRule> = {
  liquidation: 'first_tick_through_liquidation',
  stop_loss: 'first_tick_through_stop_loss',
  take_profit: 'first_tick_through_take_profit',
  user: 'recorded_tick_within_price_age_before_close_request',
}

export type ContractVerdict =
  | { ok: true; rule: ContractRule; tick: TradeTick; reason: CloseReason; profit: string }
  | { ok: false; mismatches: Mismatch[] }

/** The claim of a closed position as GET /api/orders/page/{page} lists it; null for anything else. */
export function contractClaimOf(o: ContractHistoryEntry): ContractClaim | null {
  if (o.status !== 2 || !o.open_tick || !o.close_tick || !o.close_reason || o.placed_t === undefined) return null
  if (!o.closetime) return null
  return {
    id: o.oid,
    productId: o.pid,
    side: o.type,
    priceType: o.price_type,
    leverage: o.level,
    maintenance: o.maintenance,
    margin: o.num,
    notional: o.notional,
    profit: o.profit,
    entry: o.buyprice,
    liq: o.liq_price,
    placedT: o.placed_t,
    closedAt: Date.parse(o.closetime),
    open: o.open_tick,
    close: o.close_tick,
    reason: o.close_reason,
    stops: o.stops ?? [{ from_t: o.placed_t, stop_win: o.stop_win, stop_loss: o.stop_loss }],
  }
}

const sameTick = (a: TradeTick, b: TradeTick, precision: number) =>
  a.t === b.t && parseDecimal(a.price, precision) === parseDecimal(b.price, precision)

/** The price age limit when the server does not publish one (TERN_MAX_PRICE_AGE_SECONDS's default). */
export const DEFAULT_MAX_PRICE_AGE_MS = 10_000

export async function verifyContractClose(
  key: VerifyKey,
  source: HourSource,
  claim: ContractClaim,
  maxPriceAgeMs: number = DEFAULT_MAX_PRICE_AGE_MS,
): Promise<ContractVerdict> {
  const to = claim.reason === 'user' ? Math.max(claim.close.t, claim.closedAt) : claim.close.t
  const checked = await checkedTicks(key, source, claim.productId, claim.placedT, to)
  if ('mismatches' in checked) return { ok: false, mismatches: checked.mismatches }
  const { precision } = checked
  const ticks: TickAt[] = checked.ticks.map(([t, price]) => ({ t, price }))
  const asTick = (k: TickAt): TradeTick => ({ t: k.t, price: formatDecimal(BigInt(k.price), precision) })
  const units = (text: string) => (text === '' ? null : parseDecimal(text, precision))
  const mismatches: Mismatch[] = []

  const entry = units(claim.entry)
  const waited = claim.priceType === 1 && claim.open.t !== claim.placedT
  const opened = ticks.find((k) => k.t === claim.open.t)
  if (!opened || units(claim.open.price) !== BigInt(opened.price) || entry === null)
    return { ok: false, mismatches: [{ kind: 'entry_tick', stored: claim.open }] }
  // At once (market, or a limit already reached): the entry is the opening tick's price.
  if (!waited && entry !== BigInt(opened.price)) mismatches.push({ kind: 'entry_tick', stored: claim.open })
  const liq = liquidationPrice(claim.side, entry, claim.leverage, claim.maintenance)
  if (units(claim.liq) !== liq)
    mismatches.push({ kind: 'liq_price', stored: claim.liq, rule: formatDecimal(liq, precision) })

  const stops: StopsFrom[] = claim.stops.map((s) => ({
    from_t: s.from_t,
    stop_win: units(s.stop_win) === null ? null : Number(units(s.stop_win)),
    stop_loss: units(s.stop_loss) === null ? null : Number(units(s.stop_loss)),
  }))
  const decision = positionDecision(
    {
      side: claim.side,
      waited,
      price: Number(entry),
      liq_price: Number(liq),
      placed_t: claim.placedT,
      open_t: claim.open.t,
    },
    stops,
    ticks,
  )
  if (waited && (!decision.fill || !sameTick(asTick(decision.fill), claim.open, precision)))
    mismatches.push({ kind: 'fill_tick', stored: claim.open, rule: decision.fill ? asTick(decision.fill) : null })

  // The tick the rule closes the position on, and why.
  let ruled: { tick: TickAt; reason: CloseReason } | null = decision.close
  if (claim.reason === 'user') {
    // The stored tick, if the record holds it within the price age limit before the request; else the last one
    // at or before the request stands for what the rule allows, and the difference is named.
    const stored = ticks.find((k) => k.t === claim.close.t && BigInt(k.price) === units(claim.close.price))
    const allowed =
      stored && stored.t <= claim.closedAt && claim.closedAt - stored.t <= maxPriceAgeMs ? stored : undefined
    const requested = lastTickAtOrBefore(checked.ticks, claim.closedAt)
    const at = allowed ?? (requested ? { t: requested[0], price: requested[1] } : null)
    // The user's close stands unless a tick before it closed the position by rule (a whole close at a mark that
    // liquidates applies like the engine's, at the same tick).
    if (at && (!ruled || ruled.tick.t >= at.t)) ruled = { tick: at, reason: 'user' }
  }
  if (!ruled) {
    mismatches.push({ kind: 'close_reason', stored: claim.reason, rule: null })
    return { ok: false, mismatches }
  }
  const rule = asTick(ruled.tick)
  if (ruled.reason !== claim.reason) mismatches.push({ kind: 'close_reason', stored: claim.reason, rule: ruled.reason })
  if (!sameTick(rule, claim.close, precision)) mismatches.push({ kind: 'deciding_tick', stored: claim.close, rule })

  const margin = parseDecimal(claim.margin, USDT) ?? 0n
  const notional = parseDecimal(claim.notional, USDT) ?? 0n
  const settled = closeSettlement({ side: claim.side, margin, notional, price: Number(entry) }, ruled.tick.price)
  const profit = formatDecimal(settled.payout - margin, USDT)
  const stored = parseDecimal(claim.profit, USDT, { signed: true })
  if (stored === null || formatDecimal(stored, USDT) !== profit)
    mismatches.push({ kind: 'ploss', stored: claim.profit, rule: profit })
  if (mismatches.length > 0) return { ok: false, mismatches }
  return { ok: true, rule: rules[claim.reason], tick: rule, reason: claim.reason, profit }
}
