// The prices the demo history is decided by: the market's own record of the hours before it first started (the
// back-history every chart shows, market/history.ts), one tick per minute at each one-minute candle's close. The
// ticks are written to the tick record before anything is decided by them, so every stored deciding tick is there.
import type { Db } from '../../db/db'
import { bucketStart, intervalMs } from '../../market/candles'
import type { Tick } from '../../market/feed'
import { generateHistory } from '../../market/history'
import type { ModelProduct } from '../../market/model'
import { parsePrice } from '../../market/price'
import { listAnchors, listProducts, writeBatch } from '../../market/repo'

/** A tick at every minute, per product, over the same minutes for each: ticks[product][minute], oldest first. */
export interface RecordedPath {
  minutes: number
  ticks: ReadonlyMap<number, readonly Tick[]>
}

const MINUTE = intervalMs['1m']
/** A close is recorded one second before its candle ends, inside the candle the chart draws. */
const CLOSE_OFFSET = MINUTE - 1000
/** Products whose first start lies further apart than this share no recent back-history to replay. */
const MAX_SPREAD_MINUTES = 24 * 60

/**
 * The last `minutes` minutes before the earliest first start of `productIds`, from their back-history. Undefined
 * when a product is missing or has not started yet.
 */
export async function recordedPath(
  db: Db,
  productIds: readonly number[],
  minutes: number,
): Promise<RecordedPath | undefined> {
  const rows = new Map((await listProducts(db)).map((r) => [r.id, r]))
  const anchors = new Map((await listAnchors(db)).map((a) => [a.product_id, a]))
  const found = productIds.map((id) => ({ row: rows.get(id), anchor: anchors.get(id) }))
  if (found.some((f) => !f.row || !f.anchor)) return undefined
  const end = Math.min(...found.map((f) => bucketStart(Number(f.anchor?.t), '1m')))
  const ticks = new Map<number, Tick[]>()
  for (const { row, anchor } of found) {
    if (!row || !anchor) return undefined
    const spread = (bucketStart(Number(anchor.t), '1m') - end) / MINUTE
    if (spread > MAX_SPREAD_MINUTES) return undefined
    const model: ModelProduct = {
      id: row.id,
      reference: parsePrice(row.reference_price, row.precision),
      volatility: row.volatility,
      turnover: row.turnover,
      precision: row.precision,
    }
    const history = generateHistory(
      model,
      Number(anchor.price),
      Number(anchor.t),
      minutes + spread,
      Number(anchor.seed),
    )
    const candles = history['1m'].filter((c) => c.t < end).slice(-minutes)
    if (candles.length < minutes) return undefined
    ticks.set(
      row.id,
      candles.map((c) => ({ productId: row.id, t: c.t + CLOSE_OFFSET, price: c.c, volume: c.v })),
    )
  }
  return { minutes, ticks }
}

/** Puts the path on the tick record (ticks already there keep their price). */
export async function recordPath(db: Db, path: RecordedPath): Promise<void> {
  await writeBatch(db, [...path.ticks.values()].flat(), [])
}
