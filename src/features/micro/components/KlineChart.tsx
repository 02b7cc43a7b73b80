// The candlestick chart (klinecharts, loaded as its own chunk). One chart per mount; symbol and period are
// set only when they differ, because klinecharts resets and reloads on every setSymbol/setPeriod. The chosen
// indicators are created and removed by name; the chart follows its box's size (a full-screen chart too).

import type { KlineInterval } from '@contract/market'
import { useLingui } from '@lingui/react/macro'
import { useAtomValue, useStore } from 'jotai'
import { type Chart, dispose, init, utils } from 'klinecharts'
import { useEffect, useRef } from 'react'
import { upColorAtom } from '@/shared/display'
import type { ChartIndicator } from '@/shared/display/preferences'
import { klineHistory } from '../atoms'
import {
  INDICATOR_PANE_PX,
  indicatorChanges,
  indicatorPlacement,
  isOverlay,
  OVERLAY_LEGEND_ROW_PX,
} from '../chart-indicators'
import { createKlineDataLoader, samePeriod } from '../chart-loader'
import {
  BOTTOM_GAP_RATE,
  chartFontFamily,
  chartStyles,
  fitTicks,
  LEGEND_ROOM_PX,
  readChartColours,
  TICK_TEXT_SIZE,
  topGapPx,
} from '../chart-styles'
import { periodFor } from '../model'
import styles from './KlineChart.module.css'

interface KlineChartProps {
  pid: number
  /** The chart's ticker (the top bar names the product, so the legend leaves it out). */
  title: string
  interval: KlineInterval
  precision: number
  indicators: readonly ChartIndicator[]
}

export default function KlineChart({ pid, title, interval, precision, indicators }: KlineChartProps) {
  const { t, i18n } = useLingui()
  const upColor = useAtomValue(upColorAtom)
  const containerRef = useRef<HTMLDivElement>(null)
  const chartRef = useRef<Chart | null>(null)
  const overlaysRef = useRef(0)
  const relayoutRef = useRef<(() => void) | null>(null)
  const store = useStore()

  useEffect(() => {
    const element = containerRef.current
    if (!element) return
    const chart = init(element, { styles: 'dark', timezone: Intl.DateTimeFormat().resolvedOptions().timeZone })
    if (!chart) return
    // klinecharts gives its own box tabindex="1" (out of the page's order); the labelled outer box is the chart.
    element.firstElementChild?.removeAttribute('tabindex')
    const makeRoomForLegend = () => {
      const height = chart.getSize('candle_pane')?.height
      if (!height) return
      const room = LEGEND_ROOM_PX + overlaysRef.current * OVERLAY_LEGEND_ROW_PX
      chart.overrideYAxis({ paneId: 'candle_pane', gap: { top: topGapPx(room, height), bottom: BOTTOM_GAP_RATE } })
    }
    makeRoomForLegend()
    chart.overrideXAxis({
      createTicks: ({ defaultTicks, bounding }) =>
        fitTicks(defaultTicks, bounding.width, (text) =>
          utils.calcTextWidth(text, TICK_TEXT_SIZE, 'normal', chartFontFamily),
        ),
    })
    const loader = createKlineDataLoader({
      isCurrent: (symbol, period) => chart.getSymbol()?.pid === symbol.pid && samePeriod(chart.getPeriod(), period),
      ...klineHistory,
      store,
    })
    chart.setDataLoader(loader)
    chartRef.current = chart
    relayoutRef.current = makeRoomForLegend
    const onResize = () => {
      chart.resize()
      makeRoomForLegend()
    }
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(onResize) : null
    observer?.observe(element)
    window.addEventListener('resize', onResize)
    return () => {
      window.removeEventListener('resize', onResize)
      observer?.disconnect()
      relayoutRef.current = null
      loader.dispose()
      dispose(chart)
      chartRef.current = null
    }
  }, [store])

  // biome-ignore lint/correctness/useExhaustiveDependencies: upColor and the locale change the tokens and labels read here
  useEffect(() => {
    const labels = {
      time: `${t({ message: 'Time', context: 'chart legend' })}: `,
      open: `${t({ message: 'Open', context: 'chart legend' })}: `,
      high: `${t({ message: 'High', context: 'chart legend' })}: `,
      low: `${t({ message: 'Low', context: 'chart legend' })}: `,
      close: `${t({ message: 'Close', context: 'chart legend' })}: `,
      volume: `${t({ message: 'Volume', context: 'chart legend' })}: `,
    }
    chartRef.current?.setStyles(chartStyles(readChartColours(), labels))
  }, [upColor, i18n.locale, t])

  useEffect(() => {
    const chart = chartRef.current
    if (!chart) return
    const current = chart.getSymbol()
    if (current?.pid !== pid || current.pricePrecision !== precision) {
      chart.setSymbol({ ticker: title, pid, pricePrecision: precision, volumePrecision: 2 })
    }
    const period = periodFor(interval)
    if (!samePeriod(chart.getPeriod(), period)) chart.setPeriod(period)
  }, [pid, title, interval, precision])

  useEffect(() => {
    const chart = chartRef.current
    if (!chart) return
    const { add, remove } = indicatorChanges(
      chart.getIndicators().map((indicator) => indicator.name),
      indicators,
    )
    for (const name of remove) chart.removeIndicator({ name })
    for (const name of add) {
      const { id, paneId, stacked } = indicatorPlacement(name)
      chart.createIndicator({ name, id, paneId }, stacked)
      if (!stacked) chart.setPaneOptions({ id: paneId, height: INDICATOR_PANE_PX })
    }
    overlaysRef.current = indicators.filter(isOverlay).length
    relayoutRef.current?.()
  }, [indicators])

  return <div ref={containerRef} className={styles.chart} role="img" aria-label={t`Price chart`} />
}
