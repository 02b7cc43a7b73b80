// Issue 29, finding 1: a push endpoint is the user's input, so the engine must post only to the public push
// services (TERN_PUSH_HOSTS), and only to public addresses, on the address it checked.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Envelope } from '../../../contract/api'
import type { PushInfo } from '../../../contract/push'
import { isListedHost, isPublicAddress } from '../../../server/features/push/address'
import { runPushDispatch } from '../../../server/features/push/dispatcher'
import { createPushLog } from '../../../server/features/push/log'
import type { ResolvedAddress } from '../../../server/features/push/send'
import { notify } from '../../../server/notify/create'
import { createHarness, type Harness } from '../../support/server/harness'
import { browserKeys, type PushService, startPushService } from '../../support/server/push'
import { call, dataOf } from '../../support/server/request'
import { createSignedInUser, depsOf } from '../../support/server/wallet'

const VAPID = { TERN_VAPID_SUBJECT: 'mailto:ops@tern.example' }
const NOT_ALLOWED = "This browser's push service is not supported by this server."
const open: { h?: Harness; service?: PushService } = {}

afterEach(async () => {
  vi.restoreAllMocks()
  await open.service?.close()
  await open.h?.close()
  open.h = undefined
  open.service = undefined
})

async function harness(env: Record<string, string>) {
  const h = await createHarness({ ...VAPID, ...env })
  open.h = h
  return { h, user: await createSignedInUser(h) }
}

const subscription = (endpoint: string) => {
  const { p256dh, auth } = browserKeys()
  return { endpoint, keys: { p256dh, auth } }
}
const failure = (envelope: Envelope<unknown> | null) =>
  envelope?.status === 0 ? { status: 0, code: envelope.code, msg: envelope.msg } : { status: 1 }

describe('push endpoints at subscribe time', () => {
  it.each([
    'https://127.0.0.1/push',
    'https://[::1]/push',
    'https://0x7f000001/push',
    'https://2130706433/push',
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.1/push',
    'https://[::ffff:127.0.0.1]/push',
    'https://push.example.com/wpush/v2/x',
    'https://push.apple.com/x',
    'https://evilpush.apple.com/x',
    'https://fcm.googleapis.com.evil.example/fcm/send/x',
  ])('refuses %s with the default list of push services', async (endpoint) => {
    const { h, user } = await harness({})
    const { envelope } = await call(h.app, '/api/push_subscribe', { body: subscription(endpoint), token: user.token })
    expect(failure(envelope)).toEqual({ status: 0, code: 'validation', msg: NOT_ALLOWED })
    expect(await h.db.selectFrom('push_subscriptions').select('id').execute()).toEqual([])
  })

  it('accepts the public push services, and says why not in the caller language', async () => {
    const { h, user } = await harness({})
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=BQY',
    ]) {
      const answer = await call<PushInfo>(h.app, '/api/push_subscribe', {
        body: subscription(endpoint),
        token: user.token,
      })
      expect(dataOf(answer).subscribed, endpoint).toBe(true)
    }
    const { envelope } = await call(h.app, '/api/push_subscribe', {
      body: subscription('https://10.0.0.1/push'),
      token: user.token,
      lang: 'de',
    })
    expect(failure(envelope)).toMatchObject({
      code: 'validation',
      msg: 'Der Push-Dienst dieses Browsers wird von diesem Server nicht unterstützt.',
    })
  })

  it('refuses a private address even when the list names it', async () => {
    const { h, user } = await harness({ TERN_PUSH_HOSTS: '127.0.0.1,::1,169.254.169.254,10.0.0.1,100.64.0.1' })
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://[::1]/push',
      'https://0x7f000001/push',
      'https://169.254.169.254/push',
      'https://10.0.0.1/push',
      'https://100.64.0.1/push',
    ]) {
      const { envelope } = await call(h.app, '/api/push_subscribe', {
        body: subscription(endpoint),
        token: user.token,
      })
      expect(failure(envelope), endpoint).toMatchObject({ code: 'validation', msg: NOT_ALLOWED })
    }
  })
})

