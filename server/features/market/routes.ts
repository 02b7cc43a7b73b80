import { type Context, Hono } from 'hono'
import { type KlineInterval, klineIntervals } from '../../../contract/market'
import { klineQuerySchema } from '../../../contract/schemas/market'
import { AppError } from '../../errors'
import { signedInUser } from '../../http/auth'
import { fail } from '../../http/envelope'
import { ReadyCache } from '../../http/ready'
import type { AppEnv } from '../../http/types'
import type { ProductState } from '../../market/state'
import { productStatus, statusBoard } from '../../market/status'
import { productTexts } from '../../market/texts'
import { privateOk, readyOk } from './cache'
import {
  type KlineParts,
  klineHistory,
  klineJson,
  klineParts,
  microTerms,
  productListJson,
  productsJson,
  recommendJson,
  userMoney,
} from './service'

const LIVE_MAX_AGE = 1
const DAILY_MAX_AGE = 5
const HISTORY_MAX_AGE = 60
const DEPTH_LIMIT = 2
/** Kline answers in parts, per market: the signed-in callers' answers add their balance to the shared parts. */
const PARTS_KEYS = 512
const partsCaches = new WeakMap<object, ReadyCache<KlineParts>>()

function partsOf(market: object): ReadyCache<KlineParts> {
  let cache = partsCaches.get(market)
  if (!cache) {
    cache = new ReadyCache<KlineParts>(PARTS_KEYS)
    partsCaches.set(market, cache)
  }
  return cache
}

type Resolved = { state: ProductState; interval: KlineInterval } | Response

/** The product and interval of a kline path, or the status-0 answer explaining which one is wrong. */
function resolve(c: Context<AppEnv>): Resolved {
  const { pid, interval } = c.req.param() as { pid: string; interval: string }
  const state = /^\d{1,9}$/.test(pid) ? c.get('deps').market.get(Number(pid)) : undefined
  if (!state) return fail(c, new AppError('not_found', 'product_not_found'))
  const known = klineIntervals.find((i) => i === interval)
  if (!known) return fail(c, new AppError('validation', 'interval_invalid'))
  return { state, interval: known }
}

/** Parsed kline query strings: pollers repeat a few (`?limit=300`), so each is validated once. */
const KNOWN_QUERIES = 256
const knownQueries = new Map<string, ReturnType<typeof klineQuerySchema.safeParse>>()

function klineQuery(c: Context<AppEnv>) {
  const { url } = c.req
  const at = url.indexOf('?')
  const search = at < 0 ? '' : url.slice(at)
  let parsed = knownQueries.get(search)
  if (!parsed) {
    parsed = klineQuerySchema.safeParse(c.req.query())
    if (knownQueries.size >= KNOWN_QUERIES) knownQueries.clear()
    knownQueries.set(search, parsed)
  }
  return parsed
}

async function klineAnswer(c: Context<AppEnv>, depth: boolean) {
  const resolved = resolve(c)
  if (resolved instanceof Response) return resolved
  const { state, interval } = resolved
  const parsed = klineQuery(c)
  if (!parsed.success) return fail(c, 'validation')
  const { deps } = c.var
  const { market } = deps
  const { before } = parsed.data
  const limit = depth ? DEPTH_LIMIT : parsed.data.limit
  const id = state.row.id
  if (before !== undefined && !depth) {
    const open = state.series[interval].last()?.t ?? 0
    // Pages of closed candles do not change: cache them longer, independent of the tick sequence.
    const stable = before <= open
    const tag = stable
      ? `kh-${id}-${interval}-${before}-${limit}`
      : `kh${market.version}-${id}-${interval}-${before}-${limit}`
    const caching = { tag, maxAge: stable ? HISTORY_MAX_AGE : LIVE_MAX_AGE }
    return readyOk(c, market, `kh-${id}-${interval}-${before}-${limit}`, caching, async () =>
      JSON.stringify(await klineHistory(deps, state, interval, before, limit)),
    )
  }
  const [userId, texts, micro] = await Promise.all([signedInUser(c), productTexts(deps.db), microTerms(deps.db)])
  const { status } = productStatus(market, id, deps.config.maxPriceAgeSeconds * 1000)
  const key = `k${depth ? 'd' : ''}-${id}-${interval}-${limit}`
  const tag = `k${depth ? 'd' : ''}${market.version}-${texts.version}-${micro.tag}-${status[0]}-${id}-${interval}-${limit}`
  const version = `${tag}-${c.get('lang')}`
  const parts = () =>
    partsOf(market).get(`${key}-${c.get('lang')}`, version, () =>
      klineParts(deps, state, { interval, limit, micro: micro.contracts, lang: c.get('lang') }),
    )
  if (userId !== undefined) {
    const [userinfo, answer] = await Promise.all([userMoney(deps, userId), parts()])
    return privateOk(c, klineJson(answer, userinfo))
  }
  const caching = { tag, maxAge: interval === '1d' ? DAILY_MAX_AGE : LIVE_MAX_AGE }
  return readyOk(c, market, key, caching, async () => klineJson(await parts(), null))
}

/** Public market data: GET /main/products, /main/product_list, /main/recommand_coin, /main/kline/... */
export const marketPublic = new Hono<AppEnv>()
  .get('/products', async (c) => {
    const { market, db, config } = c.get('deps')
    const board = statusBoard(market, config.maxPriceAgeSeconds * 1000, config.feed.sources)
    const texts = { lang: c.get('lang'), all: await productTexts(db), board }
    const tag = `p${market.version}-${texts.all.version}-${board.key}`
    return readyOk(c, market, 'p', { tag, maxAge: LIVE_MAX_AGE }, () => productsJson(market, texts))
  })
  .get('/product_list', async (c) => {
    const { market, db } = c.get('deps')
    const texts = await productTexts(db)
    const tag = `pl${market.list().length}-${texts.version}`
    return readyOk(c, market, 'pl', { tag, maxAge: 300 }, () => productListJson(market, texts.in(c.get('lang'))))
  })
  .get('/recommand_coin', async (c) => {
    const { market, db, config } = c.get('deps')
    const board = statusBoard(market, config.maxPriceAgeSeconds * 1000, config.feed.sources)
    const texts = { lang: c.get('lang'), all: await productTexts(db), board }
    const tag = `r${market.version}-${texts.all.version}-${board.key}`
    return readyOk(c, market, 'r', { tag, maxAge: LIVE_MAX_AGE }, () => recommendJson(market, texts))
  })
  .get('/kline/pid/:pid/t/:interval', (c) => klineAnswer(c, false))
  .get('/kline/pid/:pid/t/:interval/depth/2', (c) => klineAnswer(c, true))
