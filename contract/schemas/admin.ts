import { z } from 'zod'
import { textInput } from './inputs'

/** GET /admin/{kind}?status=0|1|2|all (default 0, pending); all reads as undefined. */
export const reviewStatusSchema = z
  .enum(['0', '1', '2', 'all'])
  .default('0')
  .transform((s) => (s === 'all' ? undefined : (Number(s) as 0 | 1 | 2)))

/** POST /admin/{kind}/{id}/approve {reason?} and /reject {reason}; an empty body is no reason. */
export const decisionSchema = z.object({ reason: textInput(500) })
export type AdminDecisionRequest = z.input<typeof decisionSchema>

/**
 * POST /admin/products/{pid}/contract_terms: changes a product's contract terms (any subset); they apply to new
 * orders only. max_leverage 25/50/75/100; maintenance below 100 / max_leverage percent; hand_fee a percent;
 * hand_price USDT per lot. Answers the product's terms after the change.
 */
export const contractTermsSchema = z.object({
  max_leverage: z
    .union([z.number(), z.string()])
    .optional()
    .transform((v) => (v === undefined ? undefined : String(v))),
  maintenance: z
    .union([z.number(), z.string()])
    .optional()
    .transform((v) => (v === undefined ? undefined : String(v))),
  hand_fee: z
    .union([z.number(), z.string()])
    .optional()
    .transform((v) => (v === undefined ? undefined : String(v))),
  hand_price: z
    .union([z.number(), z.string()])
    .optional()
    .transform((v) => (v === undefined ? undefined : String(v))),
})
export type ContractTermsRequest = z.input<typeof contractTermsSchema>
