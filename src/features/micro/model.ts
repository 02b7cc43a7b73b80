// Pure chart helpers: the API's intervals and candles in klinecharts' terms (Period, KLineData).

import { type Candle, type KlineInterval, klineIntervals } from '@contract/market'
import type { KLineData } from 'klinecharts'

export const DEFAULT_INTERVAL: KlineInterval = '15m'
/** Candles asked for on the first load and on each older page. */
export const INIT_CANDLES = 300
export const PAGE_CANDLES = 300

export type PeriodType = 'minute' | 'hour' | 'day'
export interface ChartPeriod {
  type: PeriodType
  span: number
}
export type Bar = KLineData

const periods: Record<KlineInterval, ChartPeriod> = {
  '1m': { type: 'minute', span: 1 },
  '5m': { type: 'minute', span: 5 },
  '15m': { type: 'minute', span: 15 },
  '30m': { type: 'minute', span: 30 },
  '1h': { type: 'hour', span: 1 },
  '1d': { type: 'day', span: 1 },
}

export function periodFor(interval: KlineInterval): ChartPeriod {
  return periods[interval]
}

/** An interval's tab label in the reader's language, through Intl ("15m", "15分钟", "15นาที", "1 Std." ...). */
export function intervalLabel(interval: KlineInterval, locale: string): string {
  const { type, span } = periods[interval]
  return new Intl.NumberFormat(locale, { style: 'unit', unit: type, unitDisplay: 'narrow' }).format(span)
}

export function intervalFor(period: { type: string; span: number }): KlineInterval | null {
  return klineIntervals.find((key) => periods[key].type === period.type && periods[key].span === period.span) ?? null
}

export function isKlineInterval(value: string | undefined): value is KlineInterval {
  return (klineIntervals as readonly string[]).includes(value ?? '')
}

/** Candle prices are decimal strings; the chart draws numbers (display only, never used for money). */
export function toBar(candle: Candle): Bar {
  return {
    timestamp: candle.t,
    open: Number(candle.o),
    high: Number(candle.h),
    low: Number(candle.l),
    close: Number(candle.c),
    volume: Number(candle.v),
  }
}
