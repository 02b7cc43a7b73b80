import { z } from 'zod'

export const MAX_WATCHLIST = 200

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

/** POST /api/focus_add: replaces the caller's watchlist with exactly these ids (at most 200, no unknown ids). */
export const watchlistSchema = z.object({ pids: pidsSchema })
export type WatchlistRequest = z.input<typeof watchlistSchema>
