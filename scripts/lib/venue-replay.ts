// A local Binance that replays recorded trades, so that the whole app runs on venue data without the internet:
// `npm run venue:replay` for `npm start`, and the market-status browser journey. It speaks Binance's spot protocol
// (the combined-stream WebSocket `/stream?streams=...` and REST `/api/v3/klines`) and plays the aggTrade frames of a
// recording (a TERN_FEED_RECORD file or a fixture in its format, tests/fixtures/venues/README.md) at their recorded
// pace, round after round, each frame with a new trade id and the current time (as the venue would send them). A
// symbol the recording has no trades of stays silent; stall() silences every symbol (the app shows "Delayed").
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocket, WebSocketServer } from 'ws'

interface RecordedTrade {
  /** ms after the recording's first trade */
  at: number
  symbol: string
  price: string
  quantity: string
  buyerMaker: boolean
}

export interface VenueReplay {
  wsUrl: string
  restUrl: string
  /** The environment that points a Tern server at this replay. */
  env: Record<string, string>
  /** The prices the replay sends for a symbol ('BTCUSDT'), as written in the recording. */
  prices(symbol: string): string[]
  /** Stops sending trades (connections stay open, as in a venue stall). */
  stall(): void
  resume(): void
  close(): Promise<void>
}

/** The aggTrade frames of an NDJSON recording, in time order, timed from the first. */
export function readTrades(ndjson: string): RecordedTrade[] {
  const trades: (RecordedTrade & { t: number })[] = []
  let start = 0
  for (const text of ndjson.split('\n')) {
    if (text.trim() === '') continue
    const line = JSON.parse(text) as { start?: number; at?: number; t?: number; recv?: unknown }
    if (line.start !== undefined) start = line.start
    const data = (line.recv as { data?: Record<string, unknown> } | undefined)?.data
    if (data?.e !== 'aggTrade') continue
    const t = line.t ?? start + (line.at ?? 0)
    trades.push({
      t,
      at: 0,
      symbol: String(data.s),
      price: String(data.p),
      quantity: String(data.q),
      buyerMaker: data.m === true,
    })
  }
  trades.sort((a, b) => a.t - b.t)
  const first = trades[0]?.t ?? 0
  return trades.map(({ t, ...trade }) => ({ ...trade, at: t - first }))
}

export async function startVenueReplay(recordingFile: string): Promise<VenueReplay> {
  const trades = readTrades(readFileSync(recordingFile, 'utf8'))
  if (trades.length === 0) throw new Error(`${recordingFile}: no aggTrade frames to replay`)
  // One round lasts the recording plus the gap between its last trade and the first of the next round.
  const round = (trades.at(-1)?.at ?? 0) + 500
  let stalled = false
  let nextId = 1
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://replay')
    // No history to offer: a product starts with the ticks the replay sends.
    const known = url.pathname === '/api/v3/klines'
    res.writeHead(known ? 200 : 404, { 'content-type': 'application/json' })
    res.end(known ? '[]' : '{"code":-1,"msg":"not offered by the replay"}')
  })
  const wss = new WebSocketServer({ server })
  wss.on('connection', (socket, req) => {
    const streams = new Set(
      (new URL(req.url ?? '/', 'http://replay').searchParams.get('streams') ?? '').split('/').filter(Boolean),
    )
    socket.on('message', (data) => {
      const request = JSON.parse(data.toString()) as { method?: string; params?: string[]; id?: number }
      if (request.method === 'SUBSCRIBE') for (const s of request.params ?? []) streams.add(s)
      if (request.method === 'UNSUBSCRIBE') for (const s of request.params ?? []) streams.delete(s)
      socket.send(JSON.stringify({ result: null, id: request.id ?? null }))
    })
    const opened = Date.now()
    let index = 0
    let rounds = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const sendNext = () => {
      const trade = trades[index] as RecordedTrade
      const stream = `${trade.symbol.toLowerCase()}@aggTrade`
      if (!stalled && streams.has(stream) && socket.readyState === WebSocket.OPEN) {
        const now = Date.now()
        const id = nextId++
        const data = {
          e: 'aggTrade',
          E: now,
          s: trade.symbol,
          a: id,
          p: trade.price,
          q: trade.quantity,
          f: id,
          l: id,
          T: now,
          m: trade.buyerMaker,
          M: true,
        }
        socket.send(JSON.stringify({ stream, data }))
      }
      index += 1
      if (index === trades.length) {
        index = 0
        rounds += 1
      }
      schedule()
    }
    const schedule = () => {
      const due = opened + rounds * round + (trades[index] as RecordedTrade).at
      timer = setTimeout(sendNext, Math.max(0, due - Date.now()))
    }
    schedule()
    socket.on('close', () => clearTimeout(timer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const wsUrl = `ws://127.0.0.1:${port}`
  const restUrl = `http://127.0.0.1:${port}`
  return {
    wsUrl,
    restUrl,
    env: { TERN_FEED: 'binance', TERN_BINANCE_WS_URL: wsUrl, TERN_BINANCE_REST_URL: restUrl },
    prices: (symbol) => trades.filter((t) => t.symbol === symbol).map((t) => t.price),
    stall: () => {
      stalled = true
    },
    resume: () => {
      stalled = false
    },
    close: async () => {
      for (const client of wss.clients) client.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
