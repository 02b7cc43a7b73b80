import { Hono } from 'hono'
import { ok } from '../../http/envelope'
import type { AppEnv } from '../../http/types'
import { statementPage } from './service'

/** Signed in: GET /api/statement?asset=&kind=&from=&to=&before=&limit= (contract/statement.ts). */
export const statementApi = new Hono<AppEnv>().get('/statement', async (c) => {
  const { asset, kind, from, to, before, limit } = c.req.query()
  return ok(c, await statementPage(c.var.deps, c.var.userId, { asset, kind, from, to, before, limit }))
})
