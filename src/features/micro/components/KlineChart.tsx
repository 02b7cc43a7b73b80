// The candlestick chart (klinecharts, loaded as its own chunk). One chart per mount; symbol and period are
// set only when they differ, because klinecharts resets and reloads on every setSymbol/setPeriod.

import type { KlineInterval } from '@contract/market'
import { useLingui } from '@lingui/react/macro'
import { useStore } from 'jotai'
import { type Chart, type DeepPartial, dispose, init, type Styles } from 'klinecharts'
import { useEffect, useRef } from 'react'
import { fetchKline, fetchKlineBefore } from '../api'
import { klineFamily } from '../atoms'
import { createKlineDataLoader, samePeriod } from '../chart-loader'
import { periodFor } from '../model'
import styles from './KlineChart.module.css'

const up = '#16c784'
const down = '#ea3943'
const line = '#1a2230'
const text = '#8d99aa'
// Canvas text does not inherit CSS; without a family klinecharts falls back to a serif face on some systems.
const family = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif"

const darkStyles: DeepPartial<Styles> = {
  grid: { horizontal: { color: line }, vertical: { color: line } },
  candle: {
    bar: {
      upColor: up,
      downColor: down,
      noChangeColor: text,
      upBorderColor: up,
      downBorderColor: down,
      noChangeBorderColor: text,
      upWickColor: up,
      downWickColor: down,
      noChangeWickColor: text,
    },
    priceMark: {
      high: { textFamily: family },
      low: { textFamily: family },
      last: { upColor: up, downColor: down, noChangeColor: text, text: { family } },
    },
    tooltip: { title: { family }, legend: { family } },
  },
  indicator: { tooltip: { title: { family }, legend: { family } }, lastValueMark: { text: { family } } },
  crosshair: { horizontal: { text: { family } }, vertical: { text: { family } } },
  xAxis: { axisLine: { color: line }, tickText: { color: text, family } },
  yAxis: { axisLine: { color: line }, tickText: { color: text, family } },
  separator: { color: line },
}

interface KlineChartProps {
  pid: number
  /** Shown in the chart legend. */
  title: string
  interval: KlineInterval
  precision: number
}

export default function KlineChart({ pid, title, interval, precision }: KlineChartProps) {
  const { t } = useLingui()
  const containerRef = useRef<HTMLDivElement>(null)
  const chartRef = useRef<Chart | null>(null)
  const store = useStore()

  useEffect(() => {
    const element = containerRef.current
    if (!element) return
    const chart = init(element, { styles: 'dark', timezone: Intl.DateTimeFormat().resolvedOptions().timeZone })
    if (!chart) return
    chart.setStyles(darkStyles)
    const loader = createKlineDataLoader({
      isCurrent: (symbol, period) => chart.getSymbol()?.pid === symbol.pid && samePeriod(chart.getPeriod(), period),
      loadLatest: async (id, value, limit) => (await fetchKline(id, value, limit)).kline,
      loadBefore: fetchKlineBefore,
      live: (id, value) => klineFamily({ pid: id, interval: value }),
      store,
    })
    chart.setDataLoader(loader)
    chartRef.current = chart
    const onResize = () => chart.resize()
    window.addEventListener('resize', onResize)
    return () => {
      window.removeEventListener('resize', onResize)
      loader.dispose()
      dispose(chart)
      chartRef.current = null
    }
  }, [store])

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

  return <div ref={containerRef} className={styles.chart} role="img" aria-label={t`Price chart`} />
}
