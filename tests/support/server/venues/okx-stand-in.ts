// A local stand-in for OKX v5: WebSocket endpoints /ws/v5/public and /ws/v5/business and the REST candles call,
// replaying a fixture in real time. Point TERN_OKX_WS_URL and TERN_OKX_REST_URL at it. Each connection plays the
// fixture's next connection script for its endpoint (whatever instruments it subscribes); later connections stay
// silent. Subscriptions are acknowledged per argument, the text `ping` answered `pong`; REST answers come from the
// fixture by path and instId (an empty page otherwise).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import type { StandIn } from './binance-stand-in'
import type { ConnectionScript, Fixture } from './fixture'
import { playScript } from './stand-in-script'

export async function startOkxStandIn(fixture: Fixture): Promise<StandIn> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const answer = fixture.rest.find((r) => {
      const scripted = new URL(r.path, 'http://stand-in')
      return (
        scripted.pathname === url.pathname && scripted.searchParams.get('instId') === url.searchParams.get('instId')
      )
    })
    const known = url.pathname === '/api/v5/market/candles'
    res.writeHead(answer?.status ?? (known ? 200 : 404), { 'content-type': 'application/json' })
    res.end(answer?.body ?? (known ? '{"code":"0","msg":"","data":[]}' : '{"code":"50000","msg":"not in the fixture"}'))
  })
  const wss = new WebSocketServer({ server })
  const played = new Set<ConnectionScript>()
  let opened = 0
  wss.on('connection', (socket, req) => {
    opened += 1
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname
    const script = fixture.connections.find((c) => !played.has(c) && new URL(c.path, 'ws://venue').pathname === path)
    socket.on('message', (data) => {
      const text = data.toString()
      if (text === 'ping') {
        socket.send('pong')
        return
      }
      const request = JSON.parse(text) as { op?: string; args?: unknown[] }
      if (request.op !== 'subscribe') return
      for (const arg of request.args ?? []) socket.send(JSON.stringify({ event: 'subscribe', arg, connId: 'stand-in' }))
    })
    if (!script) return
    played.add(script)
    const player = playScript(script, (frame) => {
      if (frame.kind === 'recv') socket.send(frame.text)
      else if (frame.kind === 'close') socket.close(frame.code === 1006 ? 1001 : frame.code)
    })
    socket.on('close', () => player.stop())
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
