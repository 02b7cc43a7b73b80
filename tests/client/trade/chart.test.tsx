import { act, screen, waitFor } from '@testing-library/react'
import type { AxisTick } from 'klinecharts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chartStyles, fitTicks, LEGEND_ROOM_PX, topGapPx } from '@/features/micro/chart-styles'
import { changeDisplayAtom } from '@/shared/display/display-atom'
import { mockApi, ok } from '../../support/client/api-mock'
import { fakeCharts } from '../../support/client/fake-chart'
import { renderApp } from '../../support/client/render'
import { allProducts, candles, klineAnswer, resetMarketState } from '../market/fixtures'

const labels = { time: 'T: ', open: 'O: ', high: 'H: ', low: 'L: ', close: 'C: ', volume: 'V: ' }
const root = document.documentElement

describe('chart styles', () => {
  it('colours candles, marks and volume bars with the given up and down', () => {
    const styles = chartStyles({ up: '#ea3943', down: '#16c784' }, labels)
    expect(styles.candle?.bar?.upColor).toBe('#ea3943')
    expect(styles.candle?.bar?.downWickColor).toBe('#16c784')
    expect(styles.candle?.priceMark?.last?.upColor).toBe('#ea3943')
    expect(styles.indicator?.bars?.[0]?.downColor).toBe('#16c784')
    expect(styles.candle?.tooltip?.legend?.template).toEqual([
      { title: 'T: ', value: '{time}' },
      { title: 'O: ', value: '{open}' },
      { title: 'H: ', value: '{high}' },
      { title: 'L: ', value: '{low}' },
      { title: 'C: ', value: '{close}' },
      { title: 'V: ', value: '{volume}' },
    ])
  })

  it('keeps only x-axis labels that fit whole', () => {
    const ticks: AxisTick[] = [
      { coord: 10, value: 1, text: '21:00' },
      { coord: 150, value: 2, text: '00:30' },
      { coord: 290, value: 3, text: '04:00' },
    ]
    // 5 characters at 7 px: 35 px wide, 17.5 each side of the tick.
    const measure = (text: string) => text.length * 7
    expect(fitTicks(ticks, 300, measure).map((tick) => tick.text)).toEqual(['00:30'])
    expect(fitTicks(ticks, 320, measure).map((tick) => tick.text)).toEqual(['00:30', '04:00'])
  })

  it('leaves the legend room in pixels above the highest candle, as klinecharts applies the gap', () => {
    for (const height of [240, 330, 500]) {
      const bottomRate = 0.1
      const topRate = topGapPx(LEGEND_ROOM_PX, height, bottomRate) / height
      // klinecharts widens the candles' price range by topRate above and bottomRate below it.
      const roomAbove = (topRate / (1 + topRate + bottomRate)) * height
      expect(roomAbove).toBeCloseTo(LEGEND_ROOM_PX, 6)
    }
  })
})

describe('the chart on /trade/{id}', () => {
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
      }).fetch,
    )
    root.style.setProperty('--up', '#16c784')
    root.style.setProperty('--down', '#ea3943')
  })
  afterEach(() => {
    root.style.removeProperty('--up')
    root.style.removeProperty('--down')
    localStorage.clear()
  })

  it('is one labelled image with nothing in it above tabindex 0, and room made for the legend', async () => {
    await renderApp({ path: '/trade/12' })
    const chart = await screen.findByRole('img', { name: 'Price chart' }, { timeout: 10_000 })
    await waitFor(() => expect(fakeCharts.at(-1)?.setStyles).toHaveBeenCalled())
    expect(chart.getAttribute('tabindex')).toBeNull()
    expect([...chart.querySelectorAll<HTMLElement>('[tabindex]')].filter((element) => element.tabIndex > 0)).toEqual([])
    const gap = fakeCharts.at(-1)?.overrideYAxis.mock.lastCall?.[0]
    expect(gap).toEqual({ paneId: 'candle_pane', gap: { top: topGapPx(LEGEND_ROOM_PX, 330), bottom: 0.1 } })
  })

  it('recolours the candles when the user switches to red up', async () => {
    const view = await renderApp({ path: '/trade/12' })
    await screen.findByRole('img', { name: 'Price chart' }, { timeout: 10_000 })
    const chart = fakeCharts.at(-1)
    await waitFor(() => expect(chart?.setStyles.mock.lastCall?.[0].candle.bar.upColor).toBe('#16c784'))
    // What theme.css does under data-up="red".
    root.style.setProperty('--up', '#ea3943')
    root.style.setProperty('--down', '#16c784')
    act(() => view.store.set(changeDisplayAtom, { upColor: 'red' }))
    await waitFor(() => expect(chart?.setStyles.mock.lastCall?.[0].candle.bar.upColor).toBe('#ea3943'))
    expect(chart?.setStyles.mock.lastCall?.[0].candle.bar.downColor).toBe('#16c784')
    expect(root.dataset.up).toBe('red')
  })
})
