// The sessions a process keeps in memory (server/features/accounts/session-cache.ts) end the moment they end in the
// database: a sign-out, a password change, a session ended from the list, whether the ending call reached this API
// process, another one (a peer: its own connection, as another process has), or the database directly (what
// `npm run admin` or another process's statement does).

import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { UserInfo } from '../../contract/api'
import { dialectOf } from '../../server/db/dialect'
import { hashToken, sessionCacheOf } from '../../server/features/accounts'
import { createHarness, type Harness, type Peer, peerOf } from '../support/server/harness'
import { login, registerAccount } from '../support/server/identity'
import { call, dataOf } from '../support/server/request'

const EMAIL = 'cara@example.com'
let h: Harness
let peer: Peer
let token: string

beforeEach(async () => {
  h = await createHarness()
  peer = peerOf(h)
  token = await registerAccount(h, EMAIL, 'old-secret')
})
afterEach(async () => {
  await peer.close()
  await h.close()
})

const userinfo = (app: Harness['app'], as: string) => call<UserInfo>(app, '/api/userinfo', { token: as })
/** Answers 200 with the user's data (and so is in the cache of `app`'s process) a few times. */
async function expectSignedIn(app: Harness['app'], as: string): Promise<void> {
  for (let i = 0; i < 3; i += 1) expect(dataOf(await userinfo(app, as)).username).toBe(EMAIL)
}

describe('a cached session ends at once', () => {
  it('on sign-out: the next call with the token is refused, in this process and in another', async () => {
    const other = dataOf(await login(h, EMAIL, 'old-secret')).token
    await expectSignedIn(h.app, token)
    await expectSignedIn(peer.app, token)
    await expectSignedIn(h.app, other)
    expect(dataOf(await call(h.app, '/api/logout', { token, body: {} }))).toBeNull()
    expect((await userinfo(h.app, token)).status).toBe(204)
    expect((await userinfo(peer.app, token)).status).toBe(204)
    // The user's other session is not the one that ended.
    await expectSignedIn(h.app, other)
    await expectSignedIn(peer.app, other)
  })

  it('on a password change: every other session is refused at once, in both processes; this one stays', async () => {
    const other = dataOf(await login(h, EMAIL, 'old-secret')).token
    await expectSignedIn(h.app, other)
    await expectSignedIn(peer.app, other)
    const body = { old_pwd: 'old-secret', new_pwd: 'new-secret', re_new_pwd: 'new-secret' }
    expect(dataOf(await call<{ revoked: number }>(peer.app, '/api/password', { token, body }))).toEqual({ revoked: 1 })
    expect((await userinfo(h.app, other)).status).toBe(204)
    expect((await userinfo(peer.app, other)).status).toBe(204)
    await expectSignedIn(h.app, token)
  })

  it('on logout_all and session_revoke sent to the other process', async () => {
    const second = dataOf(await login(h, EMAIL, 'old-secret')).token
    const third = dataOf(await login(h, EMAIL, 'old-secret')).token
    await expectSignedIn(h.app, second)
    await expectSignedIn(h.app, third)
    const list = dataOf(await call<{ id: number; current: boolean }[]>(peer.app, '/api/sessions', { token: third }))
    const current = list.find((s) => s.current)
    expect(current).toBeDefined()
    expect(dataOf(await call(peer.app, '/api/session_revoke', { token, body: { id: current?.id } }))).toBeNull()
    expect((await userinfo(h.app, third)).status).toBe(204)
    await expectSignedIn(h.app, second)
    expect(dataOf(await call(peer.app, '/api/logout_all', { token, body: {} }))).toEqual({ revoked: 1 })
    expect((await userinfo(h.app, second)).status).toBe(204)
    await expectSignedIn(h.app, token)
  })

  it('when another connection revokes the token row itself (another process, npm run admin)', async () => {
    await expectSignedIn(h.app, token)
    const cache = sessionCacheOf(h.db)
    const before = cache.stamp()
    await peer.db
      .updateTable('tokens')
      .set({ revoked_at: h.clock().toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute()
    // PostgreSQL: the trigger's notification reaches this process's listening connection on its own socket, a
    // moment after the commit answered the other connection (SQLite sees data_version change at the next call).
    for (let i = 0; i < 500 && dialectOf(h.db) === 'postgres' && cache.stamp() === before; i++) await sleep(10)
    expect((await userinfo(h.app, token)).status).toBe(204)
  })

  it('on PostgreSQL, lets a call that ended sessions answer once its process heard the notice', async () => {
    if (dialectOf(h.db) !== 'postgres') return
    const cache = sessionCacheOf(h.db)
    await cache.whenReady()
    const user = await h.db.selectFrom('users').select('id').where('username', '=', EMAIL).executeTakeFirstOrThrow()
    const since = cache.mark()
    // Whether the wait is over now (a wait already over resolves before a fresh microtask does).
    const over = () =>
      Promise.race([cache.endedHeard(user.id, since).then(() => true), Promise.resolve().then(() => false)])
    expect(await over()).toBe(false)
    // Another process ends the session: the trigger's NOTIFY reaches this process's listener.
    await h.db
      .updateTable('tokens')
      .set({ revoked_at: h.clock().toISOString() })
      .where('user_id', '=', user.id)
      .execute()
    await cache.endedHeard(user.id, since)
    expect(cache.mark()).toBeGreaterThan(since)
    expect(await over()).toBe(true)
    expect((await userinfo(h.app, token)).status).toBe(204)
  })

  it('after the idle period, judged by the clock on every call', async () => {
    await expectSignedIn(h.app, token)
    h.clock.advance(h.config.sessionIdleDays * 86_400_000 + 1)
    expect((await userinfo(h.app, token)).status).toBe(204)
    expect((await userinfo(peer.app, token)).status).toBe(204)
  })
})
