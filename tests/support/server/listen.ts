import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { Hono } from 'hono'
import type { AppEnv } from '../../../server/http/types'

/** Serves the app over real HTTP on a free port. */
export function listen(app: Hono<AppEnv>): Promise<{ url: string; close(): Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      const close = () => new Promise<void>((done) => server.close(() => done()))
      resolve({ url: `http://127.0.0.1:${info.port}`, close })
    })
  })
}
