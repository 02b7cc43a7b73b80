// Market calls: the per-tick cached lists, and the kline answers.
import type { LanguageCode } from '../../../contract/api'
import type { KlineAnswer, KlineHistory, KlineInterval, MicroContract, RecommendAnswer } from '../../../contract/market'
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

/**
 * Serializes once per market sequence number and language: every poller in the same second shares one string.
 */
function perTick(build: (market: Market, textOf: TextOf, board: StatusBoard) => string) {
  let cached: { market: Market; seq: number; byLang: Map<string, string> } | undefined
  return (market: Market, texts: Texts): string => {
    if (cached?.market !== market || cached.seq !== market.seq) {
      cached = { market, seq: market.seq, byLang: new Map() }
    }
    const key = `${texts.lang}-${texts.all.version}-${texts.board.key}`
    const known = cached.byLang.get(key)
    if (known !== undefined) return known
    const json = build(market, texts.all.in(texts.lang), texts.board)
    cached.byLang.set(key, json)
    return json
  }
}

function views(market: Market, textOf: TextOf, board: StatusBoard): ProductView[] {
  return market.list().map((state) => productView(market, state, textOf(state.row.id), board.of(state.row.id)))
}

export const productsJson = perTick((market, textOf, board) =>
  JSON.stringify(views(market, textOf, board).map(toProduct)),
)

export const recommendJson = perTick((market, textOf, board) => {
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

async function microContracts(deps: Deps): Promise<MicroContract[]> {
  return (await listMicroDurations(deps.db)).map((r) => ({ time: r.seconds, rate: r.rate, min: r.min }))
}

/** The caller's USDT balance when signed in. */
export async function userMoney(deps: Deps, userId: number | undefined): Promise<{ money: string } | null> {
  if (userId === undefined) return null
  return { money: formatAmount(await balanceOf(deps.db, userId, 'USDT'), 'USDT') }
}

export interface KlineQuery {
  interval: KlineInterval
  limit: number
  userinfo: { money: string } | null
  lang: LanguageCode
}

export async function kline(deps: Deps, state: ProductState, query: KlineQuery): Promise<KlineAnswer> {
  const { market } = deps
  const candles = state.series[query.interval].slice(query.limit)
  const text = (await productTextsIn(deps.db, query.lang))(state.row.id)
  const micro = await microContracts(deps)
  const status = productStatus(market, state.row.id, deps.config.maxPriceAgeSeconds * 1000)
  return {
    kline: candles.map((c) => candleView(state, c)),
    latest: {
      ...latestView(market, state, text, { micro, userinfo: query.userinfo, status }),
      ...sourceOf(state.row.id, deps.config.feed.sources),
    },
    txs: tradeViews(state),
  }
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
