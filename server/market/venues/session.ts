// The supervisor of one venue stream (ARCHITECTURE.md section 7). It keeps one live connection: reconnects with
// full-jitter exponential backoff (1 s to 60 s, reset only after 30 s live), rotates before the venue's connection
// lifetime and on its shutdown notices (the new connection is opened first and takes over on its first data frame,
// then the old one is closed), answers pings, and judges liveness from our receive clock alone: a symbol (or, for a
// trades-only channel, the connection) silent for 3x its cadence (at least 10 s) is resubscribed, and if that does
// not help within the same time the connection is dropped and a new one opened. A lost connection is a gap: the
// feed backfills it once the next connection is live.

import type { ConnectionBudget } from './connection-budget'
import type { StreamSpec, VenueEvent } from './protocol'
import type { Scheduler, Socket, TimerHandle, Transport } from './transport'

export const MIN_BACKOFF_MS = 1000
export const MAX_BACKOFF_MS = 60_000
/** A connection live this long resets the backoff. */
export const STEADY_MS = 30_000
/** Rotation starts this long before the venue's connection lifetime runs out. */
export const ROTATE_MARGIN_MS = 15 * 60_000
export const MIN_STALE_MS = 10_000
const CHECK_MS = 1000

export interface SessionSink {
  events(events: VenueEvent[], receivedAt: number): void
  /** A connection took over; afterGap when the one before it was lost rather than rotated. */
  live(afterGap: boolean): void
  /** The live connection was lost (closed by the venue, or dropped as stale). */
  lost(): void
}

export interface SessionOptions {
  spec: StreamSpec
  symbols: readonly string[]
  transport: Transport
  scheduler: Scheduler
  /** Uniform in [0, 1): the backoff's jitter. */
  random: () => number
  sink: SessionSink
  log: (message: string) => void
  /** The venue's connection budget, shared by its streams (none: unlimited). */
  budget?: ConnectionBudget
}

interface Connection {
  socket: Socket
  openedAt: number
  lastMessageAt: number
  pingedAt: number
  ours: boolean
}

const noSocket: Socket = { send() {}, pong() {}, close() {} }

/** A frame about a symbol (a trade, a bar, whether it trades): what a new connection takes over on. */
const isData = (e: VenueEvent): e is Extract<VenueEvent, { symbol: string }> =>
  e.kind === 'trade' || e.kind === 'bar' || e.kind === 'status'

export class Session {
  readonly stats = { connects: 0, lost: 0, rotations: 0, resubscribes: 0, shutdownNotices: 0 }
  readonly staleMs: number
  private active: Connection | undefined
  private next: Connection | undefined
  private attempts = 0
  private gap = false
  private running = false
  private readonly lastSeen = new Map<string, number>()
  private resubscribedAt: number | undefined
  /** The symbols the last reconnect for staleness was made for, and those it did not bring back (actionable()). */
  private reconnectedFor = new Set<string>()
  private readonly silent = new Set<string>()
  private reconnectTimer: TimerHandle | undefined
  private rotateTimer: TimerHandle | undefined
  private steadyTimer: TimerHandle | undefined
  private checkTimer: TimerHandle | undefined
  private budgetTimer: TimerHandle | undefined

  constructor(private readonly o: SessionOptions) {
    const cadence = o.spec.symbolCadenceMs ?? o.spec.connectionCadenceMs
    this.staleMs = Math.max(MIN_STALE_MS, 3 * cadence)
  }

  get live(): boolean {
    return this.active !== undefined
  }

  /** Our receive time of the live connection's newest message; undefined while none is live. */
  lastMessageAt(): number | undefined {
    return this.active?.lastMessageAt
  }

  start(): void {
    if (this.running) return
    this.running = true
    this.connect()
    this.scheduleCheck()
  }

  stop(): void {
    this.running = false
    const s = this.o.scheduler
    for (const timer of [this.reconnectTimer, this.rotateTimer, this.steadyTimer, this.checkTimer, this.budgetTimer])
      s.clearTimeout(timer)
    this.budgetTimer = undefined
    for (const conn of [this.active, this.next]) this.drop(conn)
    this.active = undefined
    this.next = undefined
  }

