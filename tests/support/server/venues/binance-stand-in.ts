// A local stand-in for Binance spot: a WebSocket server speaking the combined-stream protocol and the REST klines
// call, replaying a fixture in real time. Point TERN_BINANCE_WS_URL and TERN_BINANCE_REST_URL at it. Each
// connection plays the fixture's next connection script (whatever streams it asks for); later connections stay
// silent. Live SUBSCRIBE requests are acknowledged; REST answers come from the fixture by path and symbol.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import type { Fixture } from './fixture'

export interface StandIn {
  wsUrl: string
  restUrl: string
  connections(): number
  close(): Promise<void>
}

export async function startBinanceStandIn(fixture: Fixture): Promise<StandIn> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const answer = fixture.rest.find((r) => {
      const scripted = new URL(r.path, 'http://stand-in')
      return (
        scripted.pathname === url.pathname && scripted.searchParams.get('symbol') === url.searchParams.get('symbol')
      )
    })
    res.writeHead(answer?.status ?? (url.pathname === '/api/v3/klines' ? 200 : 404), {
      'content-type': 'application/json',
    })
    res.end(answer?.body ?? (url.pathname === '/api/v3/klines' ? '[]' : '{"code":-1,"msg":"not in the fixture"}'))
  })
  const wss = new WebSocketServer({ server })
  let opened = 0
  wss.on('connection', (socket) => {
    const script = fixture.connections[opened]
    opened += 1
    const timers: ReturnType<typeof setTimeout>[] = []
    socket.on('close', () => {
      for (const timer of timers) clearTimeout(timer)
    })
    socket.on('message', (data) => {
      const request = JSON.parse(data.toString()) as { method?: string; id?: number }
      if (request.method === 'SUBSCRIBE') socket.send(JSON.stringify({ result: null, id: request.id ?? null }))
    })
    if (!script) return
    const play = (run: () => void, ms: number, every?: number) => {
      timers.push(
        setTimeout(() => {
          run()
          if (every !== undefined) play(run, every, every)
        }, ms),
      )
    }
    for (const frame of script.frames) {
      const delay = frame.time - script.openTime
      if (frame.kind === 'recv') play(() => socket.send(frame.text), delay, frame.every)
      else if (frame.kind === 'ping') play(() => socket.ping(frame.text), delay, frame.every)
      else play(() => socket.close(frame.code === 1006 ? 1001 : frame.code), delay)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    wsUrl: `ws://127.0.0.1:${port}`,
    restUrl: `http://127.0.0.1:${port}`,
    connections: () => opened,
    close: () =>
      new Promise((resolve) => {
        for (const client of wss.clients) client.terminate()
        wss.close()
        server.close(() => resolve())
      }),
  }
}
