import type { Candle, KlineAnswer } from '@contract/market'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { atom, createStore } from 'jotai'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { klineFamily } from '@/features/micro/atoms'
import { createKlineDataLoader } from '@/features/micro/chart-loader'
import { INIT_CANDLES, PAGE_CANDLES } from '@/features/micro/model'
import { idleLoadable, type Loadable } from '@/shared/lib/resource'
import { mockApi, ok } from '../../support/client/api-mock'
import { fakeCharts } from '../../support/client/fake-chart'
import { renderApp } from '../../support/client/render'
import { allProducts, candles, klineAnswer, resetMarketState } from '../market/fixtures'

const MIN15 = 15 * 60_000
const start = Date.UTC(2024, 0, 1)
const history = candles(INIT_CANDLES, start, MIN15)
const older = candles(PAGE_CANDLES, start - PAGE_CANDLES * MIN15, MIN15)
let depth: Candle[] = history.slice(-2)
let urls: URL[] = []

// The trade screen is a lazy chunk: load it once up front, not inside the first test's one-second wait.
beforeAll(() => import('@/features/micro/TradeScreen'), 30_000)

beforeEach(async () => {
  await resetMarketState()
  fakeCharts.length = 0
  depth = history.slice(-2)
  urls = []
  const api = mockApi({
    'GET /main/banners': () => ok([]),
    'GET /main/products': () => ok(allProducts),
    'GET /main/kline/pid/12/t/15m': () => ok(klineAnswer(history)),
    'GET /main/kline/pid/12/t/15m/depth/2': () => ok(klineAnswer(depth)),
    'GET /main/kline/pid/12/t/1h': () => ok(klineAnswer(candles(120, start, 3_600_000))),
    'GET /main/kline/pid/12/t/1h/depth/2': () => ok(klineAnswer(candles(2, start + 118 * 3_600_000, 3_600_000))),
  })
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const url = new URL(request.url)
    urls.push(url)
    if (url.searchParams.has('before')) return ok({ kline: older })
    return api.fetch(request)
  })
})

async function openChart() {
  const view = await renderApp({ path: '/trade/12' })
  await screen.findByRole('heading', { name: 'BTC/USDT' })
  await waitFor(() => expect(fakeCharts.at(-1)?.data).toHaveLength(INIT_CANDLES))
  const chart = fakeCharts.at(-1)
  if (!chart) throw new Error('no chart')
  return { view, chart }
}

