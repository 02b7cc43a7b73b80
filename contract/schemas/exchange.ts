import { z } from 'zod'
import { assets } from '../api'
import { decimalInput, flagInput } from './inputs'

const asset = z.string().trim().toUpperCase().pipe(z.enum(assets))

/**
 * POST /api/exchange_result2. type 0: amount is the from amount; type 1: amount is the to amount.
 * do 0 quotes at the current price; do 1 executes at the price at submission.
 */
export const exchangeSchema = z.object({
  from: asset,
  to: asset,
  amount: decimalInput.optional().transform((v) => v ?? ''),
  type: flagInput.default(0),
  do: flagInput.default(0),
})
export type ExchangeRequest = z.input<typeof exchangeSchema>
