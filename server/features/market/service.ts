import { createHash } from 'node:crypto'
// Market calls: the per-tick cached lists, and the kline answers.
import type { LanguageCode } from '../../../contract/api'
import type { KlineHistory, KlineInterval, KlineLatest, MicroContract, RecommendAnswer } from '../../../contract/market'
import type { Db } from '../../db/db'
import type { Deps } from '../../deps'
import { balanceOf } from '../../ledger/ledger'
import { formatAmount } from '../../ledger/money'
import type { Market } from '../../market/market'
import { listMicroDurations, liveCandles } from '../../market/repo'
import type { ProductState } from '../../market/state'
import { topGainers, topVolume } from '../../market/stats'
import { productStatus, type StatusBoard, sourceOf } from '../../market/status'
import { type ProductTexts, productTextsIn, type TextOf } from '../../market/texts'
import { candleView, latestView, listItem, type ProductView, productView, toProduct, tradeViews } from './views'

export const TOP_LIMIT = 100

/**
 * The texts of the answer's language, their version and the products' statuses (what a cached answer depends on
 * besides prices: a status changes with time alone, when ticks stop).
 */
export interface Texts {
  lang: LanguageCode
  all: ProductTexts
  board: StatusBoard
}

/** An answer of the per-version lists, serialized (kept as ready bytes by the routes, http/ready.ts). */
function serialized(build: (market: Market, textOf: TextOf, board: StatusBoard) => string) {
  return (market: Market, texts: Texts): string => build(market, texts.all.in(texts.lang), texts.board)
}

function views(market: Market, textOf: TextOf, board: StatusBoard): ProductView[] {
  return market.list().map((state) => productView(market, state, textOf(state.row.id), board.of(state.row.id)))
}

export const productsJson = serialized((market, textOf, board) =>
  JSON.stringify(views(market, textOf, board).map(toProduct)),
)

export const recommendJson = serialized((market, textOf, board) => {
  const all = views(market, textOf, board)
  const answer: RecommendAnswer = {
    recommand: all
      .filter((p) => (market.get(p.id)?.row.recommend ?? 0) > 0)
      .sort((a, b) => (market.get(a.id)?.row.recommend ?? 0) - (market.get(b.id)?.row.recommend ?? 0))
      .map(toProduct),
    tops: { gainers: topGainers(all, TOP_LIMIT).map(toProduct), volume: topVolume(all, TOP_LIMIT).map(toProduct) },
  }
  return JSON.stringify(answer)
})

/** The search list changes only when products or their texts do (not with prices). */
export const productListJson = (market: Market, textOf: TextOf) =>
  JSON.stringify(market.list().map((state) => listItem(state, textOf(state.row.id))))

const MICRO_MAX_AGE_MS = 1_000
type MicroRead = { at: number; value: Promise<MicroTerms>; terms?: MicroTerms }
const microRead = new WeakMap<object, MicroRead>()

/** The timed-order durations, and a short digest of them for the kline tags. */
export interface MicroTerms {
  contracts: MicroContract[]
  tag: string
}

async function readMicro(db: Db): Promise<MicroTerms> {
  const contracts = (await listMicroDurations(db)).map((r) => ({ time: r.seconds, rate: r.rate, min: r.min }))
  const tag = createHash('sha256').update(JSON.stringify(contracts)).digest('base64url').slice(0, 8)
  return { contracts, tag }
}

/**
 * The timed-order durations, read at most once a second per database: part of every kline answer and of its tag,
 * so an operator's edit shows within a second in every process, and a kline request costs no query.
 */
export function microTerms(db: Db): Promise<MicroTerms> {
  const known = microRead.get(db)
  if (known && Date.now() - known.at < MICRO_MAX_AGE_MS) return known.value
  const value = readMicro(db)
  const entry: MicroRead = { at: Date.now(), value }
  microRead.set(db, entry)
  value.then(
    (terms) => {
      entry.terms = terms
    },
    () => microRead.delete(db),
  )
  return value
}

/** The timed-order durations in memory when read within the last second; undefined when they must be read. */
export function microTermsNow(db: Db): MicroTerms | undefined {
  const known = microRead.get(db)
  return known && Date.now() - known.at < MICRO_MAX_AGE_MS ? known.terms : undefined
}

/** The caller's USDT balance when signed in. */
export async function userMoney(deps: Deps, userId: number | undefined): Promise<{ money: string } | null> {
  if (userId === undefined) return null
  return { money: formatAmount(await balanceOf(deps.db, userId, 'USDT'), 'USDT') }
}

export interface KlineQuery {
  interval: KlineInterval
  limit: number
  lang: LanguageCode
  micro: MicroContract[]
}

/** A kline answer in parts: the candles and trades serialized, `latest` without the caller's balance (null). */
export interface KlineParts {
  kline: string
  latest: KlineLatest
  txs: string
}

export async function klineParts(deps: Deps, state: ProductState, query: KlineQuery): Promise<KlineParts> {
  const { market } = deps
  const candles = state.series[query.interval].slice(query.limit)
  const text = (await productTextsIn(deps.db, query.lang))(state.row.id)
  const status = productStatus(market, state.row.id, deps.config.maxPriceAgeSeconds * 1000)
  const latest = latestView(market, state, text, { micro: query.micro, userinfo: null, status })
  return {
    kline: JSON.stringify(candles.map((c) => candleView(state, c))),
    latest: { ...latest, ...sourceOf(deps.market, state.row.id, deps.config.feed.sources) },
    txs: JSON.stringify(tradeViews(state)),
  }
}

/** The KlineAnswer's JSON: the same bytes as JSON.stringify of the whole (`userinfo` keeps its place in latest). */
export function klineJson(parts: KlineParts, userinfo: { money: string } | null): string {
  const latest = userinfo ? { ...parts.latest, userinfo } : parts.latest
  return `{"kline":${parts.kline},"latest":${JSON.stringify(latest)},"txs":${parts.txs}}`
}

/** Older candles: from memory, then from the recorded live candles when memory does not reach back far enough. */
export async function klineHistory(
  deps: Deps,
  state: ProductState,
  interval: KlineInterval,
  before: number,
  limit: number,
): Promise<KlineHistory> {
  const series = state.series[interval]
  const inMemory = series.slice(limit, before)
  const oldest = inMemory[0]?.t ?? Math.min(before, series.at(0)?.t ?? before)
  const missing = limit - inMemory.length
  const older = missing > 0 ? await liveCandles(deps.db, state.row.id, interval, missing, oldest) : []
  return { kline: [...older, ...inMemory].map((c) => candleView(state, c)) }
}
