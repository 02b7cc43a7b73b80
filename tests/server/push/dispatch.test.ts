import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PushInfo, PushPayload } from '../../../contract/push'
import { PUSH_MAX_ATTEMPTS, PUSH_RETRY_MS, runPushDispatch } from '../../../server/features/push/dispatcher'
import { PUSH_BATCH } from '../../../server/features/push/queue'
import { notify } from '../../../server/notify/create'
import { createHarness, type Harness } from '../../support/server/harness'
import {
  type BrowserKeys,
  browserKeys,
  decryptPush,
  type PushService,
  startPushService,
  vapidClaims,
} from '../../support/server/push'
import { call, dataOf } from '../../support/server/request'
import { createSignedInUser, depsOf } from '../../support/server/wallet'

let h: Harness
let service: PushService
let user: { id: number; token: string }

beforeEach(async () => {
  h = await createHarness({
    TERN_VAPID_SUBJECT: 'mailto:ops@tern.example',
    TERN_PUSH_HTTP_LOCALHOST: '1',
    TERN_PUSH_HOSTS: '127.0.0.1',
  })
  service = await startPushService()
  user = await createSignedInUser(h)
})
afterEach(async () => {
  await service.close()
  await h.close()
})

/** Subscribes a new browser of the user on the local push service; returns its keys. */
async function subscribeDevice(name: string, options: { status?: number; lang?: string; categories?: string[] } = {}) {
  const keys = browserKeys()
  const endpoint = service.endpoint(name, options.status)
  const body = { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, categories: options.categories }
  dataOf(await call<PushInfo>(h.app, '/api/push_subscribe', { body, token: user.token, lang: options.lang ?? 'en' }))
  return keys
}

const deposit = (userId = user.id) =>
  notify(h.db, userId, 'deposit_approved', { amount: '1234.5', coin: 'USDT' }, h.clock())
const dispatch = () => runPushDispatch(depsOf(h))
const lastNotification = () =>
  h.db.selectFrom('notifications').select(['id', 'push_state']).orderBy('id', 'desc').executeTakeFirstOrThrow()
const pushed = (index: number, keys: BrowserKeys): PushPayload => {
  const push = service.received[index]
  if (!push) throw new Error(`push ${index} was not received`)
  return JSON.parse(decryptPush(push.body, keys)) as PushPayload
}
const deliveries = () => h.db.selectFrom('push_deliveries').selectAll().execute()

