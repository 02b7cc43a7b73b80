// GET /healthz: liveness and readiness for a load balancer, with the database and the market feed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../server/app'
import type { Health } from '../../server/http/health'
import { createHarness, type Harness } from '../support/server/harness'
import { call } from '../support/server/request'
import { depsOf } from '../support/server/wallet'
import { connectionLost, diskFull, fault, isInsertInto, isSelectOne } from './db/faults'

let h: Harness
beforeEach(async () => {
  h = await createHarness()
})
afterEach(async () => {
  vi.restoreAllMocks()
  await h.close()
})

async function health(app = h.app) {
  const res = await app.request('/healthz')
  return { status: res.status, body: (await res.json()) as Health, headers: res.headers }
}

describe('GET /healthz', () => {
  it('is ready when the database answers, with the feed of every product', async () => {
    const { status, body, headers } = await health()
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('no-store')
    expect(body).toMatchObject({ live: true, ready: true, role: 'all', database: { ok: true } })
    expect(body.database.dialect).toBe(h.config.database.startsWith('postgres') ? 'postgres' : 'sqlite')
    expect(body.feed.products).toBe(h.market.list().length)
    expect(Object.values(body.feed.byStatus).reduce((a, b) => a + b, 0)).toBe(body.feed.products)
    // No location of the database (a path, or a URL with its user) in the answer.
    expect(JSON.stringify(body)).not.toContain(h.config.database)
  })

  it('answers every probe of a load balancer (no rate limit, no session)', async () => {
    const statuses = []
    for (let i = 0; i < 60; i++) statuses.push((await health()).status)
    expect(statuses).toEqual(Array(60).fill(200))
  })

  it('is live but not ready (503) when the database does not answer', async () => {
    const broken = fault(isSelectOne, connectionLost, 'before')
    const app = createApp({ ...depsOf(h), db: h.db.withPlugin(broken.plugin) })
    const { status, body } = await health(app)
    expect(status).toBe(503)
    expect(body).toMatchObject({ live: true, ready: false, database: { ok: false, error: 'unreachable' } })
  })

  it('says so when writes fail for a full disk, although reads still answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const broken = fault(isInsertInto('users'), diskFull, 'before')
    const app = createApp({ ...depsOf(h), db: h.db.withPlugin(broken.plugin) })
    expect((await health(app)).status).toBe(200)
    const refused = await call(app, '/main/register', { body: { name: 'disk@example.com', pwd: 'secret-pw' } })
    expect(refused.status).toBe(503)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const { status, body } = await health(app)
    expect(status).toBe(503)
    expect(body).toMatchObject({ ready: false, database: { ok: false, error: 'storage' } })
  })
})
