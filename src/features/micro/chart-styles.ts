// The chart's look: up and down from the app's tokens (so candles follow the user's colour choice), the legend in
// the user's language, room above the candles for the legend (it would cover the high marker), and only x-axis
// labels that fit whole.
import type { AxisTick, DeepPartial, Styles } from 'klinecharts'

export interface ChartColours {
  up: string
  down: string
}

/** Legend titles, already translated, with their separator (klinecharts puts the value right after). */
export interface ChartLabels {
  time: string
  open: string
  high: string
  low: string
  close: string
  volume: string
}

/** Three legend rows (time and open, high low close, volume at 390 px) and the high marker's text below them. */
export const LEGEND_ROOM_PX = 84
/** Below the lowest candle, as a share of the candles' price range (klinecharts' default). */
export const BOTTOM_GAP_RATE = 0.1
export const TICK_TEXT_SIZE = 12
/**
 * The price axis's width (px), fixed: wide enough for the catalog's longest prices at the tick size (66,973.51 takes
 * 67 px); 'auto' widened it once the candles came, moving the chart's canvases (a layout shift).
 */
export const PRICE_AXIS_PX = 72

const line = '#1a2230'
const text = '#8d99aa'
// Canvas text does not inherit CSS; without a family klinecharts falls back to a serif face on some systems.
export const chartFontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Thai', 'Hiragino Sans', 'Helvetica Neue', Arial, sans-serif"
const family = chartFontFamily

/** The up and down colours of the page now (theme.css; swapped under data-up="red"). */
export function readChartColours(root: Element = document.documentElement): ChartColours {
  const style = getComputedStyle(root)
  return {
    up: style.getPropertyValue('--up').trim() || '#16c784',
    down: style.getPropertyValue('--down').trim() || '#f25560',
  }
}

export function chartStyles({ up, down }: ChartColours, labels: ChartLabels): DeepPartial<Styles> {
  const change = { upColor: up, downColor: down, noChangeColor: text }
  return {
    grid: { horizontal: { color: line }, vertical: { color: line } },
    candle: {
      bar: {
        ...change,
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
        last: { ...change, text: { family } },
      },
      tooltip: {
        // The top bar and the interval tabs already name the product and the period.
        title: { show: false },
        legend: {
          family,
          template: [
            { title: labels.time, value: '{time}' },
            { title: labels.open, value: '{open}' },
            { title: labels.high, value: '{high}' },
            { title: labels.low, value: '{low}' },
            { title: labels.close, value: '{close}' },
            { title: labels.volume, value: '{volume}' },
          ],
        },
      },
    },
    indicator: {
      ohlc: change,
      bars: [change],
      tooltip: { title: { family }, legend: { family } },
      lastValueMark: { text: { family } },
    },
    crosshair: { horizontal: { text: { family } }, vertical: { text: { family } } },
    xAxis: { axisLine: { color: line }, tickText: { color: text, family, size: TICK_TEXT_SIZE } },
    yAxis: { size: PRICE_AXIS_PX, axisLine: { color: line }, tickText: { color: text, family } },
    separator: { color: line },
  }
}

/** The x-axis ticks whose label, centred on the tick, fits inside the axis (the last one was cut in half). */
export function fitTicks(ticks: readonly AxisTick[], width: number, measure: (text: string) => number): AxisTick[] {
  return ticks.filter((tick) => {
    const half = measure(tick.text) / 2
    return tick.coord - half >= 0 && tick.coord + half <= width
  })
}

/**
 * The candle pane's top gap that leaves `roomPx` free above the highest candle. klinecharts adds the gap as a share
 * of the candles' price range (top / paneHeight of it), not of the pane, so the pixels have to be scaled up.
 */
export function topGapPx(roomPx: number, paneHeight: number, bottomRate = BOTTOM_GAP_RATE): number {
  if (paneHeight <= roomPx) return roomPx
  return (roomPx * (1 + bottomRate) * paneHeight) / (paneHeight - roomPx)
}
