// The HTTP server around the app, with bounds on slow and numerous clients: a request must send its headers
// within 10 s and its whole body within 30 s (Node's default is 300 s), and one client address may hold a
// limited number of open connections; over it, a new connection is closed at once.
import { createServer, type RequestListener, type Server, type ServerOptions } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { serve } from '@hono/node-server'
import type { Hono } from 'hono'
import { type FastRoute, withFastReads } from './fast-reads'
import type { AppEnv } from './types'

export const serverTimeouts = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  /** How often Node checks the two timeouts above (its default, 30 s, would let them run up to twice as long). */
  connectionsCheckingInterval: 2_000,
} as const

export interface ServeOptions {
  port: number
  hostname: string
  /** Open connections per client address; 0: unlimited. */
  maxConnectionsPerAddress: number
}

/**
 * Closes every connection beyond `max` open ones from the same address. The address is the socket's own:
 * behind a proxy every connection comes from the proxy, so there the proxy must limit its clients instead.
 */
export function limitConnectionsPerAddress(server: Server, max: number): void {
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown'
    const count = open.get(address) ?? 0
    if (count >= max) {
      socket.destroy()
      return
    }
    open.set(address, count + 1)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left <= 0) open.delete(address)
      else open.set(address, left)
    })
  })
}

/** Serves the app with the bounds above; `onListening` gets the bound address (port 0 picks a free one). */
export function serveApp(
  app: Hono<AppEnv>,
  options: ServeOptions,
  onListening: (info: AddressInfo) => void,
  fastReads: readonly FastRoute[] = [],
): Server {
  // The fast path for built public reads answers before the app (fast-reads.ts); everything else reaches the app.
  const withFastPath = ((serverOptions: ServerOptions, listener: RequestListener) =>
    createServer(serverOptions, withFastReads(fastReads, listener))) as typeof createServer
  const server = serve(
    {
      fetch: app.fetch,
      port: options.port,
      hostname: options.hostname,
      serverOptions: serverTimeouts,
      createServer: withFastPath,
    },
    onListening,
  ) as Server
  if (options.maxConnectionsPerAddress > 0) limitConnectionsPerAddress(server, options.maxConnectionsPerAddress)
  return server
}
