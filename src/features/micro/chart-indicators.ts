// Where each of the chart's indicators goes: the price overlays (MA, EMA, BOLL) stack on the candles, the others
// (VOL, MACD, RSI) get a pane of their own below them. Ids are fixed per indicator, so the chart is put in step
// with the chosen list by name.
import type { ChartIndicator } from '@/shared/display/preferences'

export const CANDLE_PANE = 'candle_pane'
/** Height of an indicator's own pane (px): three of them still leave the candles most of the chart. */
export const INDICATOR_PANE_PX = 64
/** The legend row an overlay adds above the candles (px). */
export const OVERLAY_LEGEND_ROW_PX = 16

const overlays: ReadonlySet<string> = new Set(['MA', 'EMA', 'BOLL'])

export const isOverlay = (name: string) => overlays.has(name)

export interface IndicatorPlacement {
  id: string
  paneId: string
  /** Drawn over the candles (klinecharts' isStack) rather than in its own pane. */
  stacked: boolean
}

export function indicatorPlacement(name: ChartIndicator): IndicatorPlacement {
  const stacked = isOverlay(name)
  return { id: `indicator_${name}`, paneId: stacked ? CANDLE_PANE : `pane_${name}`, stacked }
}

/** What to create and what to remove so that the chart shows `wanted` (`shown`: the names it has now). */
export function indicatorChanges(
  shown: readonly string[],
  wanted: readonly ChartIndicator[],
): { add: ChartIndicator[]; remove: string[] } {
  return {
    add: wanted.filter((name) => !shown.includes(name)),
    remove: shown.filter((name) => !wanted.some((want) => want === name)),
  }
}
