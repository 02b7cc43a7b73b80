import type { SessionInfo } from '@contract/api'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { describeUserAgent } from '@/features/account/model'
import { mockApi, ok, type RecordedRequest } from '../support/client/api-mock'
import { renderApp } from '../support/client/render'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Safari/604.1'
const LINUX_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0'
const session = (patch: Partial<SessionInfo>): SessionInfo => ({
  id: 1,
  user_agent: IPHONE,
  address: '198.51.100.7',
  created_at: '2026-03-01T12:00:00.000Z',
  last_seen_at: '2026-03-01T12:00:00.000Z',
  current: false,
  ...patch,
})

let requests: RecordedRequest[] = []
let sessions: SessionInfo[] = []

beforeEach(() => {
  sessions = [
    session({ id: 7, current: true }),
    session({ id: 5, user_agent: LINUX_FIREFOX, address: '203.0.113.4' }),
    session({ id: 3, user_agent: '' }),
  ]
  const api = mockApi({
    'GET /api/sessions': () => ok(sessions),
    'GET /main/banners': () => ok([]),
    'POST /api/session_revoke': (request) => {
      sessions = sessions.filter((s) => s.id !== (request.body as { id: number }).id)
      return ok(null, 'Session ended')
    },
    'POST /api/logout_all': () => {
      const revoked = sessions.filter((s) => !s.current).length
      sessions = sessions.filter((s) => s.current)
      return ok({ revoked }, 'Signed out on your other devices')
    },
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

const items = () => screen.getAllByRole('listitem')

describe('/sessions', () => {
  it('lists each session with its device, address and last use, marking this device', async () => {
    await renderApp({ path: '/sessions', token: 'tok' })
    expect(await screen.findByText('Safari on iPhone')).toBeTruthy()
    const [current, laptop, unknown] = items()
    expect(within(current as HTMLElement).getByText('This device')).toBeTruthy()
    expect(within(current as HTMLElement).queryByRole('button')).toBeNull()
    expect(within(laptop as HTMLElement).getByText('Firefox on Linux')).toBeTruthy()
    expect(within(laptop as HTMLElement).getByText('IP address 203.0.113.4')).toBeTruthy()
    expect(within(unknown as HTMLElement).getByText('Unknown device')).toBeTruthy()
    expect(screen.getAllByText(/^Last active /)).toHaveLength(3)
  })

  it('logs out one other session, then all the others', async () => {
    await renderApp({ path: '/sessions', token: 'tok' })
    await screen.findByText('Firefox on Linux')
    fireEvent.click(within(items()[1] as HTMLElement).getByRole('button', { name: 'Log out' }))
    expect(await screen.findByText('Session ended')).toBeTruthy()
    expect(requests.find((r) => r.path === '/api/session_revoke')?.body).toEqual({ id: 5 })
    await waitFor(() => expect(screen.queryByText('Firefox on Linux')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Log out on all other devices' }))
    expect(await screen.findByText('Signed out on your other devices')).toBeTruthy()
    await waitFor(() => expect(items()).toHaveLength(1))
    expect(screen.queryByRole('button', { name: 'Log out on all other devices' })).toBeNull()
  })

  it('is reached from the side drawer', async () => {
    await renderApp({ path: '/', token: 'tok' })
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }))
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Sessions' }))
    expect(await screen.findByText('Safari on iPhone')).toBeTruthy()
  })
})

describe('describeUserAgent', () => {
  it.each([
    [IPHONE, { browser: 'Safari', system: 'iPhone' }],
    [LINUX_FIREFOX, { browser: 'Firefox', system: 'Linux' }],
    ['Mozilla/5.0 (Windows NT 10.0) Chrome/140.0 Safari/537.36 Edg/140.0', { browser: 'Edge', system: 'Windows' }],
    ['Mozilla/5.0 (Linux; Android 15) Chrome/140.0 Mobile Safari/537.36', { browser: 'Chrome', system: 'Android' }],
    ['curl/8.5.0', { browser: null, system: null }],
  ])('%s', (userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toEqual(expected)
  })
})
