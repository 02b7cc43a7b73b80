// Setting, listing and deleting a user's price alerts. The engine (engine.ts) fires them.
import type { LanguageCode } from '../../../contract/api'
import { MAX_ACTIVE_PRICE_ALERTS, type PriceAlert } from '../../../contract/price-alerts'
import type { priceAlertAddSchema } from '../../../contract/schemas/price-alerts'
import type { PriceAlertRow } from '../../db/schema'
import type { Deps } from '../../deps'
import { AppError, invalid } from '../../errors'
import { writeTx } from '../../ledger/tx'
import type { Market } from '../../market/market'
import { formatUnits, priceUnitsOf } from '../../market/price'
import { productTextsIn, type TextOf } from '../../market/texts'
import { currentTick } from '../../trading/ticks'
import { alertsOf, countActive, deleteAlert, insertAlert } from './repo'

type AddRequest = ReturnType<typeof priceAlertAddSchema.parse>

/** The most alerts one list shows (active ones are at most 50; the rest are the latest fired). */
const LIST_LIMIT = 200

/** A positive price with at most the product's decimals, in price units. */
export function targetUnits(text: string, precision: number): number {
  const units = priceUnitsOf(text, precision, 15)
  if (units === null || units <= 0) {
    throw invalid('price_alert_price_invalid', { decimals: String(precision) })
  }
  return units
}

/** `textOf`: the products' texts in the reader's language (market/texts.ts). */
export function viewOf(market: Market, row: PriceAlertRow, textOf: TextOf): PriceAlert {
  const pid = Number(row.product_id)
  const product = market.get(pid)?.row
  const precision = product?.precision ?? 0
  return {
    id: Number(row.id),
    pid,
    title: textOf(pid)?.title ?? product?.title ?? '',
    direction: row.direction,
    price: formatUnits(Number(row.target), precision),
    status: row.status === 'fired' ? 'fired' : 'active',
    add_time: row.created_at,
    fired_price: row.fired_price === null ? null : formatUnits(Number(row.fired_price), precision),
    fired_t: row.fired_t === null ? null : Number(row.fired_t),
  }
}

/** Sets an alert beyond the current price, in the direction it names; at most 50 active ones per user. */
export async function addPriceAlert(
  deps: Deps,
  reader: { userId: number; lang: LanguageCode },
  request: AddRequest,
): Promise<PriceAlert> {
  const { userId } = reader
  if (!deps.market.get(request.pid)) throw new AppError('not_found', 'product_not_found')
  const mark = currentTick(deps.market, request.pid)
  const target = targetUnits(request.price, mark.precision)
  const current = { price: formatUnits(mark.price, mark.precision) }
  if (request.direction === 'above' && target <= mark.price) throw invalid('price_alert_above_mark', current)
  if (request.direction === 'below' && target >= mark.price) throw invalid('price_alert_below_mark', current)
  // In a write transaction, so two adds at once cannot both pass the count.
  const row = await writeTx(deps.db, async (trx) => {
    if ((await countActive(trx, userId)) >= MAX_ACTIVE_PRICE_ALERTS) {
      throw invalid('price_alert_limit', { count: String(MAX_ACTIVE_PRICE_ALERTS) })
    }
    const at = deps.clock().toISOString()
    return insertAlert(trx, {
      userId,
      productId: request.pid,
      direction: request.direction,
      target,
      watchT: mark.t,
      at,
    })
  })
  return viewOf(deps.market, row, await productTextsIn(deps.db, reader.lang))
}

export async function listPriceAlerts(
  deps: Deps,
  reader: { userId: number; lang: LanguageCode },
  productId?: number,
): Promise<PriceAlert[]> {
  const rows = await alertsOf(deps.db, reader.userId, productId, LIST_LIMIT)
  const textOf = await productTextsIn(deps.db, reader.lang)
  return rows.map((row) => viewOf(deps.market, row, textOf))
}

export async function deletePriceAlert(deps: Deps, userId: number, id: number): Promise<void> {
  if (!(await deleteAlert(deps.db, userId, id, deps.clock().toISOString()))) {
    throw new AppError('not_found', 'price_alert_not_found')
  }
}
