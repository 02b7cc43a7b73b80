// The chart's indicators: where each goes, the stored choice (read back on any version mismatch as the defaults),
// and the choice made on the trade screen restored on the contract screen after a restart of the app.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { indicatorChanges, indicatorPlacement } from '@/features/micro/chart-indicators'
import { defaultPreferences, PREFERENCES_KEY, parsePreferences } from '@/shared/display/preferences'
import { mockApi, ok } from '../../support/client/api-mock'
import { fakeCharts } from '../../support/client/fake-chart'
import { renderApp } from '../../support/client/render'
import { contractMarket } from '../contract/fixtures'
import { allProducts, candles, klineAnswer, resetMarketState } from '../market/fixtures'

describe('indicator placement', () => {
  it('stacks the price overlays on the candles and gives the others a pane each', () => {
    expect(indicatorPlacement('MA')).toEqual({ id: 'indicator_MA', paneId: 'candle_pane', stacked: true })
    expect(indicatorPlacement('BOLL')).toEqual({ id: 'indicator_BOLL', paneId: 'candle_pane', stacked: true })
    expect(indicatorPlacement('MACD')).toEqual({ id: 'indicator_MACD', paneId: 'pane_MACD', stacked: false })
    expect(indicatorPlacement('VOL')).toEqual({ id: 'indicator_VOL', paneId: 'pane_VOL', stacked: false })
  })

  it('adds what is wanted and missing, removes what is shown and unwanted', () => {
    expect(indicatorChanges(['MA', 'VOL'], ['VOL', 'RSI'])).toEqual({ add: ['RSI'], remove: ['MA'] })
    expect(indicatorChanges([], [])).toEqual({ add: [], remove: [] })
  })
})

describe('stored preferences', () => {
  it('reads version 1 with known indicators in the picker order, else the defaults', () => {
    expect(parsePreferences(null)).toEqual(defaultPreferences)
    expect(parsePreferences('{"version":1,"indicators":["RSI","XYZ","MA","MA"],"vibrate":false}')).toEqual({
      ...defaultPreferences,
      indicators: ['MA', 'RSI'],
      vibrate: false,
    })
    expect(parsePreferences('{"version":1,"pullToRefresh":false,"contractChart":false}')).toEqual({
      ...defaultPreferences,
      pullToRefresh: false,
      contractChart: false,
    })
    expect(parsePreferences('{"version":2,"indicators":["MA"]}')).toEqual(defaultPreferences)
    expect(parsePreferences('not json')).toEqual(defaultPreferences)
  })
})

describe('indicators chosen on /trade/{id}, restored on /contract/{id}', { timeout: 30_000 }, () => {
  // The screens and the chart are lazy chunks: loaded once here, not inside a test's wait.
  beforeAll(async () => {
    await import('@/features/micro/TradeScreen')
    await import('@/features/contract/ContractScreen')
    await import('@/features/micro/components/KlineChart')
  }, 120_000)
  beforeEach(async () => {
    await resetMarketState()
    fakeCharts.length = 0
    localStorage.clear()
    const history = candles(60, Date.UTC(2024, 0, 1), 15 * 60_000)
    vi.stubGlobal(
      'fetch',
      mockApi({
        'GET /main/banners': () => ok([]),
        'GET /main/products': () => ok(allProducts),
        'GET /main/kline/pid/12/t/15m': () => ok(klineAnswer(history)),
        'GET /main/kline/pid/12/t/15m/depth/2': () => ok(klineAnswer(history.slice(-2))),
        'POST /main/product_lvs': () => ok(contractMarket()),
      }).fetch,
    )
  })
  afterEach(() => localStorage.clear())

  const chartShown = async () => {
    await screen.findByRole('img', { name: 'Price chart' }, { timeout: 15_000 })
    await waitFor(() => expect(fakeCharts.at(-1)?.setStyles).toHaveBeenCalled())
    const chart = fakeCharts.at(-1)
    if (!chart) throw new Error('no chart')
    return chart
  }

  it('creates each chosen indicator in its place, stores the choice and removes one turned off', async () => {
    await renderApp({ path: '/trade/12' })
    const chart = await chartShown()
    expect(chart.indicators).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'MA: Moving average' }))
    fireEvent.click(screen.getByRole('button', { name: 'RSI: Relative strength index' }))
    await waitFor(() =>
      expect(chart.indicators).toEqual([
        { name: 'MA', id: 'indicator_MA', paneId: 'candle_pane' },
        { name: 'RSI', id: 'indicator_RSI', paneId: 'pane_RSI' },
      ]),
    )
    expect(chart.createIndicator).toHaveBeenCalledWith({ name: 'MA', id: 'indicator_MA', paneId: 'candle_pane' }, true)
    expect(chart.setPaneOptions).toHaveBeenCalledWith({ id: 'pane_RSI', height: 64 })
    expect(screen.getByRole('button', { name: 'MA: Moving average' }).getAttribute('aria-pressed')).toBe('true')
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? 'null').indicators).toEqual(['MA', 'RSI'])
    // A price overlay's legend row is made room for above the candles.
    expect(chart.overrideYAxis.mock.lastCall?.[0].gap.top).toBeGreaterThan(
      chart.overrideYAxis.mock.calls[0]?.[0].gap.top,
    )

    fireEvent.click(screen.getByRole('button', { name: 'MA: Moving average' }))
    await waitFor(() => expect(chart.indicators.map((indicator) => indicator.name)).toEqual(['RSI']))
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? 'null').indicators).toEqual(['RSI'])
  })

  it('shows the stored indicators on the contract screen of a new app, with the 24 h figures', async () => {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ version: 1, indicators: ['EMA', 'MACD'] }))
    await renderApp({ path: '/contract/12' })
    const chart = await chartShown()
    await waitFor(() =>
      expect(chart.indicators).toEqual([
        { name: 'EMA', id: 'indicator_EMA', paneId: 'candle_pane' },
        { name: 'MACD', id: 'indicator_MACD', paneId: 'pane_MACD' },
      ]),
    )
    expect(screen.getByRole('button', { name: 'EMA: Exponential moving average' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    expect(screen.getByText('24h high').nextElementSibling?.textContent).toBe('64,900.00')
    expect(screen.getByText('24h low').nextElementSibling?.textContent).toBe('62,100.00')
    expect(screen.getByText('24h volume')).toBeTruthy()
    // Folded away, the chart is gone (and stays folded: remembered).
    fireEvent.click(screen.getByRole('button', { name: 'Chart' }))
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Price chart' })).toBeNull())
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? 'null').contractChart).toBe(false)
    cleanup()
    await renderApp({ path: '/contract/12' })
    await screen.findByRole('button', { name: 'Chart' }, { timeout: 15_000 })
    expect(screen.getByRole('button', { name: 'Chart' }).getAttribute('aria-expanded')).toBe('false')
  })
})
