import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startPushJob } from '../../../server/features/push/job'
import { notify } from '../../../server/notify/create'
import { createHarness, type Harness } from '../../support/server/harness'
import { browserKeys, decryptPush, type PushService, startPushService } from '../../support/server/push'
import { call, dataOf } from '../../support/server/request'
import { createSignedInUser, depsOf } from '../../support/server/wallet'

let h: Harness
let service: PushService

beforeEach(async () => {
  service = await startPushService()
})
afterEach(async () => {
  await service.close()
  await h.close()
})

async function notifiedUser() {
  const user = await createSignedInUser(h)
  const keys = browserKeys()
  const body = { endpoint: service.endpoint('phone'), keys: { p256dh: keys.p256dh, auth: keys.auth } }
  if (h.config.vapidSubject) dataOf(await call(h.app, '/api/push_subscribe', { body, token: user.token }))
  await notify(h.db, user.id, 'password_changed', {}, h.clock())
  return keys
}

describe('push job', () => {
  it('sends waiting notifications on its own, then stops', async () => {
    h = await createHarness({
      TERN_VAPID_SUBJECT: 'https://tern.example/contact',
      TERN_PUSH_HTTP_LOCALHOST: '1',
      TERN_PUSH_HOSTS: '127.0.0.1',
    })
    const keys = await notifiedUser()
    const job = startPushJob(depsOf(h))
    try {
      for (let waited = 0; service.received.length === 0 && waited < 10_000; waited += 50) await sleep(50)
    } finally {
      await job.stop()
    }
    const push = service.received[0]
    expect(push && JSON.parse(decryptPush(push.body, keys))).toMatchObject({ title: 'Password changed' })
  })

  it('does not run while push is off', async () => {
    h = await createHarness({ TERN_PUSH_HTTP_LOCALHOST: '1', TERN_PUSH_HOSTS: '127.0.0.1' })
    await notifiedUser()
    const job = startPushJob(depsOf(h))
    await sleep(200)
    await job.stop()
    const row = await h.db.selectFrom('notifications').select('push_state').executeTakeFirstOrThrow()
    expect(row.push_state).toBe(0)
  })
})