describe('addresses and hosts', () => {
  it.each([
    ['0.0.0.0', false],
    ['0.1.2.3', false],
    ['10.0.0.1', false],
    ['100.64.0.1', false],
    ['127.0.0.1', false],
    ['127.255.0.9', false],
    ['169.254.169.254', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.1.1', false],
    ['198.18.0.1', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::', false],
    ['::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:a00:1', false],
    ['64:ff9b::a00:1', false],
    ['64:ff9b::10.0.0.1', false],
    ['2002:7f00:1::1', false],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    ['fe80::1', false],
    ['ff02::1', false],
    ['not an address', false],
    ['8.8.8.8', true],
    ['142.250.74.42', true],
    ['172.32.0.1', true],
    ['2607:f8b0:4004:c07::5f', true],
    ['64:ff9b::808:808', true],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected)
  })

  it('matches exact names, and subdomains of a *. entry only', () => {
    const list = ['fcm.googleapis.com', '*.push.apple.com']
    expect(isListedHost('fcm.googleapis.com', list)).toBe(true)
    expect(isListedHost('web.push.apple.com', list)).toBe(true)
    expect(isListedHost('a.b.push.apple.com', list)).toBe(true)
    expect(isListedHost('push.apple.com', list)).toBe(false)
    expect(isListedHost('xpush.apple.com', list)).toBe(false)
    expect(isListedHost('fcm.googleapis.com.evil.example', list)).toBe(false)
  })
})

describe('push endpoints at send time', () => {
  const resolver = (addresses: ResolvedAddress[]) => {
    const asked: string[] = []
    const resolve = async (host: string) => {
      asked.push(host)
      return addresses
    }
    return { asked, resolve }
  }

  it('sends nothing to a listed host that resolves to a private address', async () => {
    const { h, user } = await harness({})
    const endpoint = 'https://fcm.googleapis.com/fcm/send/x'
    dataOf(await call(h.app, '/api/push_subscribe', { body: subscription(endpoint), token: user.token }))
    await notify(h.db, user.id, 'deposit_approved', { amount: '1', coin: 'USDT' }, h.clock())
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    for (const addresses of [
      [{ address: '10.0.0.1', family: 4 }],
      [
        { address: '142.250.74.42', family: 4 },
        { address: '169.254.169.254', family: 4 },
      ],
      [{ address: '::ffff:127.0.0.1', family: 6 }],
    ]) {
      const { asked, resolve } = resolver(addresses)
      h.clock.advance(3_600_000)
      const result = await runPushDispatch(depsOf(h), { resolve, log: createPushLog() })
      expect(result, JSON.stringify(addresses)).toMatchObject({ sent: 0, retried: 1 })
      expect(asked).toEqual(['fcm.googleapis.com'])
    }
    const row = await h.db.selectFrom('push_subscriptions').selectAll().executeTakeFirstOrThrow()
    expect(row.last_failure_at).toBe(h.clock().toISOString())
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual(
      Array.from({ length: 3 }, () => expect.stringContaining('resolves to a non-public address')),
    )
  })

  it('connects to the address it checked, keeping the host name for the request', async () => {
    const { h, user } = await harness({ TERN_PUSH_HTTP_LOCALHOST: '1', TERN_PUSH_HOSTS: 'localhost' })
    const service = await startPushService()
    open.service = service
    const port = new URL(service.endpoint('pinned')).port
    const endpoint = `http://localhost:${port}/push/pinned`
    dataOf(await call(h.app, '/api/push_subscribe', { body: subscription(endpoint), token: user.token }))
    await notify(h.db, user.id, 'deposit_approved', { amount: '1', coin: 'USDT' }, h.clock())
    // 127.0.0.2 is loopback too, but the push service listens on 127.0.0.1 only: the push must fail there.
    const elsewhere = resolver([{ address: '127.0.0.2', family: 4 }])
    expect(await runPushDispatch(depsOf(h), { resolve: elsewhere.resolve })).toMatchObject({ sent: 0, retried: 1 })
    expect(service.received).toEqual([])
    h.clock.advance(3_600_000)
    const there = resolver([{ address: '127.0.0.1', family: 4 }])
    expect(await runPushDispatch(depsOf(h), { resolve: there.resolve })).toMatchObject({ sent: 1 })
    expect(there.asked).toEqual(['localhost'])
    expect(service.received.map((r) => [r.path, r.headers.host])).toEqual([['/push/pinned', `localhost:${port}`]])
  })

  it('removes a subscription stored before its push service was refused, without sending to it', async () => {
    const { h, user } = await harness({})
    const keys = browserKeys()
    await h.db
      .insertInto('push_subscriptions')
      .values({
        user_id: user.id,
        endpoint: 'https://169.254.169.254/latest/meta-data/',
        p256dh: keys.p256dh,
        auth: keys.auth,
        lang: 'en',
        categories: 'money',
        created_at: h.clock().toISOString(),
        last_success_at: null,
        last_failure_at: null,
      })
      .execute()
    await notify(h.db, user.id, 'deposit_approved', { amount: '1', coin: 'USDT' }, h.clock())
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { asked, resolve } = resolver([{ address: '142.250.74.42', family: 4 }])
    expect(await runPushDispatch(depsOf(h), { resolve, log: createPushLog() })).toMatchObject({
      sent: 0,
      removed: 1,
    })
    expect(asked).toEqual([])
    expect(await h.db.selectFrom('push_subscriptions').select('id').execute()).toEqual([])
  })
})
