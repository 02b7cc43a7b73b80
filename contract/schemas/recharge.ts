import { z } from 'zod'
import { rechargeTypes } from '../wallet'
import { decimalInput, textInput } from './inputs'

/**
 * POST /api/recharge: amount in the deposited currency (USDT for types 0/1, BTC for 2, ETH for 3); pic is the
 * `src` or `fname` of an upload made by the caller through /api/stream_upload/type/payimg.
 */
export const rechargeSchema = z.object({
  type: z
    .union([z.number(), z.string().regex(/^\d$/).transform(Number)])
    .optional()
    .refine((t) => t === undefined || rechargeTypes.some((r) => r === t))
    .transform((t) => rechargeTypes.find((r) => r === t)),
  amount: decimalInput.optional().transform((v) => v ?? ''),
  pic: textInput(200),
})
export type RechargeRequest = z.input<typeof rechargeSchema>
