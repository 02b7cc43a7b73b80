import { describe, expect, it } from 'vitest'
import {
  type NotificationClickLike,
  onNotificationClick,
  onPush,
  type PushEventLike,
  type PushScope,
} from '../../../sw/push'

interface Shown {
  title: string
  options: { body: string; tag?: string; icon: string; data: unknown }
}

interface FakeWindow {
  url: string
  focused: boolean
  focus(): Promise<unknown>
  navigate(url: string): Promise<unknown>
}

function fakeWindow(url: string): FakeWindow {
  const w: FakeWindow = {
    url,
    focused: false,
    focus: async () => {
      w.focused = true
    },
    navigate: async (to) => {
      w.url = to
    },
  }
  return w
}

function fakeScope(windows: FakeWindow[] = [], language = 'en-US') {
  const shown: Shown[] = []
  const opened: string[] = []
  const scope: PushScope = {
    location: { origin: 'https://tern.example' },
    navigator: { language },
    registration: {
      showNotification: async (title, options) => {
        shown.push({ title, options })
      },
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url) => {
        opened.push(url)
      },
    },
  }
  return { scope, shown, opened }
}

/** A fake event that records what it was asked to wait for; `settled` waits for all of it. */
function extendable() {
  const waits: Promise<unknown>[] = []
  return { waitUntil: (p: Promise<unknown>) => void waits.push(p), settled: () => Promise.all(waits), waits }
}

function pushEvent(text: string | null): PushEventLike & ReturnType<typeof extendable> {
  return { ...extendable(), data: text === null ? null : { text: () => text } }
}

function clickEvent(data: unknown): NotificationClickLike & ReturnType<typeof extendable> & { closed: boolean } {
  const event = {
    ...extendable(),
    closed: false,
    notification: {
      data,
      close: () => {
        event.closed = true
      },
    },
  }
  return event
}

const payload = { title: 'Deposit credited', body: 'Your deposit of 100 USDT…', url: '/alert_detail/7', tag: 'tern-7' }

describe('service worker push handler', () => {
  it('shows the push as a notification inside waitUntil, with its deep link', async () => {
    const { scope, shown } = fakeScope()
    const event = pushEvent(JSON.stringify(payload))
    onPush(scope, event)
    expect(event.waits).toHaveLength(1)
    await event.settled()
    expect(shown).toEqual([
      {
        title: 'Deposit credited',
        options: {
          body: 'Your deposit of 100 USDT…',
          tag: 'tern-7',
          icon: '/icons/icon-192.png',
          data: { url: '/alert_detail/7' },
        },
      },
    ])
  })

  it.each([
    ['no payload', null],
    ['not JSON', 'garbage'],
    ['missing fields', JSON.stringify({ title: 'x' })],
    ['a link to another site', JSON.stringify({ ...payload, url: '//evil.example/x' })],
    ['an absolute URL', JSON.stringify({ ...payload, url: 'https://evil.example/' })],
  ])('still shows a notification for %s, in the device language', async (_, text) => {
    const { scope, shown } = fakeScope([], 'de-DE')
    const event = pushEvent(text)
    onPush(scope, event)
    await event.settled()
    expect(shown).toEqual([
      {
        title: 'Neue Benachrichtigung',
        options: {
          body: 'Öffnen Sie Tern, um sie zu sehen.',
          tag: undefined,
          icon: '/icons/icon-192.png',
          data: { url: '/alerts' },
        },
      },
    ])
  })

  it('falls back to English, and tells traditional from simplified Chinese', async () => {
    for (const [language, title] of [
      ['xx', 'New notification'],
      ['zh-TW', '新通知'],
      ['zh-CN', '新通知'],
    ]) {
      const { scope, shown } = fakeScope([], language)
      const event = pushEvent(null)
      onPush(scope, event)
      await event.settled()
      expect(shown[0]?.title).toBe(title)
    }
    const tw = fakeScope([], 'zh-Hant-TW')
    onPush(tw.scope, pushEvent(null))
    await Promise.resolve()
    expect(tw.shown[0]?.options.body).toBe('開啟 Tern 查看。')
  })
})

describe('service worker notification click', () => {
  it('focuses an open window and takes it to the deep link', async () => {
    const other = fakeWindow('https://elsewhere.example/')
    const app = fakeWindow('https://tern.example/market')
    const { scope, opened } = fakeScope([other, app])
    const event = clickEvent({ url: '/contract/12' })
    onNotificationClick(scope, event)
    expect(event.closed).toBe(true)
    await event.settled()
    expect(app).toMatchObject({ focused: true, url: 'https://tern.example/contract/12' })
    expect(other.focused).toBe(false)
    expect(opened).toEqual([])
  })

  it('opens a window at the deep link when none is open', async () => {
    const { scope, opened } = fakeScope([fakeWindow('https://elsewhere.example/')])
    const event = clickEvent({ url: '/alert_detail/9' })
    onNotificationClick(scope, event)
    await event.settled()
    expect(opened).toEqual(['https://tern.example/alert_detail/9'])
  })

  it('opens the inbox for a notification without a usable link', async () => {
    const { scope, opened } = fakeScope()
    const event = clickEvent({ url: 'https://evil.example/' })
    onNotificationClick(scope, event)
    await event.settled()
    expect(opened).toEqual(['https://tern.example/alerts'])
  })
})

describe('service worker notification click on a window it does not control', () => {
  it('opens a new window at the link when the open one cannot be navigated', async () => {
    const app = fakeWindow('https://tern.example/')
    app.navigate = () => Promise.reject(new TypeError('not controlled'))
    const { scope, opened } = fakeScope([app])
    const event = clickEvent({ url: '/alert_detail/3' })
    onNotificationClick(scope, event)
    await event.settled()
    expect(app.focused).toBe(true)
    expect(opened).toEqual(['https://tern.example/alert_detail/3'])
  })
})
