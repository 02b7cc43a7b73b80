import { type FeedCondition, type LastTick, Listeners, type MarketFeed, type Tick, type TickListener } from './feed'
import { type ModelProduct, sampleVolume, stepLog, toUnits } from './model'
import { createRandom, hashSeed, type Random } from './random'

interface State {
  product: ModelProduct
  /** Log of the price in units, kept unrounded so small moves accumulate. */
  x: number
  last: number
  lastT: number
  random: Random
}

export interface SimulatorOptions {
  seed: number
  clock: () => Date
  intervalMs?: number
}

/** The seeded simulator: one tick per product per interval (1 s). Deterministic given seed and clock. */
export class SimulatedFeed implements MarketFeed {
  private readonly listeners = new Listeners()
  private readonly states = new Map<number, State>()
  private timer: ReturnType<typeof setInterval> | undefined

  constructor(
    private readonly products: readonly ModelProduct[],
    private readonly options: SimulatorOptions,
  ) {}

  start(from: ReadonlyMap<number, LastTick>): void {
    const startSecond = Math.floor(this.options.clock().getTime() / 1000)
    for (const product of this.products) {
      const last = from.get(product.id)?.price ?? product.reference
      const random = createRandom(hashSeed(this.options.seed, product.id, 'live', startSecond))
      this.states.set(product.id, { product, x: Math.log(last), last, lastT: 0, random })
    }
    if (this.timer === undefined) this.timer = setInterval(() => this.step(), this.options.intervalMs ?? 1000)
  }

  stop(): void {
    clearInterval(this.timer)
    this.timer = undefined
  }

  subscribe(listener: TickListener): () => void {
    return this.listeners.add(listener)
  }

  price(productId: number): number | undefined {
    return this.states.get(productId)?.last
  }

  condition(): FeedCondition {
    return 'simulated'
  }

  /** Produces and publishes the next tick of every product (the timer calls this; tests may too). */
  step(): Tick[] {
    const now = this.options.clock().getTime()
    const seconds = (this.options.intervalMs ?? 1000) / 1000
    const ticks: Tick[] = []
    for (const state of this.states.values()) {
      state.x = stepLog(state.x, state.product, seconds, state.random)
      state.last = toUnits(state.x)
      state.lastT = Math.max(now, state.lastT + 1)
      const volume = sampleVolume(state.product, state.last, seconds, state.random)
      ticks.push({ productId: state.product.id, t: state.lastT, price: state.last, volume })
    }
    this.listeners.emit(ticks)
    return ticks
  }
}