  /** Symbols silent for longer than staleMs on the live connection (all of them while none is live). */
  staleSymbols(now = this.o.scheduler.now()): string[] {
    const conn = this.active
    if (!conn) return [...this.o.symbols]
    if (this.o.spec.symbolCadenceMs === undefined)
      return now - conn.lastMessageAt > this.staleMs ? [...this.o.symbols] : []
    return this.o.symbols.filter((s) => now - (this.lastSeen.get(s) ?? 0) > this.staleMs)
  }

  private connect(): void {
    const now = this.o.scheduler.now()
    const wait = this.o.budget?.delay(now) ?? 0
    if (wait > 0) {
      // The venue's budget is spent: open when it allows (once, however many reasons asked meanwhile).
      if (!this.budgetTimer) {
        this.o.log(`${this.o.spec.name}: connection budget spent, next attempt in ${Math.ceil(wait / 1000)} s`)
        this.budgetTimer = this.o.scheduler.setTimeout(() => {
          this.budgetTimer = undefined
          if (this.running && !this.next) this.connect()
        }, wait)
      }
      return
    }
    const conn: Connection = { socket: noSocket, openedAt: now, lastMessageAt: now, pingedAt: 0, ours: false }
    this.next = conn
    this.stats.connects += 1
    conn.socket = this.o.transport.open(
      this.o.spec.url(this.o.symbols),
      {
        open: () => {
          if (conn === this.next) this.o.spec.subscribe(conn.socket, this.o.symbols)
        },
        message: (text) => this.onMessage(conn, text),
        ping: (payload) => {
          conn.socket.pong(payload)
          conn.lastMessageAt = this.o.scheduler.now()
        },
        error: (error) => this.o.log(`${this.o.spec.name}: ${error.message}`),
        close: (code) => this.onClose(conn, code),
      },
      this.o.spec.headers,
    )
  }

  private onMessage(conn: Connection, text: string): void {
    if (conn !== this.active && conn !== this.next) return
    const now = this.o.scheduler.now()
    conn.lastMessageAt = now
    let events: VenueEvent[]
    try {
      events = this.o.spec.parse(text)
    } catch (error) {
      this.o.log(`${this.o.spec.name}: unreadable frame (${(error as Error).message})`)
      return
    }
    let afterGap: boolean | undefined
    if (conn === this.next) {
      if (!events.some(isData)) return
      afterGap = this.promote(conn, now)
    }
    for (const event of events) {
      if (!isData(event)) continue
      this.lastSeen.set(event.symbol, now)
      this.silent.delete(event.symbol)
      this.reconnectedFor.delete(event.symbol)
    }
    this.o.sink.events(events, now)
    // After the frame's events: a backfill reads the venue time this first frame carries.
    if (afterGap !== undefined) this.o.sink.live(afterGap)
    if (events.some((e) => e.kind === 'shutdown')) {
      this.stats.shutdownNotices += 1
      this.o.log(`${this.o.spec.name}: shutdown notice, rotating`)
      this.rotate()
    }
  }

  /** The new connection takes over; the one it replaces (a rotation) is closed. Returns whether a gap ends. */
  private promote(conn: Connection, now: number): boolean {
    const s = this.o.scheduler
    const old = this.active
    this.next = undefined
    this.active = conn
    this.drop(old)
    for (const symbol of this.o.symbols) this.lastSeen.set(symbol, now)
    this.resubscribedAt = undefined
    s.clearTimeout(this.steadyTimer)
    this.steadyTimer = s.setTimeout(() => {
      if (this.active === conn) this.attempts = 0
    }, STEADY_MS)
    s.clearTimeout(this.rotateTimer)
    const lifetime = this.o.spec.maxLifetimeMs
    if (lifetime !== undefined) {
      this.rotateTimer = s.setTimeout(() => this.rotate(), conn.openedAt + lifetime - ROTATE_MARGIN_MS - now)
    }
    const afterGap = this.gap
    this.gap = false
    return afterGap
  }

  private rotate(): void {
    if (!this.running || this.next) return
    this.stats.rotations += 1
    this.connect()
  }

