import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Envelope } from '../../../contract/api'
import { pushCategories } from '../../../contract/notifications'
import type { PushInfo } from '../../../contract/push'
import { loadConfig } from '../../../server/config'
import { describePush } from '../../../server/features/push/vapid'
import { createHarness, type Harness, peerOf } from '../../support/server/harness'
import { browserKeys } from '../../support/server/push'
import { call, dataOf } from '../../support/server/request'
import { createSignedInUser } from '../../support/server/wallet'

const PUSH_ENV = {
  TERN_VAPID_SUBJECT: 'mailto:ops@tern.example',
  TERN_PUSH_HTTP_LOCALHOST: '1',
  TERN_PUSH_HOSTS: 'fcm.googleapis.com,127.0.0.1',
}
let h: Harness
let user: { id: number; token: string }

beforeEach(async () => {
  h = await createHarness(PUSH_ENV)
  user = await createSignedInUser(h)
})
afterEach(() => h.close())

const api = <T = PushInfo>(path: string, body?: unknown, token = user.token, lang = 'en') =>
  call<T>(h.app, path, { body, token, lang })
const info = async (endpoint?: string, token = user.token) =>
  dataOf(await api(`/api/push${endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : ''}`, undefined, token))
const subscription = (endpoint: string, categories?: string[]) => {
  const { p256dh, auth } = browserKeys()
  return { endpoint, keys: { p256dh, auth }, ...(categories ? { categories } : {}) }
}
const failure = (envelope: Envelope<unknown> | null) =>
  envelope?.status === 0 ? { code: envelope.code, msg: envelope.msg } : { code: 'none', msg: '' }
const FCM = 'https://fcm.googleapis.com/fcm/send/abc:def'

describe('push subscriptions', () => {
  it('hands out one VAPID public key, generated once and kept, also by a second process', async () => {
    const peer = peerOf(h)
    try {
      const first = await Promise.all([info(), call<PushInfo>(peer.app, '/api/push', { token: user.token })])
      const key = first[0].public_key
      expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/)
      expect(Buffer.from(key ?? '', 'base64url')[0]).toBe(4)
      expect(dataOf(first[1]).public_key).toBe(key)
      expect(first[0]).toEqual({ public_key: key, subscribed: false, categories: [...pushCategories] })
      const rows = await h.db.selectFrom('push_keys').selectAll().execute()
      expect(rows.map((r) => r.public_key)).toEqual([key])
    } finally {
      await peer.close()
    }
  })

  it('subscribes a device in the caller language, changes its categories and unsubscribes it', async () => {
    const saved = await api('/api/push_subscribe', subscription(FCM, ['trades', 'money']), user.token, 'fr')
    expect(saved.envelope?.msg).toBe('Les notifications sont activées sur cet appareil')
    expect(dataOf(saved)).toMatchObject({ subscribed: true, categories: ['trades', 'money'] })
    const row = await h.db.selectFrom('push_subscriptions').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({ user_id: user.id, endpoint: FCM, lang: 'fr', categories: 'trades,money' })

    const changed = await api('/api/push_settings', { endpoint: FCM, categories: ['announcements', 'trades'] })
    expect(dataOf(changed).categories).toEqual(['trades', 'announcements'])
    expect((await info(FCM)).categories).toEqual(['trades', 'announcements'])

    expect(dataOf(await api('/api/push_unsubscribe', { endpoint: FCM })).subscribed).toBe(false)
    expect(await h.db.selectFrom('push_subscriptions').selectAll().execute()).toEqual([])
    expect(failure((await api('/api/push_unsubscribe', { endpoint: FCM })).envelope).code).toBe('not_found')
  })

  it('subscribes with every category when none are given', async () => {
    expect(dataOf(await api('/api/push_subscribe', subscription(FCM))).categories).toEqual([...pushCategories])
  })

  it('refuses endpoints that are not https, too long, or carry credentials, and malformed keys', async () => {
    const cases: [unknown, string][] = [
      [subscription('http://push.example/x'), 'push_endpoint_invalid'],
      [subscription('ftp://push.example/x'), 'push_endpoint_invalid'],
      [subscription('https://user:pw@push.example/x'), 'push_endpoint_invalid'],
      [subscription('not a url'), 'push_endpoint_invalid'],
      [subscription(`https://push.example/${'x'.repeat(1100)}`), 'validation'],
      [{ ...subscription(FCM), keys: { p256dh: 'AAAA', auth: browserKeys().auth } }, 'push_keys_invalid'],
      [{ ...subscription(FCM), keys: { p256dh: browserKeys().p256dh, auth: 'c2hvcnQ' } }, 'push_keys_invalid'],
      [subscription(FCM, ['trades', 'everything']), 'validation'],
      [{ endpoint: FCM }, 'validation'],
    ]
    for (const [body, expected] of cases) {
      const { envelope } = await api('/api/push_subscribe', body)
      const { code, msg } = failure(envelope)
      expect(code === 'validation' && expected.startsWith('push_') ? msg : code, JSON.stringify(body)).toBe(
        expected.startsWith('push_endpoint')
          ? 'This browser gave an invalid push address. Please try again.'
          : expected.startsWith('push_keys')
            ? 'This browser gave invalid push keys. Please try again.'
            : expected,
      )
    }
    expect(await h.db.selectFrom('push_subscriptions').selectAll().execute()).toEqual([])
  })

  it("never changes another user's subscription, and moves a device to whoever subscribes it next", async () => {
    const other = await createSignedInUser(h)
    dataOf(await api('/api/push_subscribe', subscription(FCM), other.token))
    expect((await info(FCM)).subscribed).toBe(false)
    expect(failure((await api('/api/push_settings', { endpoint: FCM, categories: [] })).envelope).code).toBe(
      'not_found',
    )
    expect(failure((await api('/api/push_unsubscribe', { endpoint: FCM })).envelope).code).toBe('not_found')
    const row = await h.db.selectFrom('push_subscriptions').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({ user_id: other.id, categories: pushCategories.join(',') })

    dataOf(await api('/api/push_subscribe', subscription(FCM, ['money'])))
    expect((await info(FCM)).subscribed).toBe(true)
    expect((await info(FCM, other.token)).subscribed).toBe(false)
    const rows = await h.db.selectFrom('push_subscriptions').select(['user_id', 'categories']).execute()
    expect(rows).toEqual([{ user_id: user.id, categories: 'money' }])
  })

  it('keeps at most 10 devices per user, replacing the oldest', async () => {
    for (let i = 0; i < 11; i++) {
      dataOf(await api('/api/push_subscribe', subscription(`${FCM}-${i}`)))
      h.clock.advance(1000)
    }
    const endpoints = await h.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute()
    expect(endpoints.map((e) => e.endpoint)).toEqual(Array.from({ length: 10 }, (_, i) => `${FCM}-${i + 1}`))
    expect((await info(`${FCM}-0`)).subscribed).toBe(false)
  })

  it('answers 204 without a session', async () => {
    expect((await call(h.app, '/api/push')).status).toBe(204)
    expect((await call(h.app, '/api/push_subscribe', { body: subscription(FCM) })).status).toBe(204)
  })
})

