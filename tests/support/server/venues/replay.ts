// The replay transport: plays a fixture's connections and REST answers to an adapter on a FakeClock. Each
// connection the adapter opens takes the next unopened script for its URL; its frames arrive at the same offsets
// from the open as in the fixture. Anything the fixture lacks (a connection, a frame the adapter sends, a REST
// request) is a problem named in done(), as are scripted connections never opened, answers never asked for and
// pings never answered.
import type {
  RestAnswer,
  Socket,
  SocketHandlers,
  TimerHandle,
  Transport,
} from '../../../../server/market/venues/transport'
import type { FakeClock } from './fake-clock'
import { type ConnectionScript, type Fixture, type Frame, matches, pathOf } from './fixture'

export interface ReplayEvent {
  at: number
  conn: number
  what: 'open' | 'refused' | 'server-close' | 'client-close' | 'sent' | 'pong'
  detail?: string
}

export class ReplayTransport implements Transport {
  readonly problems: string[] = []
  readonly events: ReplayEvent[] = []
  private readonly opened = new Set<ConnectionScript>()
  private readonly used = new Set<number>()
  private unanswered = 0

  constructor(
    private readonly fixture: Fixture,
    private readonly clock: FakeClock,
  ) {}

  private note(conn: number, what: ReplayEvent['what'], detail?: string): void {
    this.events.push({
      at: this.clock.now() - this.fixture.start,
      conn,
      what,
      ...(detail === undefined ? {} : { detail }),
    })
  }

  open(url: string, handlers: SocketHandlers): Socket {
    const path = pathOf(url)
    const script = this.fixture.connections.find((c) => c.path === path && !this.opened.has(c))
    const timers: TimerHandle[] = []
    let closed = false
    const later = (run: () => void, ms = 0) => timers.push(this.clock.setTimeout(run, ms))
    const shut = (code: number, by: 'server-close' | 'client-close') => {
      if (closed) return
      closed = true
      for (const timer of timers) this.clock.clearTimeout(timer)
      this.note(script?.conn ?? 0, by, String(code))
      later(() => handlers.close(code, ''))
    }
    if (!script) {
      this.problems.push(`the fixture has no (further) connection to ${path}`)
      later(() => shut(1006, 'server-close'))
      return { send() {}, pong() {}, close() {} }
    }
    this.opened.add(script)
    if (script.fail !== undefined) {
      const status = script.fail
      later(() => {
        this.note(script.conn, 'refused', String(status))
        handlers.error(new Error(`Unexpected server response: ${status}`))
        closed = true
        handlers.close(1006, '')
      })
    } else {
      later(() => {
        this.note(script.conn, 'open')
        handlers.open()
      })
      for (const frame of script.frames) {
        later(() => this.play(frame, handlers, shut, later), frame.time - script.openTime)
      }
    }
    return {
      send: (text) => {
        if (closed) return
        this.note(script.conn, 'sent', text)
        const expectation = script.expects.find((e) => (e.repeat || !e.used) && matches(e.value, text))
        if (!expectation) {
          this.problems.push(`connection ${script.conn} sent a frame the fixture lacks: ${text}`)
          return
        }
        expectation.used = true
        const reply = expectation.reply
        if (reply !== undefined) later(() => !closed && handlers.message(reply))
      },
      pong: () => {
        this.note(script.conn, 'pong')
        this.unanswered = Math.max(0, this.unanswered - 1)
      },
      close: () => shut(1000, 'client-close'),
    }
  }

  private play(
    frame: Frame,
    handlers: SocketHandlers,
    shut: (code: number, by: 'server-close') => void,
    later: (run: () => void, ms: number) => void,
  ): void {
    if (frame.kind === 'close') {
      shut(frame.code, 'server-close')
      return
    }
    if (frame.kind === 'ping') {
      this.unanswered += 1
      handlers.ping(frame.text)
    } else {
      handlers.message(frame.text)
    }
    // A repeat is one of its connection's timers: it stops when the connection closes.
    if (frame.every !== undefined) later(() => this.play(frame, handlers, shut, later), frame.every)
  }

  get(url: string): Promise<RestAnswer> {
    const path = pathOf(url)
    const index = this.fixture.rest.findIndex((r, i) => r.path === path && !this.used.has(i))
    this.clock.asyncPending = true
    const answer = this.fixture.rest[index]
    if (!answer) {
      this.problems.push(`the fixture has no REST answer for ${path}`)
      return Promise.reject(new Error(`no fixture answer for ${path}`))
    }
    this.used.add(index)
    return Promise.resolve({ status: answer.status, body: answer.body })
  }

  /** Throws with every way the run left the fixture. */
  done(): void {
    const problems = [...this.problems]
    for (const script of this.fixture.connections) {
      if (!this.opened.has(script)) problems.push(`connection ${script.conn} (${script.path}) was never opened`)
      for (const e of script.expects) {
        if (!e.used && !e.repeat) problems.push(`connection ${script.conn} never sent ${JSON.stringify(e.value)}`)
      }
    }
    this.fixture.rest.forEach((r, i) => {
      if (!this.used.has(i)) problems.push(`REST ${r.path} was never requested`)
    })
    if (this.unanswered > 0) problems.push(`${this.unanswered} ping(s) never answered with a pong`)
    if (problems.length > 0) throw new Error(`${this.fixture.name}:\n  ${problems.join('\n  ')}`)
  }
}
