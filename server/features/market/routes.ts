import { type Context, Hono } from 'hono'
import { type KlineInterval, klineIntervals } from '../../../contract/market'
import { klineQuerySchema } from '../../../contract/schemas/market'
import type { Deps } from '../../deps'
import { AppError } from '../../errors'
import { signedInUser } from '../../http/auth'
import { fail } from '../../http/envelope'
import type { FastRoute } from '../../http/fast-reads'
import { ReadyCache } from '../../http/ready'
import type { AppEnv } from '../../http/types'
import type { ProductState } from '../../market/state'
import { productStatus, statusBoard, statusKey } from '../../market/status'
import { type ProductTexts, productTexts, productTextsNow } from '../../market/texts'
import { privateOk, readyLookup, readyOk } from './cache'
import {
  type KlineParts,
  klineHistory,
  klineJson,
  klineParts,
  type MicroTerms,
  microTerms,
  microTermsNow,
  productListJson,
  productsJson,
  recommendJson,
  userMoney,
} from './service'

const LIVE_MAX_AGE = 1
const DAILY_MAX_AGE = 5
const HISTORY_MAX_AGE = 60
const LIST_MAX_AGE = 300
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

interface KlineLatestQuery {
  id: number
  interval: KlineInterval
  limit: number
  depth: boolean
}

/** The latest candles' key (the call and its parameters) and tag (with every version their answer depends on). */
function klineTag(deps: Deps, q: KlineLatestQuery, texts: ProductTexts, micro: MicroTerms) {
  const { status } = productStatus(deps.market, q.id, deps.config.maxPriceAgeSeconds * 1000)
  const d = q.depth ? 'd' : ''
  return {
    key: `k${d}-${q.id}-${q.interval}-${q.limit}`,
    tag: `k${d}${deps.market.version}-${texts.version}-${micro.tag}-${status[0]}-${q.id}-${q.interval}-${q.limit}`,
  }
}

const boardOf = ({ market, config }: Deps) => statusBoard(market, config.maxPriceAgeSeconds * 1000, config.feed.sources)

/** The products' and recommended coins' tags: the market's version, the texts' and every product's status. */
const liveTag = (prefix: string, { market, config }: Deps, texts: ProductTexts) =>
  `${prefix}${market.version}-${texts.version}-${statusKey(market, config.maxPriceAgeSeconds * 1000)}`

const productListTag = ({ market }: Deps, texts: ProductTexts) => `pl${market.list().length}-${texts.version}`

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
  const { key, tag } = klineTag(deps, { id, interval, limit, depth }, texts, micro)
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
    const deps = c.get('deps')
    const all = await productTexts(deps.db)
    const caching = { tag: liveTag('p', deps, all), maxAge: LIVE_MAX_AGE }
    return readyOk(c, deps.market, 'p', caching, () =>
      productsJson(deps.market, { lang: c.get('lang'), all, board: boardOf(deps) }),
    )
  })
  .get('/product_list', async (c) => {
    const deps = c.get('deps')
    const texts = await productTexts(deps.db)
    const caching = { tag: productListTag(deps, texts), maxAge: LIST_MAX_AGE }
    return readyOk(c, deps.market, 'pl', caching, () => productListJson(deps.market, texts.in(c.get('lang'))))
  })
  .get('/recommand_coin', async (c) => {
    const deps = c.get('deps')
    const all = await productTexts(deps.db)
    const caching = { tag: liveTag('r', deps, all), maxAge: LIVE_MAX_AGE }
    return readyOk(c, deps.market, 'r', caching, () =>
      recommendJson(deps.market, { lang: c.get('lang'), all, board: boardOf(deps) }),
    )
  })
  .get('/kline/pid/:pid/t/:interval', (c) => klineAnswer(c, false))
  .get('/kline/pid/:pid/t/:interval/depth/2', (c) => klineAnswer(c, true))

/**
 * The same public reads on the fast path (http/fast-reads.ts), once the app has built the request's answer: the
 * products, the product list, the recommended coins and a chart's latest candles (not a page of history).
 */
export function marketFastReads(deps: Deps): FastRoute[] {
  const { market, db } = deps
  const live =
    (prefix: 'p' | 'r'): FastRoute['lookup'] =>
    ({ lang }) => {
      const texts = productTextsNow(db)
      if (!texts) return undefined
      const caching = { tag: liveTag(prefix, deps, texts), maxAge: LIVE_MAX_AGE }
      return readyLookup(market, prefix, lang, caching)
    }
  return [
    { path: '/main/products', lookup: live('p') },
    { path: '/main/recommand_coin', lookup: live('r') },
    {
      path: '/main/product_list',
      lookup: ({ lang }) => {
        const texts = productTextsNow(db)
        if (!texts) return undefined
        return readyLookup(market, 'pl', lang, { tag: productListTag(deps, texts), maxAge: LIST_MAX_AGE })
      },
    },
    {
      path: '/main/kline/',
      lookup: ({ rest, search, lang }) => {
        const path = /^pid\/(\d{1,9})\/t\/([a-z0-9]+)(\/depth\/2)?$/.exec(rest)
        const state = path ? market.get(Number(path[1])) : undefined
        const interval = klineIntervals.find((i) => i === path?.[2])
        // Only a query the app has read already (knownQueries), and no page of history.
        const parsed = knownQueries.get(search)
        const texts = productTextsNow(db)
        const micro = microTermsNow(db)
        if (!path || !state || !interval || !parsed?.success || !texts || !micro) return undefined
        const depth = path[3] !== undefined
        if (parsed.data.before !== undefined && !depth) return undefined
        const query = { id: state.row.id, interval, limit: depth ? DEPTH_LIMIT : parsed.data.limit, depth }
        const { key, tag } = klineTag(deps, query, texts, micro)
        const caching = { tag, maxAge: interval === '1d' ? DAILY_MAX_AGE : LIVE_MAX_AGE }
        return readyLookup(market, key, lang, caching)
      },
    },
  ]
}
