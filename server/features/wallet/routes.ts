import { Hono } from 'hono'
import { ok } from '../../http/envelope'
import type { AppEnv } from '../../http/types'
import { assetInfo, userBalance } from './service'

/** Signed in: POST /api/asset {} (info + orders), POST /api/user_balance {} (available per asset). Bodies are ignored. */
export const walletApi = new Hono<AppEnv>()
  .post('/asset', async (c) => ok(c, await assetInfo(c.var.deps, c.var.userId, c.var.lang)))
  .post('/user_balance', async (c) => ok(c, await userBalance(c.var.deps, c.var.userId)))
