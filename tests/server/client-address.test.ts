import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import type { Deps } from '../../server/deps'
import { clientAddress, forwardedClient } from '../../server/http/client-address'
import type { AppEnv } from '../../server/http/types'

/** An app that answers with the client address it decided on. */
function echo(env: Record<string, string>) {
  const deps = { config: loadConfig(env) } as Deps
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.set('deps', deps)
      await next()
    })
    .get('/', (c) => c.text(clientAddress(c)))
}

async function addressOf(app: Hono<AppEnv>, forwardedFor?: string): Promise<string> {
  const res = await app.request('/', { headers: forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor } })
  return res.text()
}

describe('the client address', () => {
  it('ignores X-Forwarded-For unless TERN_TRUST_PROXY=1', async () => {
    expect(await addressOf(echo({}), '203.0.113.9')).toBe('local')
  })

  it('behind one trusted proxy is the entry the proxy appended, never one the client wrote', async () => {
    const app = echo({ TERN_TRUST_PROXY: '1' })
    // A client rotating its own header: every request still counts for the address the proxy saw.
    for (let i = 0; i < 30; i++) expect(await addressOf(app, `198.51.100.${i}, 203.0.113.9`)).toBe('203.0.113.9')
    expect(await addressOf(app, '203.0.113.9')).toBe('203.0.113.9')
    expect(await addressOf(app, ' 198.51.100.1 ,203.0.113.9 ')).toBe('203.0.113.9')
    expect(await addressOf(app)).toBe('local')
  })

  it('with TERN_TRUST_PROXY_HOPS=2 is the second entry from the right', async () => {
    const app = echo({ TERN_TRUST_PROXY: '1', TERN_TRUST_PROXY_HOPS: '2' })
    expect(await addressOf(app, 'forged, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9')
    expect(await addressOf(app, '203.0.113.9, 10.0.0.2')).toBe('203.0.113.9')
    // Fewer entries than trusted proxies: the request did not come through them; the socket decides.
    expect(await addressOf(app, '10.0.0.2')).toBe('local')
  })

  it('reads the header entries from the right', () => {
    expect(forwardedClient('a, b, c', 1)).toBe('c')
    expect(forwardedClient('a, b, c', 3)).toBe('a')
    expect(forwardedClient('a, b, c', 4)).toBeUndefined()
    expect(forwardedClient('a,, ,b', 1)).toBe('b')
    expect(forwardedClient(undefined, 1)).toBeUndefined()
    expect(forwardedClient('x'.repeat(65), 1)).toBeUndefined()
  })
})
