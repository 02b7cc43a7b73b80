import { z } from 'zod'
import { decimalInput, flagInput, idInput } from './inputs'

const seconds = z
  .union([
    z
      .number()
      .int()
      .positive()
      .max(86_400 * 366),
    z.string().regex(/^\d{1,9}$/),
  ])
  .transform(Number)

/**
 * POST /api/micro_order. t: seconds, one of latest.micro_contract[].time; amount: the stake in USDT; type: 0 up,
 * 1 down (MicroDirection).
 */
export const microOrderSchema = z.object({
  pid: idInput,
  t: seconds,
  amount: decimalInput.optional().transform((v) => v ?? ''),
  type: flagInput,
})
export type MicroOrderRequest = z.input<typeof microOrderSchema>

/** POST /api/micro_result */
export const microResultSchema = z.object({ oid: idInput })
export type MicroResultRequest = z.input<typeof microResultSchema>
