import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { operatorThrottleRules } from '../../server/http/operator-throttle'
import { createHarness, type Harness, peerOf } from '../support/server/harness'
import { call } from '../support/server/request'

const ADMIN = 'operator-throttle-admin-token'
let h: Harness
beforeEach(async () => {
  h = await createHarness({
    TERN_ADMIN_TOKEN: ADMIN,
    TERN_ADMIN_TOKEN_EXPIRES: '2026-03-02T12:00:00Z',
    TERN_ADMIN_TOKEN_ADDRESSES: '203.0.113.0/24, 198.51.100.7',
    TERN_TRUST_PROXY: '1',
  })
})
afterEach(() => h.close())

/** GET /admin/deposits with `token`, from `address` (the entry the trusted proxy appended). */
const list = (token: string, address = '203.0.113.9', app = h.app) =>
  call(app, '/admin/deposits', {
    headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': address },
  })

describe('wrong admin tokens', () => {
  it('are answered too_many_attempts after 10 from one address, until the window passes; the right one still works', async () => {
    for (let i = 0; i < operatorThrottleRules.perAddress; i++) {
      expect((await list(`guess-${i}-000000000000`)).status).toBe(401)
    }
    const throttled = await list('guess-x-000000000000')
    expect(throttled.status).toBe(429)
    expect(throttled.envelope).toMatchObject({ status: 0, code: 'too_many_attempts' })
    expect(throttled.envelope?.msg).toMatch(/900 s/)
    // The holder of the right token is never locked out by someone guessing from the same address.
    expect((await list(ADMIN)).envelope?.status).toBe(1)
    expect((await list('guess-y-000000000000')).status).toBe(429)
    // Another address is not affected.
    expect((await list('guess-z-000000000000', '198.51.100.7')).status).toBe(401)
    h.clock.advance(operatorThrottleRules.windowMs)
    expect((await list('guess-w-000000000000')).status).toBe(401)
  })

  it('count all of a concurrent burst: of 40 at once, at most 10 are answered unauthorized, the rest throttled', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => list(`burst-${i}-000000000000`)))
    const compared = answers.filter((a) => a.status === 401).length
    expect(compared).toBeLessThanOrEqual(operatorThrottleRules.perAddress)
    expect(answers.filter((a) => a.status === 429).length).toBe(40 - compared)
  })

  it('are shared by API processes on one database', async () => {
    const peer = peerOf(h)
    try {
      for (let i = 0; i < operatorThrottleRules.perAddress; i++) await list(`guess-${i}-000000000000`)
      expect((await list('guess-x-000000000000', '203.0.113.9', peer.app)).status).toBe(429)
      expect((await list(ADMIN, '203.0.113.9', peer.app)).envelope?.status).toBe(1)
    } finally {
      await peer.close()
    }
  })

  it('count when sent to an upload file too', async () => {
    for (let i = 0; i < operatorThrottleRules.perAddress; i++) {
      await call(h.app, '/uploads/none.png', {
        headers: { Authorization: `Bearer upload-guess-${i}-0000000`, 'X-Forwarded-For': '203.0.113.9' },
      })
    }
    expect((await list('guess-x-000000000000')).status).toBe(429)
  })

  it('a right token is not counted', async () => {
    for (let i = 0; i < operatorThrottleRules.perAddress + 5; i++) expect((await list(ADMIN)).envelope?.status).toBe(1)
  })
})

describe('the admin token', () => {
  it('is refused after TERN_ADMIN_TOKEN_EXPIRES, counted as a wrong token', async () => {
    expect((await list(ADMIN)).envelope?.status).toBe(1)
    h.clock.advance(24 * 3_600_000 - 1)
    expect((await list(ADMIN)).envelope?.status).toBe(1)
    h.clock.advance(1)
    expect((await list(ADMIN)).status).toBe(401)
    const wrong = await h.db.selectFrom('login_failures').select('id').where('scope', '=', 'admin').execute()
    expect(wrong).toHaveLength(1)
  })

  it('works only from TERN_ADMIN_TOKEN_ADDRESSES (addresses and CIDR ranges)', async () => {
    expect((await list(ADMIN, '203.0.113.200')).envelope?.status).toBe(1)
    expect((await list(ADMIN, '198.51.100.7')).envelope?.status).toBe(1)
    expect((await list(ADMIN, '198.51.100.8')).status).toBe(401)
    expect((await list(ADMIN, '203.0.114.1')).status).toBe(401)
    expect((await list(ADMIN, '::ffff:203.0.113.5')).envelope?.status).toBe(1)
  })

  it('works only from loopback by default, and runs a day after start when no expiry is set', async () => {
    const local = await createHarness({ TERN_ADMIN_TOKEN: ADMIN, TERN_TRUST_PROXY: '1' })
    try {
      expect(local.config.adminToken).toMatchObject({ addresses: ['127.0.0.0/8', '::1'], defaultExpiry: true })
      expect((await list(ADMIN, '127.0.0.1', local.app)).envelope?.status).toBe(1)
      expect((await list(ADMIN, '::1', local.app)).envelope?.status).toBe(1)
      expect((await list(ADMIN, '10.0.0.1', local.app)).status).toBe(401)
    } finally {
      await local.close()
    }
  })
})