describe('push dispatcher', () => {
  it('sends an encrypted, VAPID-signed push in the language of the device, after the event committed', async () => {
    const keys = await subscribeDevice('phone', { lang: 'de' })
    await deposit()
    const notification = await lastNotification()
    expect(notification.push_state).toBe(0)

    expect(await dispatch()).toMatchObject({ queued: 1, skipped: 0, sent: 1 })
    expect(service.received).toHaveLength(1)
    expect(pushed(0, keys)).toEqual({
      title: 'Einzahlung gutgeschrieben',
      body: 'Ihre Einzahlung von 1.234,50 USDT wurde genehmigt und Ihrem Guthaben gutgeschrieben.',
      url: `/alert_detail/${notification.id}`,
      tag: `tern-${notification.id}`,
    })
    const headers = service.received[0]?.headers ?? {}
    expect(headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'normal' })
    const { public_key } = dataOf(await call<PushInfo>(h.app, '/api/push', { token: user.token }))
    const claims = vapidClaims(String(headers.authorization), public_key ?? '')
    expect(claims).toMatchObject({ aud: new URL(service.endpoint('phone')).origin, sub: 'mailto:ops@tern.example' })
    expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000)

    expect((await lastNotification()).push_state).toBe(1)
    expect(await deliveries()).toEqual([])
    const subscription = await h.db.selectFrom('push_subscriptions').selectAll().executeTakeFirstOrThrow()
    expect(subscription.last_success_at).toBe(h.clock().toISOString())
    expect(await dispatch()).toMatchObject({ queued: 0, sent: 0 })
    expect(service.received).toHaveLength(1)
  })

  it('opens the contract screen for a closed position, urgently for a liquidation', async () => {
    const keys = await subscribeDevice('phone')
    const params = {
      product: 'A renamed product',
      pid: '13',
      oid: '7',
      price: '59698.49',
      time: h.clock().toISOString(),
    }
    await notify(h.db, user.id, 'contract_closed', { ...params, profit: '-100', reason: 'liquidation' }, h.clock())
    await dispatch()
    expect(pushed(0, keys)).toMatchObject({ title: 'Position liquidated', url: '/contract/13' })
    expect(service.received[0]?.headers.urgency).toBe('high')
  })

  it('writes an announcement as plain text', async () => {
    const keys = await subscribeDevice('phone')
    const texts = { en: { title: 'Maintenance', content: '<p>Back at <b>02:00</b> &amp; faster</p>' } }
    const { id } = await h.db
      .insertInto('announcements')
      .values({ texts: JSON.stringify(texts), operator: 'ops', created_at: h.clock().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow()
    await h.db
      .insertInto('notifications')
      .values({
        user_id: user.id,
        kind: 'announcement',
        params: '{}',
        announcement_id: id,
        created_at: h.clock().toISOString(),
        read_at: null,
      })
      .execute()
    await dispatch()
    expect(pushed(0, keys)).toMatchObject({ title: 'Maintenance', body: 'Back at 02:00 & faster' })
  })

  it('sends nothing when the category is off or there is no device (push_state 2)', async () => {
    await deposit()
    expect(await dispatch()).toMatchObject({ queued: 0, skipped: 1 })
    expect((await lastNotification()).push_state).toBe(2)

    await subscribeDevice('phone', { categories: ['trades', 'account'] })
    await deposit()
    expect(await dispatch()).toMatchObject({ queued: 0, skipped: 1, sent: 0 })
    expect((await lastNotification()).push_state).toBe(2)
    expect(service.received).toEqual([])
  })

  it('sends to each device whose category is on', async () => {
    const on = await subscribeDevice('phone', { categories: ['money'] })
    await subscribeDevice('tablet', { categories: ['trades'] })
    const alsoOn = await subscribeDevice('laptop', { lang: 'fr' })
    await deposit()
    expect(await dispatch()).toMatchObject({ queued: 1, sent: 2 })
    const byPath = (path: string) => service.received.findIndex((r) => r.path === path)
    expect(pushed(byPath('/push/phone'), on).title).toBe('Deposit credited')
    expect(pushed(byPath('/push/laptop'), alsoOn).title).not.toBe('Deposit credited')
  })

  it('removes a subscription the push service reports gone (410)', async () => {
    await subscribeDevice('old', { status: 410 })
    await subscribeDevice('new')
    await deposit()
    expect(await dispatch()).toMatchObject({ sent: 1, removed: 1 })
    const left = await h.db.selectFrom('push_subscriptions').select('endpoint').execute()
    expect(left.map((s) => s.endpoint)).toEqual([service.endpoint('new')])
    expect(await deliveries()).toEqual([])
  })

  it('retries a failing push service with growing delays, then gives up', async () => {
    await subscribeDevice('flaky', { status: 500 })
    await deposit()
    expect(await dispatch()).toMatchObject({ queued: 1, retried: 1 })
    expect(await deliveries()).toMatchObject([{ attempts: 1 }])
    expect(await dispatch()).toMatchObject({ retried: 0 })
    expect(service.received).toHaveLength(1)
    for (let attempt = 1; attempt < PUSH_MAX_ATTEMPTS; attempt++) {
      h.clock.advance(PUSH_RETRY_MS * 2 ** (attempt - 1) - 1)
      expect(await dispatch()).toMatchObject({ retried: 0, gaveUp: 0 })
      h.clock.advance(1)
      const last = attempt === PUSH_MAX_ATTEMPTS - 1
      expect(await dispatch()).toMatchObject(last ? { gaveUp: 1, retried: 0 } : { retried: 1 })
    }
    expect(service.received).toHaveLength(PUSH_MAX_ATTEMPTS)
    expect(await deliveries()).toEqual([])
    const gaveUpAt = h.clock().toISOString()
    h.clock.advance(3_600_000)
    expect(await dispatch()).toMatchObject({ sent: 0, retried: 0, gaveUp: 0 })
    const subscription = await h.db.selectFrom('push_subscriptions').selectAll().executeTakeFirstOrThrow()
    expect(subscription).toMatchObject({ last_failure_at: gaveUpAt, last_success_at: null })
  })

  it('recovers when a failing push service comes back', async () => {
    const keys = await subscribeDevice('flaky', { status: 503 })
    await deposit()
    await dispatch()
    service.setStatus('flaky', 201)
    h.clock.advance(PUSH_RETRY_MS)
    expect(await dispatch()).toMatchObject({ sent: 1 })
    expect(pushed(1, keys).title).toBe('Deposit credited')
  })

  it('never sends a notification to a device that moved to another user before it went out', async () => {
    await subscribeDevice('shared', { status: 500 })
    await deposit()
    await dispatch()
    const other = await createSignedInUser(h)
    const keys = browserKeys()
    const body = { endpoint: service.endpoint('shared'), keys: { p256dh: keys.p256dh, auth: keys.auth } }
    dataOf(await call(h.app, '/api/push_subscribe', { body, token: other.token }))
    service.setStatus('shared', 201)
    h.clock.advance(PUSH_RETRY_MS)
    expect(await dispatch()).toMatchObject({ sent: 0, dropped: 1 })
    expect(service.received).toHaveLength(1)
  })

  it('queues at most one batch of notifications per run', async () => {
    await subscribeDevice('phone', { categories: ['trades'] })
    for (let i = 0; i < PUSH_BATCH + 5; i++) await deposit()
    expect(await dispatch()).toMatchObject({ skipped: PUSH_BATCH })
    expect(await dispatch()).toMatchObject({ skipped: 5 })
  })
})
