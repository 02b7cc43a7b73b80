// A scheduler whose time moves only when a test advances it: timers run in time order, each at its own instant, so
// a day of rotation, backoff and stall handling replays in milliseconds and the same way every run.
import type { Scheduler, TimerHandle } from '../../../../server/market/venues/transport'

interface Entry {
  at: number
  seq: number
  run: () => void
  cancelled: boolean
}

export class FakeClock implements Scheduler {
  private heap: Entry[] = []
  private seq = 0
  /** Set when something resolved a promise the code under test awaits (a REST answer): let it run before going on. */
  asyncPending = false

  constructor(private t: number) {}

  now(): number {
    return this.t
  }

  /** For the market, which reads a Date clock. */
  readonly date = (): Date => new Date(this.t)

  setTimeout(run: () => void, ms: number): TimerHandle {
    const entry: Entry = { at: this.t + Math.max(0, ms), seq: this.seq++, run, cancelled: false }
    this.push(entry)
    return { timer: entry }
  }

  clearTimeout(handle: TimerHandle | undefined): void {
    if (handle) (handle.timer as Entry).cancelled = true
  }

  /** Runs every timer due within `ms`, in order, then stands at now + ms. */
  async advance(ms: number): Promise<void> {
    const end = this.t + ms
    await this.settle()
    for (;;) {
      const next = this.heap[0]
      if (!next || next.at > end) break
      this.pop()
      if (next.cancelled) continue
      this.t = next.at
      next.run()
      await this.settle()
    }
    this.t = end
  }

  private async settle(): Promise<void> {
    while (this.asyncPending) {
      this.asyncPending = false
      await new Promise((resolve) => setImmediate(resolve))
    }
  }

  private before(a: Entry, b: Entry): boolean {
    return a.at < b.at || (a.at === b.at && a.seq < b.seq)
  }

  private push(entry: Entry): void {
    const h = this.heap
    h.push(entry)
    let i = h.length - 1
    while (i > 0) {
      const parent = (i - 1) >> 1
      const p = h[parent] as Entry
      if (!this.before(entry, p)) break
      h[i] = p
      h[parent] = entry
      i = parent
    }
  }

  private pop(): void {
    const h = this.heap
    const last = h.pop()
    if (!last || h.length === 0) return
    h[0] = last
    let i = 0
    for (;;) {
      const l = 2 * i + 1
      const r = l + 1
      let m = i
      if (l < h.length && this.before(h[l] as Entry, h[m] as Entry)) m = l
      if (r < h.length && this.before(h[r] as Entry, h[m] as Entry)) m = r
      if (m === i) break
      const tmp = h[i] as Entry
      h[i] = h[m] as Entry
      h[m] = tmp
      i = m
    }
  }
}
