import { Hono } from 'hono'
import { riskAcceptSchema } from '../../../contract/schemas/risk'
import { ok } from '../../http/envelope'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { acceptRisk } from './service'

/** Signed in: POST /api/risk_accept {kind} (micro or contract). */
export const riskApi = new Hono<AppEnv>().post('/risk_accept', async (c) => {
  const { kind } = await readBody(c, riskAcceptSchema)
  return ok(c, await acceptRisk(c.var.deps, c.var.userId, kind), 'risk_accepted')
})
