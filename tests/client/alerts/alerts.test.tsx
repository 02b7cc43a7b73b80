import type { Alert } from '@contract/notifications'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Route } from 'wouter'
import { AlertDetailScreen } from '@/features/alerts/AlertDetailScreen'
import { HomeHeader } from '@/features/home/components/HomeHeader'
import { fail, mockApi, ok, type RecordedRequest, sampleUser } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'

const deposit: Alert = {
  id: 7,
  kind: 'deposit_approved',
  title: 'Deposit credited',
  content: 'Your deposit of 50.00 USDT has been approved. <b>not markup</b>',
  add_time: '2026-03-01T12:00:00.000Z',
  status: 0,
}
const announcement: Alert = {
  id: 6,
  kind: 'announcement',
  title: 'Maintenance',
  content: '<p>Trading pauses at <b>02:00</b>.</p><script>window.hacked = true</script>',
  add_time: '2026-02-28T08:00:00.000Z',
  status: 1,
}
let alerts: Alert[] = []
let requests: RecordedRequest[] = []

beforeEach(() => {
  alerts = [deposit, announcement]
  const unread = () => alerts.filter((a) => a.status === 0).length
  const api = mockApi({
    'GET /api/alerts': (r) =>
      ok({ data: Number(r.query.get('page')) === 1 ? alerts : [], pages: 1, page: Number(r.query.get('page')) }),
    'POST /api/alert_detail': (r) => {
      const { id } = r.body as { id: number }
      const found = alerts.find((a) => a.id === id)
      if (!found) return fail('The requested item was not found.', 'not_found')
      alerts = alerts.map((a) => (a.id === id ? { ...a, status: 1 } : a))
      return ok({ ...found, status: 1 })
    },
    'POST /api/alerts_read': () => {
      const read = unread()
      alerts = alerts.map((a) => ({ ...a, status: 1 }))
      return ok({ read })
    },
    'GET /api/userinfo': () => ok({ ...sampleUser, alert_count: unread() }),
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

const rowOf = (title: string) => screen.getByText(title).closest('a') as HTMLAnchorElement

describe('/alerts', () => {
  it('lists notifications newest first, marks the unread ones, and previews announcements as text', async () => {
    await renderApp({ path: '/alerts', token: 'tok' })
    const list = await screen.findByRole('list', { name: 'Notifications' })
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/alert_detail/7', '/alert_detail/6'])
    expect(rowOf('Deposit credited').dataset.unread).toBe('true')
    expect(within(rowOf('Deposit credited')).getByRole('img', { name: 'Unread' })).toBeTruthy()
    expect(rowOf('Maintenance').dataset.unread).toBeUndefined()
    expect(within(rowOf('Maintenance')).getByText('Trading pauses at 02:00.')).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Notifications' }).getAttribute('aria-selected')).toBe('true')
    expect(requests.find((r) => r.path === '/api/alerts')?.query.get('page')).toBe('1')
  })

  it('marks all read', async () => {
    await renderApp({ path: '/alerts', token: 'tok' })
    await screen.findByRole('list', { name: 'Notifications' })
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }))
    await waitFor(() => expect(rowOf('Deposit credited').dataset.unread).toBeUndefined())
    expect(requests.filter((r) => r.path === '/api/alerts_read')).toHaveLength(1)
  })

  it('says so when there is nothing yet', async () => {
    alerts = []
    await renderApp({ path: '/alerts', token: 'tok' })
    expect(await screen.findByText('No notifications yet')).toBeTruthy()
  })
})

describe('/alert_detail/{id}', () => {
  it('shows the title, time and plain-text content of a notification', async () => {
    await renderApp({ path: '/alert_detail/7', token: 'tok' })
    expect(await screen.findByRole('heading', { name: 'Deposit credited' })).toBeTruthy()
    expect(screen.getByText('Your deposit of 50.00 USDT has been approved. <b>not markup</b>')).toBeTruthy()
    expect(screen.getByText('Mar 1, 2026', { exact: false }).tagName).toBe('TIME')
  })

  // Script and handler removal is DOMPurify's, checked in real Chromium by the e2e journey: under happy-dom,
  // DOMPurify keeps some of them.
  it('shows an announcement’s HTML as markup (through the sanitizer)', async () => {
    const view = await renderApp({ path: '/alert_detail/6', token: 'tok' })
    await screen.findByRole('heading', { name: 'Maintenance' })
    const bold = screen.getByText('02:00')
    expect(bold.tagName).toBe('B')
    expect(view.container.querySelector('article b')?.textContent).toBe('02:00')
  })

  it('says when it is not the user’s', async () => {
    await renderApp({ path: '/alert_detail/99', token: 'tok' })
    expect(await screen.findByText('This notification was not found.')).toBeTruthy()
    // Said once: no second line with the server's message, no toast.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryAllByText(/not found/i)).toHaveLength(1)
  })

  it('decrements the bell’s unread count once opened', async () => {
    await renderApp({
      token: 'tok',
      path: '/',
      ui: (
        <>
          <HomeHeader />
          <Route path="/alert_detail/:id">
            <AlertDetailScreen />
          </Route>
        </>
      ),
    })
    const bell = screen.getByRole('link', { name: /^Alerts/ })
    expect(bell.getAttribute('href')).toBe('/alerts')
    expect(await within(bell).findByText('1 unread alert')).toBeTruthy()
    await renderApp({
      token: 'tok',
      path: '/alert_detail/7',
      ui: (
        <>
          <HomeHeader />
          <Route path="/alert_detail/:id">
            <AlertDetailScreen />
          </Route>
        </>
      ),
    })
    await screen.findByRole('heading', { name: 'Deposit credited' })
    const bells = screen.getAllByRole('link', { name: /^Alerts/ })
    await waitFor(() => expect(bells.at(-1)?.textContent).toBe('Alerts'))
  })
})
