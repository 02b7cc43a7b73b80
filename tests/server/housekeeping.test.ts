import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { hashToken } from '../../server/features/accounts/tokens'
import { purgeExpired, startHousekeeping } from '../../server/housekeeping'
import { createHarness, type Harness } from '../support/server/harness'
import { createUser, depsOf } from '../support/server/wallet'

const DAY_MS = 86_400_000
let h: Harness

beforeEach(async () => {
  h = await createHarness({ TERN_RETENTION_DAYS: '7', TERN_SESSION_IDLE_DAYS: '7', TERN_TOKEN_TTL_DAYS: '30' })
})
afterEach(() => h.close())

const daysAgo = (days: number) => new Date(h.clock().getTime() - days * DAY_MS).toISOString()

async function seedRows(userId: number) {
  const token = (name: string, fields: { created: number; expires: number; revoked?: number; seen: number }) => ({
    user_id: userId,
    token_hash: hashToken(name),
    created_at: daysAgo(fields.created),
    expires_at: daysAgo(fields.expires),
    revoked_at: fields.revoked === undefined ? null : daysAgo(fields.revoked),
    last_seen_at: daysAgo(fields.seen),
    user_agent: name,
    address: 'local',
  })
  await h.db
    .insertInto('tokens')
    .values([
      token('live', { created: 1, expires: -29, seen: 0 }),
      token('expired-recently', { created: 31, expires: 1, seen: 2 }),
      token('expired-long-ago', { created: 40, expires: 10, seen: 10 }),
      token('revoked-recently', { created: 3, expires: -27, revoked: 3, seen: 3 }),
      token('revoked-long-ago', { created: 9, expires: -21, revoked: 8, seen: 8 }),
      token('idle-recently', { created: 10, expires: -20, seen: 10 }),
      token('idle-long-ago', { created: 20, expires: -10, seen: 15 }),
    ])
    .execute()
  const key = (name: string, days: number) => ({
    user_id: userId,
    key: name,
    fingerprint: 'f',
    response: 'null',
    created_at: daysAgo(days),
  })
  await h.db
    .insertInto('idempotency_keys')
    .values([key('new', 0), key('week-old', 6.9), key('old', 7.1)])
    .execute()
  const throttle = (key: string, hours: number) => ({
    scope: 'address' as const,
    key,
    created_at: new Date(h.clock().getTime() - hours * 3_600_000).toISOString(),
  })
  await h.db
    .insertInto('login_failures')
    .values([throttle('recent', 0.5), throttle('old', 2)])
    .execute()
  const operator = await h.db
    .insertInto('operators')
    .values({ email: 'op@example.com', password_hash: '', role: 'admin', created_at: daysAgo(40) })
    .returning('id')
    .executeTakeFirstOrThrow()
  const session = (name: string, expires: number) => ({
    operator_id: operator.id,
    token_hash: hashToken(name),
    address: name,
    created_at: daysAgo(expires + 0.5),
    last_seen_at: daysAgo(expires + 0.5),
    expires_at: daysAgo(expires),
    revoked_at: null,
  })
  await h.db
    .insertInto('operator_sessions')
    .values([session('op-ended-recently', 1), session('op-ended-long-ago', 31)])
    .execute()
}

const left = async () => ({
  tokens: (await h.db.selectFrom('tokens').select('user_agent').orderBy('id').execute()).map((r) => r.user_agent),
  keys: (await h.db.selectFrom('idempotency_keys').select('key').orderBy('key').execute()).map((r) => r.key),
  throttle: (await h.db.selectFrom('login_failures').select('key').execute()).map((r) => r.key),
  operatorSessions: (await h.db.selectFrom('operator_sessions').select('address').execute()).map((r) => r.address),
})

describe('housekeeping', () => {
  it('purges sessions ended and idempotency keys stored more than the retention ago, and stale throttle rows', async () => {
    await seedRows(await createUser(h))
    const purged = { tokens: 3, operatorSessions: 1, idempotencyKeys: 1, throttleRows: 1, uploads: 0 }
    expect(await purgeExpired(depsOf(h))).toEqual(purged)
    expect(await left()).toEqual({
      tokens: ['live', 'expired-recently', 'revoked-recently', 'idle-recently'],
      keys: ['new', 'week-old'],
      throttle: ['recent'],
      operatorSessions: ['op-ended-recently'],
    })
    const none = { tokens: 0, operatorSessions: 0, idempotencyKeys: 0, throttleRows: 0, uploads: 0 }
    expect(await purgeExpired(depsOf(h))).toEqual(none)
  })

  it('runs once at start, then on its schedule until stopped', async () => {
    await seedRows(await createUser(h))
    const job = startHousekeeping(depsOf(h))
    await job.stop()
    expect((await left()).keys).toEqual(['new', 'week-old'])
  })
})
