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
