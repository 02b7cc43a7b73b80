// The real transport: WebSocket connections on the `ws` package, HTTP streams of JSON lines (http-stream.ts) and
// REST through the global fetch.
import WebSocket from 'ws'
import { openHttpStream } from './http-stream'
import type { RequestHeaders, RestAnswer, Socket, SocketHandlers, Transport } from './transport'

const HANDSHAKE_TIMEOUT_MS = 10_000
const REST_TIMEOUT_MS = 10_000

function text(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return Buffer.from(data as ArrayBuffer).toString('utf8')
}

export const wsTransport: Transport = {
  open(url: string, handlers: SocketHandlers, headers?: RequestHeaders): Socket {
    if (/^https?:/.test(url)) return openHttpStream(url, handlers, headers)
    // autoPong off: the adapter answers pings itself, so a replay can check that it does.
    const ws = new WebSocket(url, { headers: { ...headers }, handshakeTimeout: HANDSHAKE_TIMEOUT_MS, autoPong: false })
    ws.on('open', () => handlers.open())
    ws.on('message', (data, isBinary) => {
      if (!isBinary) handlers.message(text(data))
    })
    ws.on('ping', (data) => handlers.ping(data.toString('utf8')))
    ws.on('error', (error) => handlers.error(error))
    ws.on('close', (code, reason) => handlers.close(code, reason.toString('utf8')))
    return {
      send: (message) => {
        if (ws.readyState === WebSocket.OPEN) ws.send(message)
      },
      pong: (payload) => {
        if (ws.readyState === WebSocket.OPEN) ws.pong(payload)
      },
      close: () => {
        if (ws.readyState === WebSocket.CONNECTING) ws.terminate()
        else if (ws.readyState === WebSocket.OPEN) ws.close(1000)
      },
    }
  },

  async get(url: string, headers?: RequestHeaders): Promise<RestAnswer> {
    const response = await fetch(url, { headers: { ...headers }, signal: AbortSignal.timeout(REST_TIMEOUT_MS) })
    return { status: response.status, body: await response.text() }
  },
}