  private onClose(conn: Connection, code: number): void {
    if (conn.ours || !this.running) return
    if (conn === this.next) {
      this.next = undefined
      this.o.log(`${this.o.spec.name}: connection failed (${code})`)
      this.scheduleReconnect()
    } else if (conn === this.active) {
      this.o.log(`${this.o.spec.name}: connection lost (${code})`)
      this.lose()
    }
  }

  /** The live connection is gone: a gap begins, and a new connection follows after the backoff. */
  private lose(): void {
    this.active = undefined
    this.gap = true
    this.stats.lost += 1
    this.o.scheduler.clearTimeout(this.rotateTimer)
    this.o.sink.lost()
    if (!this.next) this.scheduleReconnect()
  }

  private drop(conn: Connection | undefined): void {
    if (!conn) return
    conn.ours = true
    conn.socket.close()
  }

  private scheduleReconnect(): void {
    if (!this.running || this.reconnectTimer) return
    const cap = Math.min(MAX_BACKOFF_MS, MIN_BACKOFF_MS * 2 ** this.attempts)
    const delay = Math.floor(this.o.random() * cap)
    this.attempts += 1
    this.reconnectTimer = this.o.scheduler.setTimeout(() => {
      this.reconnectTimer = undefined
      if (this.running && !this.next) this.connect()
    }, delay)
  }

  private scheduleCheck(): void {
    this.checkTimer = this.o.scheduler.setTimeout(() => {
      if (!this.running) return
      this.check(this.o.scheduler.now())
      this.scheduleCheck()
    }, CHECK_MS)
  }

  private check(now: number): void {
    const keepalive = this.o.spec.keepalive
    for (const conn of [this.active, this.next]) {
      if (conn && keepalive && now - conn.lastMessageAt >= keepalive.idleMs && conn.pingedAt <= conn.lastMessageAt) {
        conn.pingedAt = now
        conn.socket.send(keepalive.text)
      }
    }
    const next = this.next
    if (next && now - next.openedAt > this.staleMs) {
      // Opened (or still opening) but no data within the stale time: try again after the backoff.
      this.o.log(`${this.o.spec.name}: no data on a new connection within ${this.staleMs} ms`)
      this.next = undefined
      this.drop(next)
      this.scheduleReconnect()
    }
    const conn = this.active
    if (!conn) return
    const stale = this.actionable(this.staleSymbols(now))
    if (stale.length === 0) {
      this.resubscribedAt = undefined
    } else if (this.o.spec.resubscribe === undefined) {
      this.o.log(`${this.o.spec.name}: stale (${stale.join(', ')}), reconnecting`)
      this.reconnectFor(conn, stale)
    } else if (this.resubscribedAt === undefined) {
      this.resubscribedAt = now
      this.stats.resubscribes += 1
      this.o.log(`${this.o.spec.name}: stale (${stale.join(', ')}), resubscribing`)
      this.o.spec.resubscribe?.(conn.socket, stale)
    } else if (now - this.resubscribedAt >= this.staleMs) {
      this.o.log(`${this.o.spec.name}: still stale after resubscribing, reconnecting`)
      this.reconnectFor(conn, stale)
    }
  }

  /**
   * The stale symbols worth acting on. While others flow, a symbol a reconnect made for it did not bring back (a
   * delisted symbol the venue accepts and never sends) is left stale (its product delayed) rather than costing the
   * whole connection a reconnect every 2x the stale time; its next frame makes it an ordinary symbol again.
   */
  private actionable(stale: readonly string[]): string[] {
    if (stale.length === this.o.symbols.length) return [...stale]
    for (const symbol of stale) {
      if (this.reconnectedFor.has(symbol) && !this.silent.has(symbol)) {
        this.silent.add(symbol)
        this.o.log(`${this.o.spec.name}: ${symbol} still silent after a reconnect, left delayed (delisted?)`)
      }
    }
    return stale.filter((s) => !this.silent.has(s))
  }

  private reconnectFor(conn: Connection, stale: readonly string[]): void {
    this.reconnectedFor = new Set(stale)
    this.drop(conn)
    this.lose()
  }
}
