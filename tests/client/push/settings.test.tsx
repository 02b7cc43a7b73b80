import type { PushCategory } from '@contract/notifications'
import type { PushInfo } from '@contract/push'
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi, ok, type RecordedRequest, sampleUser } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'

const KEY = 'BPcMbnWQL5GOYX_5yWQnIc-pSVmVQ1N8nuqcpPMYIHkeGAnMGT5qWC4YEeAYRDzuL0wK99F3_Ms8IR4d1NuNqVw'
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1'
const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
}

class FakeSubscription {
  readonly endpoint = ENDPOINT
  toJSON() {
    return { endpoint: this.endpoint, keys }
  }
  unsubscribe = vi.fn(async () => {
    browser.subscription = null
    return true
  })
}

const browser = {
  subscription: null as FakeSubscription | null,
  permission: 'default' as NotificationPermission,
  answer: 'granted' as NotificationPermission,
  requestPermission: vi.fn(async () => browser.answer),
  subscribe: vi.fn(async (_options: { applicationServerKey: Uint8Array }) => {
    browser.subscription = new FakeSubscription()
    return browser.subscription
  }),
}

/** A browser with the Push API: a ready service worker registration and the Notification permission. */
function installPushBrowser(permission: NotificationPermission, subscribed = false) {
  browser.permission = permission
  browser.subscription = subscribed ? new FakeSubscription() : null
  const pushManager = { getSubscription: async () => browser.subscription, subscribe: browser.subscribe }
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  })
  vi.stubGlobal('PushManager', class {})
  vi.stubGlobal('Notification', {
    get permission() {
      return browser.permission
    },
    requestPermission: browser.requestPermission,
  })
}

let server: { info: PushInfo }
let requests: RecordedRequest[]
const userAgent = navigator.userAgent

// The screen's module loaded once before the tests: the first test's wait (whichever comes first in a shuffled run)
// is for the screen, not for a module load on a busy machine.
beforeAll(async () => {
  await import('@/features/push/NotificationSettingsScreen')
})

beforeEach(() => {
  // What the browser answers to the permission prompt; a test that refuses says so itself.
  browser.answer = 'granted'
  server = {
    info: {
      public_key: KEY,
      subscribed: false,
      categories: ['trades', 'price_alerts', 'money', 'account', 'announcements'],
    },
  }
  const saved = (categories: PushCategory[], subscribed: boolean) => {
    server.info = { ...server.info, subscribed, categories }
    return server.info
  }
  const api = mockApi({
    'GET /api/userinfo': () => ok(sampleUser),
    'GET /api/push': () => ok(server.info),
    'POST /api/push_subscribe': (r) =>
      ok(saved((r.body as { categories: PushCategory[] }).categories, true), 'Notifications are on for this device'),
    'POST /api/push_settings': (r) => ok(saved((r.body as { categories: PushCategory[] }).categories, true), 'Saved'),
    'POST /api/push_unsubscribe': () =>
      ok(saved(server.info.categories, false), 'Notifications are off for this device'),
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
  vi.clearAllMocks()
})
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: userAgent })
})

const open = () => renderApp({ path: '/notification_settings', token: 'tok' })
const posts = (path: string) => requests.filter((r) => r.method === 'POST' && r.path === path).map((r) => r.body)
const switches = () =>
  screen.getAllByRole('switch').map((s) => [s.closest('label')?.textContent, (s as HTMLInputElement).checked])

describe('/notification_settings', () => {
  it('says when the browser has no Push API', async () => {
    await open()
    expect(await screen.findByText('This browser cannot show notifications from Tern.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Enable notifications' })).toBeNull()
  })

  it('asks iPhone users outside the home-screen app to install it first', async () => {
    Object.defineProperty(navigator, 'userAgent', {
      configurable: true,
      value:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile Safari/604.1',
    })
    installPushBrowser('default')
    await open()
    expect(await screen.findByText(/install the app first: tap Share, then Add to Home Screen/)).toBeTruthy()
  })

  it('says when the browser blocks notifications for the site', async () => {
    installPushBrowser('denied')
    await open()
    expect(await screen.findByText(/Notifications are blocked for Tern in this browser/)).toBeTruthy()
    expect(browser.requestPermission).not.toHaveBeenCalled()
  })

  it('says when the server has push turned off', async () => {
    installPushBrowser('default')
    server.info = { ...server.info, public_key: null }
    await open()
    expect(await screen.findByText('Notifications are not available on this server.')).toBeTruthy()
  })

  it('asks permission only from the tap, subscribes, switches a category off and turns off', async () => {
    installPushBrowser('default')
    await open()
    const enable = await screen.findByRole('button', { name: 'Enable notifications' })
    expect(browser.requestPermission).not.toHaveBeenCalled()
    await act(async () => fireEvent.click(enable))
    expect(browser.requestPermission).toHaveBeenCalledTimes(1)
    const key = browser.subscribe.mock.calls[0]?.[0].applicationServerKey
    const base64url = btoa(String.fromCharCode(...(key ?? [])))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
    expect(base64url.replace(/=+$/, '')).toBe(KEY)
    expect(posts('/api/push_subscribe')).toEqual([
      { endpoint: ENDPOINT, keys, categories: ['trades', 'price_alerts', 'money', 'account', 'announcements'] },
    ])
    expect(await screen.findByText('Notifications are on for this device.')).toBeTruthy()
    expect(switches()).toEqual([
      ['Fills and liquidations', true],
      ['Price alerts', true],
      ['Deposits, withdrawals and earnings', true],
      ['Account and security', true],
      ['Announcements', true],
    ])

    await act(async () => fireEvent.click(screen.getByRole('switch', { name: 'Price alerts' })))
    expect(posts('/api/push_settings')).toEqual([
      { endpoint: ENDPOINT, categories: ['trades', 'money', 'account', 'announcements'] },
    ])
    expect((screen.getByRole('switch', { name: 'Price alerts' }) as HTMLInputElement).checked).toBe(false)

    const subscription = browser.subscription
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Turn off on this device' })))
    expect(posts('/api/push_unsubscribe')).toEqual([{ endpoint: ENDPOINT }])
    expect(subscription?.unsubscribe).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole('button', { name: 'Enable notifications' })).toBeTruthy()
  })

  it('shows the blocked message when the permission prompt is refused', async () => {
    installPushBrowser('default')
    browser.answer = 'denied'
    await open()
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Enable notifications' })))
    expect(await screen.findByText(/Notifications are blocked for Tern in this browser/)).toBeTruthy()
    expect(browser.subscribe).not.toHaveBeenCalled()
    expect(posts('/api/push_subscribe')).toEqual([])
  })

  it('shows the switches of a device already subscribed', async () => {
    installPushBrowser('granted', true)
    server.info = { ...server.info, subscribed: true, categories: ['trades', 'announcements'] }
    await open()
    await screen.findByText('Notifications are on for this device.')
    expect(
      switches()
        .filter(([, on]) => on)
        .map(([label]) => label),
    ).toEqual(['Fills and liquidations', 'Announcements'])
    expect(requests.find((r) => r.path === '/api/push')?.query.get('endpoint')).toBe(ENDPOINT)
  })
})
