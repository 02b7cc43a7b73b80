import { Hono } from 'hono'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { MAX_WATCHLIST, setWatchlist, watchlist } from './service'

const idSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)
/** pids as an array of ids, or as a comma-separated string ("12,13"; "" clears the list). */
const pidsSchema = z.union([
  z.array(idSchema).max(MAX_WATCHLIST),
  z
    .string()
    .trim()
    .regex(/^(\d{1,9}(\s*,\s*\d{1,9})*)?$/)
    .transform((s) => (s === '' ? [] : s.split(',').map((part) => Number(part.trim()))))
    .pipe(z.array(idSchema).max(MAX_WATCHLIST)),
])
const bodySchema = z.object({ pids: pidsSchema })

/** Signed in: GET /api/focus (the caller's product ids), POST /api/focus_add {pids} (replaces the list). */
export const watchlistApi = new Hono<AppEnv>()
  .get('/focus', async (c) => ok(c, await watchlist(c.var.deps, c.var.userId)))
  .post('/focus_add', async (c) => {
    const { pids } = await readBody(c, bodySchema)
    return ok(c, await setWatchlist(c.var.deps, c.var.userId, pids), 'watchlist_saved')
  })
