import { z } from 'zod'
import { decimalInput, flagInput, idInput } from './inputs'

const text = decimalInput.optional().transform((v) => v ?? '')

/**
 * POST /api/contract_order: pid; type 0 long / 1 short (ContractSide); price_type 0 market / 1 limit; price (a
 * limit order's price; ignored for market); hand: the number of lots, digits only (margin = hand x
 * hand_price); level: the leverage, one of the product's `leverages`; stop_win and stop_loss: trigger prices,
 * '' or '0' for none. `amount` (sent by the spec's form) is ignored: the margin follows from hand. Accepts the
 * `Idempotency-Key` header.
 */
export const contractOrderSchema = z.object({
  pid: idInput,
  type: flagInput,
  price_type: flagInput,
  price: text,
  hand: text,
  level: z
    .union([z.number().int().positive().max(1000), z.string().regex(/^\d{1,4}$/)])
    .optional()
    .transform((v) => (v === undefined ? 100 : Number(v))),
  stop_win: text,
  stop_loss: text,
  amount: z.unknown().optional(),
})
export type ContractOrderRequest = z.input<typeof contractOrderSchema>

/** POST /main/product_lvs {pid} */
export const contractProductSchema = z.object({ pid: idInput })
export type ContractProductRequest = z.input<typeof contractProductSchema>

/** POST /api/contract_cancel {oid}: cancels a pending limit order; margin and fee return in full. */
export const contractCancelSchema = z.object({ oid: idInput })
export type ContractCancelRequest = z.input<typeof contractCancelSchema>

/**
 * POST /api/contract_sell {oid, share?}: closes an open position at the current mark; share 25, 50, 75 or 100
 * (percent of the position, default 100). Accepts the `Idempotency-Key` header.
 */
export const contractSellSchema = z.object({
  oid: idInput,
  share: z
    .union([z.literal(25), z.literal(50), z.literal(75), z.literal(100), z.enum(['25', '50', '75', '100'])])
    .optional()
    .transform((v) => (v === undefined ? 100 : Number(v)) as 25 | 50 | 75 | 100),
})
export type ContractSellRequest = z.input<typeof contractSellSchema>

/** POST /api/contract_stops {oid, stop_win, stop_loss}: replaces both triggers ('' or '0' clears one). */
export const contractStopsSchema = z.object({ oid: idInput, stop_win: text, stop_loss: text })
export type ContractStopsRequest = z.input<typeof contractStopsSchema>

/** GET /api/orders/page/{page}?status=all|hold|wait[&before=id] (page from 1; 20 per page; a bad before is none). */
export const contractHistoryQuerySchema = z.object({
  status: z.enum(['all', 'hold', 'wait']).catch('all'),
  before: idInput.optional().catch(undefined),
})

/** POST /api/contract_notices_seen {ids}: the close notices (ContractNotice) the user has seen. */
export const contractNoticesSeenSchema = z.object({ ids: z.array(idInput).max(100) })
export type ContractNoticesSeenRequest = z.input<typeof contractNoticesSeenSchema>
