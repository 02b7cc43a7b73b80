import { Hono } from 'hono'
import { watchlistSchema } from '../../../contract/schemas/watchlist'
import { ok } from '../../http/envelope'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { setWatchlist, watchlist } from './service'

/** Signed in: GET /api/focus (the caller's product ids), POST /api/focus_add {pids} (replaces the list). */
export const watchlistApi = new Hono<AppEnv>()
  .get('/focus', async (c) => ok(c, await watchlist(c.var.deps, c.var.userId)))
  .post('/focus_add', async (c) => {
    const { pids } = await readBody(c, watchlistSchema)
    return ok(c, await setWatchlist(c.var.deps, c.var.userId, pids), 'watchlist_saved')
  })
