import { Hono } from 'hono'
import { ok } from '../../http/envelope'
import type { AppEnv } from '../../http/types'
import { creditScoreOf } from './service'

/** Signed in: GET /api/credit_score {score, grade, factors} (the same score as /api/userinfo). */
export const scoreApi = new Hono<AppEnv>().get('/credit_score', async (c) => {
  const { deps, userId } = c.var
  return ok(c, await creditScoreOf(deps.db, userId, deps.clock()))
})
