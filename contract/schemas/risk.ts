import { z } from 'zod'
import { riskKinds } from '../risk'

/** POST /api/risk_accept: the user accepted the current version of this risk disclosure. */
export const riskAcceptSchema = z.object({ kind: z.enum(riskKinds) })
export type RiskAcceptRequest = z.input<typeof riskAcceptSchema>
