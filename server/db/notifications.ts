// PostgreSQL notifications (LISTEN/NOTIFY) for a process: one connection per database handle, apart from its
// pool, held while the handle lives, opened again when it breaks. What is told while the connection is down is
// lost, so a subscriber learns of every break and every return (`onReset`) and trusts nothing it kept across
// one; `ready` says whether notifications are arriving now.
import pg from 'pg'
import type { Db } from './db'
import { postgresOf } from './db'

const FIRST_RETRY_MS = 100
const MAX_RETRY_MS = 5000

export interface Listener {
  /** The connection is up and listening: every notification sent since it came up arrives. */
  readonly ready: boolean
  /** Resolves once `ready` (at once if it is). */
  whenReady(): Promise<void>
}

export interface ListenHandlers {
  onMessage(payload: string): void
  /** The connection broke or came back: anything learnt before may have missed a notification. */
  onReset(): void
}

/** Listens on `channel` of `db` (PostgreSQL); undefined on SQLite. */
export function listen(db: Db, channel: string, handlers: ListenHandlers): Listener | undefined {
  const postgres = postgresOf(db)
  if (!postgres) return undefined
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`)
  let waiting: (() => void)[] = []
  const state: { -readonly [K in keyof Listener]: Listener[K] } = {
    ready: false,
    whenReady: () => (state.ready ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))),
  }
  let client: pg.Client | undefined
  let closed = false
  let retries = 0
  let timer: NodeJS.Timeout | undefined

  const down = (broken: pg.Client) => {
    if (client !== broken) return
    client = undefined
    state.ready = false
    handlers.onReset()
    broken.end().catch(() => undefined)
    if (closed) return
    timer = setTimeout(connect, Math.min(FIRST_RETRY_MS * 2 ** retries, MAX_RETRY_MS))
    timer.unref()
    retries++
  }

  async function connect(): Promise<void> {
    timer = undefined
    const next = new pg.Client(postgres?.options)
    client = next
    next.on('error', () => down(next))
    next.on('end', () => down(next))
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '')
    })
    try {
      await next.connect()
      await next.query(`listen ${channel}`)
    } catch {
      down(next)
      return
    }
    if (closed || client !== next) return
    retries = 0
    handlers.onReset()
    state.ready = true
    for (const resolve of waiting) resolve()
    waiting = []
  }

  postgres.onClose(async () => {
    closed = true
    if (timer) clearTimeout(timer)
    state.ready = false
    const last = client
    client = undefined
    await last?.end().catch(() => undefined)
  })
  void connect()
  return state
}