describe('/trade/{id}', () => {
  it('shows the price header and recent trades coloured by side', async () => {
    await openChart()
    expect(screen.getByText('64,250.50', { selector: '[class*=last]' })).toBeTruthy()
    expect(screen.getByText('+2.35%')).toBeTruthy()
    expect(screen.getByText('64,900.00')).toBeTruthy()
    expect(screen.getByText('62,100.00')).toBeTruthy()
    expect(screen.getByText('1.52B')).toBeTruthy()
    const trades = within(screen.getByRole('region', { name: 'Recent trades' })).getAllByRole('listitem')
    expect(trades.map((row) => row.getAttribute('data-side'))).toEqual(['0', '1'])
    expect(trades[0]?.textContent).toContain('0.0123')
  })

  it('loads the latest candles on init with the default 15m period, set once', async () => {
    const { chart } = await openChart()
    expect(chart.period).toEqual({ type: 'minute', span: 15 })
    expect(chart.symbol).toMatchObject({ ticker: 'BTC/USDT', pid: 12, pricePrecision: 2 })
    expect(chart.resets.symbol).toBe(1)
    expect(chart.resets.period).toBe(1)
    expect(chart.more.forward).toBe(true)
    const init = urls.find((url) => url.pathname === '/main/kline/pid/12/t/15m' && !url.searchParams.has('before'))
    expect(init?.searchParams.get('limit')).toBe(String(INIT_CANDLES))
  })

  it("loads older pages 'forward' with ?before= the oldest candle", async () => {
    const { chart } = await openChart()
    await act(() => chart.loadOlder())
    const page = urls.find((url) => url.searchParams.has('before'))
    expect(page?.searchParams.get('before')).toBe(String(history[0]?.t))
    expect(page?.searchParams.get('limit')).toBe(String(PAGE_CANDLES))
    expect(chart.data).toHaveLength(INIT_CANDLES + PAGE_CANDLES)
    expect(chart.data[0]?.timestamp).toBe(older[0]?.t)
  })

  it('feeds the 3 s refresh to subscribeBar: the last candle is updated in place, a new one appended', async () => {
    const { view, chart } = await openChart()
    const refresh = () => act(() => view.store.set(klineFamily({ pid: 12, interval: '15m' }), 'refresh'))
    const last = history.at(-1) as Candle
    depth = [{ ...last, c: '999.00', h: '999.00' }]
    refresh()
    await waitFor(() => expect(chart.data.at(-1)).toMatchObject({ timestamp: last.t, close: 999 }))
    expect(chart.data).toHaveLength(INIT_CANDLES)
    depth = [
      { ...last, c: '1000.00' },
      { ...last, t: last.t + MIN15, o: '1000.00', c: '1001.00' },
    ]
    refresh()
    await waitFor(() => expect(chart.data).toHaveLength(INIT_CANDLES + 1))
    expect(chart.data.at(-2)?.close).toBe(1000)
    expect(chart.data.at(-1)).toMatchObject({ timestamp: last.t + MIN15, close: 1001 })
  })

  it('changes the interval to 1h without resetting the symbol', async () => {
    const { chart } = await openChart()
    fireEvent.click(screen.getByRole('tab', { name: '1h' }))
    await waitFor(() => expect(chart.period).toEqual({ type: 'hour', span: 1 }))
    await waitFor(() => expect(chart.data).toHaveLength(120))
    expect(chart.resets.symbol).toBe(1)
    expect(urls.some((url) => url.pathname === '/main/kline/pid/12/t/1h')).toBe(true)
  })

  it('opens the market drawer and goes to the chosen product through /to/trade/{id}', async () => {
    const { view } = await openChart()
    fireEvent.click(screen.getByRole('button', { name: 'Choose a market' }))
    const drawer = await screen.findByRole('dialog', { name: 'Markets' })
    const eth = await within(drawer).findByRole('link', { name: /ETH\/USDT/ })
    expect(eth.getAttribute('href')).toBe('/to/trade/13')
    fireEvent.click(eth)
    await waitFor(() => expect(view.currentPath()).toBe('/trade/13'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('kline data loader', () => {
  it('drops a getBars answer that arrives after the chart moved on', async () => {
    let current = true
    const loader = createKlineDataLoader({
      isCurrent: () => current,
      loadLatest: async () => {
        current = false
        return history
      },
      loadBefore: async () => [],
      live: (pid, interval) => klineFamily({ pid, interval }),
      store: createStore(),
    })
    const callback = vi.fn()
    await loader.getBars({
      type: 'init',
      timestamp: null,
      symbol: { ticker: 'BTC/USDT', pid: 12, pricePrecision: 2, volumePrecision: 2 },
      period: { type: 'minute', span: 15 },
      callback,
    })
    expect(callback).not.toHaveBeenCalled()
  })

  it('feeds the live resource to subscribeBar through the store: at once, on each change, until unsubscribed', () => {
    const store = createStore()
    const live = atom<Loadable<KlineAnswer>>(idleLoadable)
    const ready = (kline: Candle[]): Loadable<KlineAnswer> => ({
      status: 'ready',
      data: klineAnswer(kline),
      error: null,
      updatedAt: Date.now(),
    })
    const loader = createKlineDataLoader({
      isCurrent: () => true,
      loadLatest: async () => [],
      loadBefore: async () => [],
      live: () => live,
      store,
    })
    const bars = vi.fn()
    const symbol = { ticker: 'BTC/USDT', pid: 12, pricePrecision: 2, volumePrecision: 2 }
    const period = { type: 'minute', span: 15 } as const
    store.set(live, ready(history.slice(-2)))
    loader.subscribeBar({ symbol, period, callback: bars })
    expect(bars.mock.calls.map(([bar]) => bar.timestamp)).toEqual(history.slice(-2).map((candle) => candle.t))
    store.set(live, ready(history.slice(-1)))
    expect(bars).toHaveBeenCalledTimes(3)
    loader.unsubscribeBar({ symbol, period })
    store.set(live, ready(history.slice(-2)))
    expect(bars).toHaveBeenCalledTimes(3)
  })
})
