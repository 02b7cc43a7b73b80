// Venue fixtures: NDJSON, one event a line (tests/fixtures/venues/README.md). A recording (TERN_FEED_RECORD) is a
// fixture as it stands; hand-written ones start with a header {"fixture": name, "start": epoch ms} and give times
// as "at" (ms after start) instead of "t". Frames belong to a connection ("conn"), in order of its open line.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { z } from 'zod'

const line = z.object({
  fixture: z.string().optional(),
  start: z.number().optional(),
  at: z.number().optional(),
  t: z.number().optional(),
  conn: z.number().optional(),
  open: z.string().optional(),
  /** With open: the handshake fails with this HTTP status. */
  fail: z.number().optional(),
  recv: z.unknown().optional(),
  ping: z.string().optional(),
  close: z.number().optional(),
  /** With recv or ping: repeated every this many ms until the connection closes. */
  every: z.number().optional(),
  /** A frame the adapter must send (text, or JSON compared as a value), answered with `reply` if given. */
  expect: z.unknown().optional(),
  reply: z.unknown().optional(),
  repeat: z.boolean().optional(),
  sent: z.string().optional(),
  rest: z.string().optional(),
  status: z.number().optional(),
  body: z.unknown().optional(),
})

export type FrameKind = 'recv' | 'ping' | 'close'

export interface Frame {
  time: number
  kind: FrameKind
  text: string
  code: number
  every: number | undefined
}

export interface Expectation {
  value: unknown
  reply: string | undefined
  repeat: boolean
  used: boolean
}

export interface ConnectionScript {
  conn: number
  /** Path and query of the URL the adapter must open. */
  path: string
  openTime: number
  fail: number | undefined
  frames: Frame[]
  expects: Expectation[]
}

export interface RestScript {
  path: string
  status: number
  body: string
}

export interface Fixture {
  name: string
  start: number
  connections: ConnectionScript[]
  rest: RestScript[]
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** Path and query of a URL ("/stream?streams=btcusdt@aggTrade"), the part a fixture matches on. */
export function pathOf(url: string): string {
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}`
}

export const fixturesDir = resolve(import.meta.dirname, '../../../fixtures/venues')

export function loadFixture(name: string): Fixture {
  const text = readFileSync(join(fixturesDir, name), 'utf8')
  const lines = text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l, i) => {
      const parsed = line.safeParse(JSON.parse(l))
      if (!parsed.success) throw new Error(`${name}:${i + 1}: ${parsed.error.message}`)
      return parsed.data
    })
  const header = lines.find((l) => l.start !== undefined)
  const start = header?.start ?? lines.find((l) => l.t !== undefined)?.t ?? 0
  const fixture: Fixture = { name: header?.fixture ?? name, start, connections: [], rest: [] }
  const byConn = new Map<number, ConnectionScript>()
  for (const l of lines) {
    const time = l.at !== undefined ? start + l.at : (l.t ?? start)
    if (l.rest !== undefined) {
      fixture.rest.push({
        path: pathOf(l.rest.startsWith('/') ? `http://venue${l.rest}` : l.rest),
        status: l.status ?? 200,
        body: asText(l.body),
      })
      continue
    }
    if (l.conn === undefined) continue
    if (l.open !== undefined) {
      const script = { conn: l.conn, path: pathOf(l.open), openTime: time, fail: l.fail, frames: [], expects: [] }
      byConn.set(l.conn, script)
      fixture.connections.push(script)
      continue
    }
    const script = byConn.get(l.conn)
    if (!script) throw new Error(`${name}: conn ${l.conn} has no open line before its frames`)
    if (l.expect !== undefined) {
      const reply = l.reply === undefined ? undefined : asText(l.reply)
      script.expects.push({ value: l.expect, reply, repeat: l.repeat ?? false, used: false })
    } else if (l.recv !== undefined) {
      script.frames.push({ time, kind: 'recv', text: asText(l.recv), code: 0, every: l.every })
    } else if (l.ping !== undefined) {
      script.frames.push({ time, kind: 'ping', text: l.ping, code: 0, every: l.every })
    } else if (l.close !== undefined) {
      script.frames.push({ time, kind: 'close', text: '', code: l.close, every: undefined })
    }
  }
  for (const script of fixture.connections) script.frames.sort((a, b) => a.time - b.time)
  return fixture
}

/** Whether a frame the adapter sent is the expected one: equal text, or equal JSON values. */
export function matches(expected: unknown, sent: string): boolean {
  if (typeof expected === 'string') return expected === sent
  try {
    return JSON.stringify(JSON.parse(sent)) === JSON.stringify(expected)
  } catch {
    return false
  }
}
