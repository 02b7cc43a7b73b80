import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { serveApp, serverTimeouts } from '../../server/http/serve'
import { createHarness, type Harness } from '../support/server/harness'

let h: Harness | undefined
let server: Server | undefined
afterEach(async () => {
  server?.closeAllConnections()
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()))
  server = undefined
  await h?.close()
  h = undefined
})

async function start(maxConnectionsPerAddress = 64): Promise<number> {
  h = await createHarness()
  const app = h.app
  return new Promise((resolve) => {
    server = serveApp(app, { port: 0, hostname: '127.0.0.1', maxConnectionsPerAddress }, (info: AddressInfo) =>
      resolve(info.port),
    )
  })
}

/** A raw connection; `text` collects what the server sends, `closed` settles when it hangs up. */
function open(port: number) {
  const socket: Socket = connect(port, '127.0.0.1')
  const state = { text: '' }
  socket.on('data', (chunk: Buffer) => {
    state.text += chunk.toString()
  })
  socket.on('error', () => undefined)
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  return { socket, state, connected, closed }
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))])

describe('the HTTP server', () => {
  it('answers a 100 MB Content-Length at once, after a few bytes, and hangs up', async () => {
    const port = await start()
    const client = open(port)
    await client.connected
    client.socket.write(
      'POST /main/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${100 * 1024 * 1024}\r\n\r\n{"name":"`,
    )
    expect(await within(client.closed, 3000)).not.toBe('timeout')
    expect(client.state.text).toMatch(/^HTTP\/1\.1 200/)
    expect(client.state.text).toContain('"code":"payload_too_large"')
  })

  it('bounds slow clients: headers within 10 s, the whole request within 30 s', async () => {
    expect(serverTimeouts).toMatchObject({ headersTimeout: 10_000, requestTimeout: 30_000 })
    await start()
    expect(server?.headersTimeout).toBe(10_000)
    expect(server?.requestTimeout).toBe(30_000)
  })

  it('closes connections from one address beyond the limit at once, and accepts again when one ends', async () => {
    const port = await start(3)
    const held = Array.from({ length: 3 }, () => open(port))
    await Promise.all(held.map((c) => c.connected))
    const extra = open(port)
    expect(await within(extra.closed, 2000)).not.toBe('timeout')
    for (const c of held) expect(c.socket.destroyed).toBe(false)
    held[0]?.socket.destroy()
    await held[0]?.closed
    await new Promise((resolve) => setTimeout(resolve, 50))
    const res = await fetch(`http://127.0.0.1:${port}/main/products`, { headers: { Connection: 'close' } })
    expect(res.status).toBe(200)
  })
})
