import { z } from 'zod'
import { decimalInput, flagInput, idInput } from './inputs'

const text = decimalInput.optional().transform((v) => v ?? '')

/**
 * POST /api/coin_buy {pid, type?, price_type, price, amount} and POST /api/coin_sell {pid, price_type, price,
 * amount}. amount: coin quantity (digits and one dot, up to 8 decimals); price: required for a limit order
 * (ignored for market). An order must be worth at least 1 USDT.
 * Buy: pays amount x price USDT (rounded up), receives amount - fee coin (fee rounded up).
 * Sell: gives amount coin, receives (amount - fee) x price USDT (rounded down).
 * A limit buy freezes its USDT, a limit sell its coin; a limit order whose price the market has already
 * crossed at placement fills at once, at its limit price.
 */
export const coinOrderSchema = z.object({
  pid: idInput,
  // The spec's buy payload carries a `type`; the side is given by the call.
  type: z.unknown().optional(),
  /** 0 market, 1 limit. */
  price_type: flagInput,
  price: text,
  amount: text,
})
export type CoinOrderRequest = z.input<typeof coinOrderSchema>

/** POST /main/coin_lvs */
export const coinPairSchema = z.object({ pid: idInput })
export type CoinPairRequest = z.input<typeof coinPairSchema>

/** POST /api/coin_cancel */
export const coinCancelSchema = z.object({ oid: idInput })
export type CoinCancelRequest = z.input<typeof coinCancelSchema>

/** GET /api/coin_orders[?pid=12]: pid picks the pair of `latest` (default 12). */
export const coinOrdersQuerySchema = z.object({
  pid: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .default(12),
})
