// Issue 29, finding 2: a subscription whose key is the right length but not a point on P-256 cannot encrypt a
// push. It is refused at subscribe; one already stored fails alone, is removed, and is logged once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Envelope } from '../../../contract/api'
import type { PushInfo, PushPayload } from '../../../contract/push'
import { runPushDispatch } from '../../../server/features/push/dispatcher'
import { createPushLog } from '../../../server/features/push/log'
import { PUSH_BATCH } from '../../../server/features/push/queue'
import { notify } from '../../../server/notify/create'
import { createHarness, type Harness } from '../../support/server/harness'
import { browserKeys, decryptPush, type PushService, startPushService } from '../../support/server/push'
import { call, dataOf } from '../../support/server/request'
import { createSignedInUser, depsOf } from '../../support/server/wallet'

let h: Harness
let service: PushService

beforeEach(async () => {
  h = await createHarness({
    TERN_VAPID_SUBJECT: 'mailto:ops@tern.example',
    TERN_PUSH_HTTP_LOCALHOST: '1',
    TERN_PUSH_HOSTS: '127.0.0.1',
  })
  service = await startPushService()
})
afterEach(async () => {
  vi.restoreAllMocks()
  await service.close()
  await h.close()
})

/** A 65-byte uncompressed point that passes the length and prefix checks but is not on the curve. */
function offCurveKey(): string {
  const point = browserKeys().ecdh.getPublicKey()
  point[64] = (point[64] ?? 0) ^ 1
  return point.toString('base64url')
}

const deposit = (userId: number) => notify(h.db, userId, 'deposit_approved', { amount: '1', coin: 'USDT' }, h.clock())

describe('a push subscription with an off-curve key', () => {
  it('is refused at subscribe with a localized message', async () => {
    const user = await createSignedInUser(h)
    const body = { endpoint: service.endpoint('bad'), keys: { p256dh: offCurveKey(), auth: browserKeys().auth } }
    const { envelope } = await call<PushInfo>(h.app, '/api/push_subscribe', { body, token: user.token, lang: 'fr' })
    expect(envelope).toMatchObject({
      status: 0,
      code: 'validation',
      msg: 'Ce navigateur a fourni des clés push non valides. Veuillez réessayer.',
    } satisfies Partial<Envelope<unknown>>)
    expect(await h.db.selectFrom('push_subscriptions').select('id').execute()).toEqual([])
  })

  it("fails alone: the other user's pushes go out, it is removed, and the log has one line", async () => {
    const good = await createSignedInUser(h)
    const keys = browserKeys()
    const body = { endpoint: service.endpoint('good'), keys: { p256dh: keys.p256dh, auth: keys.auth } }
    dataOf(await call<PushInfo>(h.app, '/api/push_subscribe', { body, token: good.token }))
    const broken = await createSignedInUser(h)
    await h.db
      .insertInto('push_subscriptions')
      .values({
        user_id: broken.id,
        endpoint: service.endpoint('bad'),
        p256dh: offCurveKey(),
        auth: browserKeys().auth,
        lang: 'en',
        categories: 'money',
        created_at: h.clock().toISOString(),
        last_success_at: null,
        last_failure_at: null,
      })
      .execute()
    // The broken device's deliveries come first in the queue, a whole batch of them.
    for (let i = 0; i < PUSH_BATCH - 10; i++) await deposit(broken.id)
    for (let i = 0; i < 10; i++) await deposit(good.id)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const log = createPushLog()

    const first = await runPushDispatch(depsOf(h), { log })
    expect(first).toMatchObject({ queued: PUSH_BATCH, sent: 10, removed: 1 })
    for (let run = 0; run < 5; run++) await runPushDispatch(depsOf(h), { log })

    expect(service.received.map((r) => r.path)).toEqual(Array.from({ length: 10 }, () => '/push/good'))
    const titles = service.received.map((r) => (JSON.parse(decryptPush(r.body, keys)) as PushPayload).title)
    expect(new Set(titles)).toEqual(new Set(['Deposit credited']))
    const left = await h.db.selectFrom('push_subscriptions').select('user_id').execute()
    expect(left).toEqual([{ user_id: good.id }])
    expect(await h.db.selectFrom('push_deliveries').select('id').execute()).toEqual([])
    expect(errors).toHaveBeenCalledTimes(1)
    expect(String(errors.mock.calls[0]?.[0])).toContain('unusable')
  })
})
