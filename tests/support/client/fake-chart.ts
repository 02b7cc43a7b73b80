// A stand-in for klinecharts under happy-dom (its init() needs a real canvas). It drives the DataLoader the
// way klinecharts 10 does: getBars('init') once symbol, period and loader are set, then subscribeBar; every
// setSymbol/setPeriod resets (unsubscribe, clear, init); forward pages are prepended; a live bar replaces
// the last one with the same timestamp, is appended when newer, and ignored when older.
import type { DataLoader, KLineData, Period, SymbolInfo } from 'klinecharts'
import { vi } from 'vitest'

export class FakeChart {
  symbol: SymbolInfo | null = null
  period: Period | null = null
  loader: DataLoader | null = null
  data: KLineData[] = []
  more = { forward: false, backward: false }
  readonly resets = { symbol: 0, period: 0 }
  private generation = 0

  /** The indicators on the chart, as createIndicator placed them. */
  indicators: { name: string; id: string; paneId: string }[] = []

  setStyles = vi.fn()
  overrideYAxis = vi.fn()
  overrideXAxis = vi.fn()
  getSize = vi.fn(() => ({ width: 382, height: 330, left: 0, right: 0, top: 0, bottom: 0 }))
  resize = vi.fn()
  getSymbol = () => this.symbol
  getPeriod = () => this.period
  getDataList = () => this.data
  createIndicator = vi.fn((value: string | { name: string; id?: string; paneId?: string }, isStack?: boolean) => {
    const { name, id = `${name}_id`, paneId } = typeof value === 'string' ? { name: value } : value
    this.indicators.push({ name, id, paneId: paneId ?? (isStack ? 'candle_pane' : `pane_${id}`) })
    return id
  })
  removeIndicator = vi.fn((filter: { id?: string; name?: string; paneId?: string } = {}) => {
    const before = this.indicators.length
    this.indicators = this.indicators.filter(
      (indicator) =>
        !(
          (filter.id === undefined || indicator.id === filter.id) &&
          (filter.name === undefined || indicator.name === filter.name) &&
          (filter.paneId === undefined || indicator.paneId === filter.paneId)
        ),
    )
    return this.indicators.length < before
  })
  getIndicators = () => this.indicators.map((indicator) => ({ ...indicator }))
  setPaneOptions = vi.fn()

  setSymbol = (symbol: Partial<SymbolInfo> & { ticker: string }) => {
    this.resets.symbol += 1
    this.reset(() => {
      this.symbol = { pricePrecision: 2, volumePrecision: 0, ...symbol }
    })
  }
  setPeriod = (period: Period) => {
    this.resets.period += 1
    this.reset(() => {
      this.period = period
    })
  }
  setDataLoader = (loader: DataLoader) => {
    this.reset(() => {
      this.loader = loader
    })
  }

  /** What scrolling to the left edge does: ask for bars older than the oldest one. */
  async loadOlder(): Promise<void> {
    const { loader, symbol, period } = this
    const oldest = this.data[0]
    if (!loader || !symbol || !period || !oldest || !this.more.forward) return
    await loader.getBars({
      type: 'forward',
      timestamp: oldest.timestamp,
      symbol,
      period,
      callback: (bars, more) => {
        this.data = [...bars, ...this.data]
        this.more = normalize(more)
      },
    })
  }

  private reset(change: () => void): void {
    const { loader, symbol, period } = this
    if (loader && symbol && period) loader.unsubscribeBar?.({ symbol, period })
    change()
    this.data = []
    this.generation += 1
    void this.init(this.generation)
  }

  private async init(generation: number): Promise<void> {
    const { loader, symbol, period } = this
    if (!loader || !symbol || !period) return
    await loader.getBars({
      type: 'init',
      timestamp: null,
      symbol,
      period,
      callback: (bars, more) => {
        if (generation !== this.generation) return
        this.data = [...bars]
        this.more = normalize(more)
      },
    })
    if (generation !== this.generation) return
    loader.subscribeBar?.({ symbol, period, callback: (bar) => this.applyLive(bar) })
  }

  private applyLive(bar: KLineData): void {
    const last = this.data.at(-1)
    if (!last || bar.timestamp > last.timestamp) this.data = [...this.data, bar]
    else if (bar.timestamp === last.timestamp) this.data = [...this.data.slice(0, -1), bar]
  }
}

function normalize(more: boolean | { forward?: boolean; backward?: boolean } | undefined) {
  if (typeof more === 'object') return { forward: more.forward ?? false, backward: more.backward ?? false }
  return { forward: more ?? false, backward: more ?? false }
}

export const fakeCharts: FakeChart[] = []

export const klinechartsMock = {
  init: vi.fn((container: HTMLElement) => {
    // Like klinecharts: its own box inside the container, with tabindex="1".
    const box = document.createElement('div')
    box.tabIndex = 1
    container.append(box)
    const chart = new FakeChart()
    fakeCharts.push(chart)
    return chart
  }),
  dispose: vi.fn(),
  // Canvas text is not measured under happy-dom: 7 px a character, about the chart's 12 px labels.
  utils: { calcTextWidth: (text: string) => text.length * 7 },
}
