// A local stand-in for OANDA v20: the pricing stream (HTTP, JSON lines) and the REST candles call, replaying a
// fixture in real time. Point TERN_OANDA_STREAM_URL and TERN_OANDA_REST_URL at it (streamUrl and restUrl are the
// same server), with TERN_OANDA_TOKEN and TERN_OANDA_ACCOUNT set to the token and account it was started with: any
// other answers 401 as OANDA does. Each stream request plays the fixture's next connection script (whatever
// instruments it asks for); later ones stay open and silent. REST answers come from the fixture by path (a page
// without candles otherwise).
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Fixture } from './fixture'
import { playScript } from './stand-in-script'

export interface OandaStandIn {
  streamUrl: string
  restUrl: string
  /** Stream requests answered 200. */
  connections(): number
  /** Requests refused for a wrong token or account. */
  refused(): number
  close(): Promise<void>
}

const unauthorized = '{"errorMessage":"Insufficient authorization to perform request."}'

export async function startOandaStandIn(fixture: Fixture, token: string, account: string): Promise<OandaStandIn> {
  let opened = 0
  let refused = 0
  const streams = new Set<ServerResponse>()
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const stream = /^\/v3\/accounts\/([^/]+)\/pricing\/stream$/.exec(url.pathname)
    const candles = /^\/v3\/instruments\/([^/]+)\/candles$/.exec(url.pathname)
    if (req.headers.authorization !== `Bearer ${token}` || (stream && stream[1] !== account)) {
      refused += 1
      res.writeHead(401, { 'content-type': 'application/json' }).end(unauthorized)
      return
    }
    if (candles) {
      const answer = fixture.rest.find((r) => new URL(r.path, 'http://stand-in').pathname === url.pathname)
      res.writeHead(answer?.status ?? 200, { 'content-type': 'application/json' })
      res.end(answer?.body ?? JSON.stringify({ instrument: candles[1], granularity: 'M1', candles: [] }))
      return
    }
    if (!stream) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"errorMessage":"not in the fixture"}')
      return
    }
    const script = fixture.connections[opened]
    opened += 1
    res.writeHead(200, { 'content-type': 'application/octet-stream' })
    res.flushHeaders()
    streams.add(res)
    if (!script) return
    const player = playScript(script, (frame) => {
      if (frame.kind === 'recv') res.write(`${frame.text}\n`)
      else if (frame.kind === 'close') frame.code === 1000 ? res.end() : res.destroy()
    })
    res.on('close', () => {
      player.stop()
      streams.delete(res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const base = `http://127.0.0.1:${port}`
  return {
    streamUrl: base,
    restUrl: base,
    connections: () => opened,
    refused: () => refused,
    close: () =>
      new Promise((resolve) => {
        for (const res of streams) res.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
