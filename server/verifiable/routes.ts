// The public price record: the signing key at a well-known path, and a product's signed hours (ticks with their
// signed head), one hour per call or a window of hours. A signed hour never changes: its answer is cached a year.
import { type Context, Hono } from 'hono'
import { HOUR_MS, type HourRecord, PRICES_FORMAT, type PricesKey } from '../../contract/verify/prices'
import { hoursBetween } from '../../contract/verify/timed'
import type { Db } from '../db/db'
import { AppError } from '../errors'
import { fail, ok } from '../http/envelope'
import type { AppEnv } from '../http/types'
import { publicPriceKey } from './keys'
import { hourTicks } from './sealer'

const IMMUTABLE = 'public, max-age=31536000, immutable'
/**
 * Hours one window call returns at most: a timed order's check needs one or two; a longer check (a limit order that
 * waited) asks hour by hour, each answer cached a year, instead of one large uncached read.
 */
export const WINDOW_HOURS = 3

async function hourRecord(db: Db, productId: number, start: number, precision: number): Promise<HourRecord | null> {
  const head = await db
    .selectFrom('price_heads')
    .select(['count', 'prev', 'head', 'sig'])
    .where('product_id', '=', productId)
    .where('span', '=', 'h')
    .where('start', '=', start)
    .executeTakeFirst()
  if (!head) return null
  const ticks = await hourTicks(db, productId, start)
  const signed = { productId, span: 'h' as const, start, count: Number(head.count), prev: head.prev, head: head.head }
  return { head: { ...signed, sig: head.sig }, precision, ticks }
}

function product(c: Context<AppEnv>): { id: number; precision: number } | null {
  const pid = c.req.param('pid') ?? ''
  const state = /^\d{1,9}$/.test(pid) ? c.get('deps').market.get(Number(pid)) : undefined
  return state ? { id: state.row.id, precision: state.row.precision } : null
}

const epochMs = (text: string | undefined) => (text && /^\d{1,15}$/.test(text) ? Number(text) : null)

export const pricesWellKnown = new Hono<AppEnv>().get('/tern-prices.json', async (c) => {
  const publicKey = await publicPriceKey(c.get('deps').db)
  if (!publicKey) return fail(c, 'not_found', 404)
  c.header('Cache-Control', 'public, max-age=3600')
  const maxPriceAgeMs = c.get('deps').config.maxPriceAgeSeconds * 1000
  const body: PricesKey = { format: PRICES_FORMAT, algorithm: 'Ed25519', publicKey, maxPriceAgeMs }
  return c.json(body)
})

export const pricesPublic = new Hono<AppEnv>()
  .get('/prices/:pid/:hour', async (c) => {
    const p = product(c)
    const hour = epochMs(c.req.param('hour'))
    if (!p) return fail(c, new AppError('not_found', 'product_not_found'))
    if (hour === null || hour % HOUR_MS !== 0) return fail(c, 'validation')
    const record = await hourRecord(c.get('deps').db, p.id, hour, p.precision)
    if (!record) return fail(c, 'not_found')
    c.header('Cache-Control', IMMUTABLE)
    return ok(c, record)
  })
  .get('/price_window/:pid', async (c) => {
    const p = product(c)
    const from = epochMs(c.req.query('from'))
    const to = epochMs(c.req.query('to'))
    if (!p) return fail(c, new AppError('not_found', 'product_not_found'))
    if (from === null || to === null || to < from) return fail(c, 'validation')
    const hours = hoursBetween(from, to)
    if (hours.length > WINDOW_HOURS) return fail(c, 'validation')
    const records: HourRecord[] = []
    for (const hour of hours) {
      const record = await hourRecord(c.get('deps').db, p.id, hour, p.precision)
      if (record) records.push(record)
    }
    // Complete once every hour is signed: then it never changes.
    if (records.length === hours.length) c.header('Cache-Control', IMMUTABLE)
    return ok(c, { hours: records, complete: records.length === hours.length })
  })
