// Verifying a filled spot limit order from the signed price record: every hour from its placement to its fill is
// checked against its signed head, the deciding tick found by the published rule (the first recorded tick after
// placement at or through the limit: a buy at or below, a sell at or above; contract/rules/spot.ts) and the fill
// recomputed to the minor unit at the limit price.
import { assetDecimals } from '../api'
import { formatDecimal, parseDecimal } from '../rules/decimal'
import { crosses, type Side, spotFill } from '../rules/spot'
import type { CoinOrder, TradeTick } from '../trading'
import type { RecordTick, VerifyKey } from './prices'
import { checkedTicks, type HourSource, type Mismatch } from './timed'

export interface SpotClaim {
  id: number
  productId: number
  side: Side
  coin: 'BTC' | 'ETH'
  /** Decimal strings: the limit price, the coin amount ordered, its fee, and USDT paid or received. */
  limit: string
  amount: string
  fee: string
  total: string
  feeRate: string
  /** Epoch ms of the tick at placement. */
  placedT: number
  fill: TradeTick
}

export type SpotVerdict =
  | { ok: true; rule: 'first_tick_crossing_limit'; tick: TradeTick }
  | { ok: false; mismatches: Mismatch[] }

/** The claim of a filled limit order as GET /api/coin_orders lists it; null for anything else. */
export function spotClaimOf(o: CoinOrder): SpotClaim | null {
  if (o.status !== 1 || o.price_type !== 1 || !o.fill || o.placed_t === undefined) return null
  if (o.coin !== 'BTC' && o.coin !== 'ETH') return null
  return {
    id: o.oid,
    productId: o.pid,
    side: o.buy_or_sell,
    coin: o.coin,
    limit: o.price,
    amount: o.amount,
    fee: o.fee,
    total: o.total,
    feeRate: o.fee_rate,
    placedT: o.placed_t,
    fill: o.fill,
  }
}

export async function verifySpotFill(key: VerifyKey, source: HourSource, claim: SpotClaim): Promise<SpotVerdict> {
  const checked = await checkedTicks(key, source, claim.productId, claim.placedT, claim.fill.t)
  if ('mismatches' in checked) return { ok: false, mismatches: checked.mismatches }
  const { ticks, precision } = checked
  const limit = parseDecimal(claim.limit, precision)
  if (limit === null) return { ok: false, mismatches: [{ kind: 'fill_amounts', stored: claim.total, rule: '' }] }
  const decided: RecordTick | undefined = ticks.find(
    (k) => k[0] > claim.placedT && crosses(claim.side, Number(limit), k[1]),
  )
  const mismatches: Mismatch[] = []
  const rule = decided ? { t: decided[0], price: formatDecimal(BigInt(decided[1]), precision) } : null
  if (!rule || rule.t !== claim.fill.t || parseDecimal(claim.fill.price, precision) !== BigInt(decided?.[1] ?? -1))
    mismatches.push({ kind: 'deciding_tick', stored: claim.fill, rule: rule ?? { t: 0, price: '' } })
  const decimals = assetDecimals[claim.coin]
  const amount = parseDecimal(claim.amount, decimals) ?? 0n
  const fill = spotFill({
    side: claim.side,
    amount,
    coinDecimals: decimals,
    price: { units: limit, decimals: precision },
    ratePercent: claim.feeRate,
  })
  const total = formatDecimal(fill.usdt, assetDecimals.USDT)
  const stored = parseDecimal(claim.total, assetDecimals.USDT)
  const storedFee = parseDecimal(claim.fee, decimals)
  if (stored === null || stored !== fill.usdt || storedFee !== fill.fee)
    mismatches.push({ kind: 'fill_amounts', stored: claim.total, rule: total })
  if (mismatches.length > 0 || !rule) return { ok: false, mismatches }
  return { ok: true, rule: 'first_tick_crossing_limit', tick: rule }
}
