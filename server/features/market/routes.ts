import { type Context, Hono } from 'hono'
import { type KlineInterval, klineIntervals } from '../../../contract/market'
import { klineQuerySchema } from '../../../contract/schemas/market'
import { AppError } from '../../errors'
import { signedInUser } from '../../http/auth'
import { fail } from '../../http/envelope'
import type { AppEnv } from '../../http/types'
import type { ProductState } from '../../market/state'
import { productStatus, statusBoard } from '../../market/status'
import { productTexts } from '../../market/texts'
import { cachedOk } from './cache'
import { kline, klineHistory, productListJson, productsJson, recommendJson, userMoney } from './service'

const LIVE_MAX_AGE = 1
const DAILY_MAX_AGE = 5
const HISTORY_MAX_AGE = 60
const DEPTH_LIMIT = 2

type Resolved = { state: ProductState; interval: KlineInterval } | Response

/** The product and interval of a kline path, or the status-0 answer explaining which one is wrong. */
function resolve(c: Context<AppEnv>): Resolved {
  const { pid, interval } = c.req.param() as { pid: string; interval: string }
  const state = /^\d{1,9}$/.test(pid) ? c.var.deps.market.get(Number(pid)) : undefined
  if (!state) return fail(c, new AppError('not_found', 'product_not_found'))
  const known = klineIntervals.find((i) => i === interval)
  if (!known) return fail(c, new AppError('validation', 'interval_invalid'))
  return { state, interval: known }
}

async function klineAnswer(c: Context<AppEnv>, depth: boolean) {
  const resolved = resolve(c)
  if (resolved instanceof Response) return resolved
  const { state, interval } = resolved
  const parsed = klineQuerySchema.safeParse(c.req.query())
  if (!parsed.success) return fail(c, 'validation')
  const { deps } = c.var
  const { before } = parsed.data
  const limit = depth ? DEPTH_LIMIT : parsed.data.limit
  if (before !== undefined && !depth) {
    const open = state.series[interval].last()?.t ?? 0
    // Pages of closed candles do not change: cache them longer, independent of the tick sequence.
    const stable = before <= open
    const tag = stable
      ? `kh-${state.row.id}-${interval}-${before}-${limit}`
      : `kh${deps.market.version}-${state.row.id}-${interval}-${before}-${limit}`
    const caching = { tag, maxAge: stable ? HISTORY_MAX_AGE : LIVE_MAX_AGE }
    return cachedOk(c, caching, async () => JSON.stringify(await klineHistory(deps, state, interval, before, limit)))
  }
  const userinfo = await userMoney(deps, await signedInUser(c))
  const texts = await productTexts(deps.db)
  const { status } = productStatus(deps.market, state.row.id, deps.config.maxPriceAgeSeconds * 1000)
  const caching = userinfo
    ? null
    : {
        tag: `k${depth ? 'd' : ''}${deps.market.version}-${texts.version}-${status[0]}-${state.row.id}-${interval}-${limit}`,
        maxAge: interval === '1d' ? DAILY_MAX_AGE : LIVE_MAX_AGE,
      }
  return cachedOk(c, caching, async () =>
    JSON.stringify(await kline(deps, state, { interval, limit, userinfo, lang: c.var.lang })),
  )
}

/** Public market data: GET /main/products, /main/product_list, /main/recommand_coin, /main/kline/... */
export const marketPublic = new Hono<AppEnv>()
  .get('/products', async (c) => {
    const { market, db, config } = c.var.deps
    const board = statusBoard(market, config.maxPriceAgeSeconds * 1000, config.feed.sources)
    const texts = { lang: c.var.lang, all: await productTexts(db), board }
    const tag = `p${market.version}-${texts.all.version}-${board.key}`
    return cachedOk(c, { tag, maxAge: LIVE_MAX_AGE }, () => productsJson(market, texts))
  })
  .get('/product_list', async (c) => {
    const { market, db } = c.var.deps
    const texts = await productTexts(db)
    const tag = `pl${market.list().length}-${texts.version}`
    return cachedOk(c, { tag, maxAge: 300 }, () => productListJson(market, texts.in(c.var.lang)))
  })
  .get('/recommand_coin', async (c) => {
    const { market, db, config } = c.var.deps
    const board = statusBoard(market, config.maxPriceAgeSeconds * 1000, config.feed.sources)
    const texts = { lang: c.var.lang, all: await productTexts(db), board }
    const tag = `r${market.version}-${texts.all.version}-${board.key}`
    return cachedOk(c, { tag, maxAge: LIVE_MAX_AGE }, () => recommendJson(market, texts))
  })
  .get('/kline/pid/:pid/t/:interval', (c) => klineAnswer(c, false))
  .get('/kline/pid/:pid/t/:interval/depth/2', (c) => klineAnswer(c, true))