describe('push configuration', () => {
  it('accepts http endpoints on localhost only when the setting allows it', async () => {
    const local = 'http://127.0.0.1:9/push/x'
    dataOf(await api('/api/push_subscribe', subscription(local)))
    const strict = await createHarness({ TERN_VAPID_SUBJECT: 'mailto:ops@tern.example' })
    try {
      const other = await createSignedInUser(strict)
      const { envelope } = await call(strict.app, '/api/push_subscribe', {
        body: subscription(local),
        token: other.token,
      })
      expect(failure(envelope).msg).toBe('This browser gave an invalid push address. Please try again.')
    } finally {
      await strict.close()
    }
  })

  it.each<[Record<string, string>, string]>([
    [{}, 'unset'],
    [{ TERN_VAPID_SUBJECT: 'ops@tern.example' }, 'no scheme'],
    [{ TERN_VAPID_SUBJECT: 'http://tern.example/contact' }, 'http'],
    [{ TERN_VAPID_SUBJECT: 'mailto:' }, 'empty mailto'],
    [{ TERN_VAPID_SUBJECT: 'mailto:ops@tern.example', TERN_VAPID_PUBLIC_KEY: 'abc' }, 'half a key pair'],
  ])('turns push off with %j (%s) and keeps serving', async (env, _why) => {
    const off = await createHarness(env)
    try {
      const other = await createSignedInUser(off)
      expect(dataOf(await call<PushInfo>(off.app, '/api/push', { token: other.token })).public_key).toBeNull()
      const { envelope } = await call(off.app, '/api/push_subscribe', { body: subscription(FCM), token: other.token })
      expect(failure(envelope)).toEqual({
        code: 'push_unavailable',
        msg: 'Push notifications are not available on this server.',
      })
      expect(dataOf(await call(off.app, '/api/focus', { token: other.token }))).toEqual([])
    } finally {
      await off.close()
    }
  })

  it('says at start whether push runs, and why not', () => {
    expect(describePush(loadConfig({ TERN_VAPID_SUBJECT: 'https://tern.example/contact' }))).toBe(
      'Push: on (VAPID subject https://tern.example/contact)',
    )
    expect(describePush(loadConfig({ TERN_VAPID_SUBJECT: 'http://tern.example' }))).toBe(
      'Push: disabled (TERN_VAPID_SUBJECT must be a mailto: address or an https: URL)',
    )
    expect(describePush(loadConfig({}))).toBe('Push: disabled (TERN_VAPID_SUBJECT is not set)')
  })

  it('uses a configured key pair', async () => {
    const keys = { TERN_VAPID_PUBLIC_KEY: browserKeys().p256dh, TERN_VAPID_PRIVATE_KEY: 'A'.repeat(43) }
    const configured = await createHarness({ ...PUSH_ENV, ...keys })
    try {
      const other = await createSignedInUser(configured)
      const got = dataOf(await call<PushInfo>(configured.app, '/api/push', { token: other.token }))
      expect(got.public_key).toBe(keys.TERN_VAPID_PUBLIC_KEY)
      expect(await configured.db.selectFrom('push_keys').selectAll().execute()).toEqual([])
    } finally {
      await configured.close()
    }
  })
})
