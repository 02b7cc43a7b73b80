import { z } from 'zod'
import { priceAlertDirections } from '../price-alerts'
import { decimalInput, idInput } from './inputs'

/**
 * POST /api/price_alert_add {pid, direction, price}: price at the product's precision; an "above" alert must lie
 * above the current price and a "below" alert below it. At most 50 active alerts per user.
 */
export const priceAlertAddSchema = z.object({
  pid: idInput,
  direction: z.enum(priceAlertDirections),
  price: decimalInput,
})
export type PriceAlertAddRequest = z.input<typeof priceAlertAddSchema>

/** POST /api/price_alert_delete {id}: the caller's own alert, active or fired. */
export const priceAlertDeleteSchema = z.object({ id: idInput })
export type PriceAlertDeleteRequest = z.input<typeof priceAlertDeleteSchema>

/** GET /api/price_alerts[?pid=] */
export const priceAlertsQuerySchema = z.object({
  pid: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .optional(),
})
