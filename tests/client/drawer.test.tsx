import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi, noContent, ok, type RecordedRequest, sampleUser } from '../support/client/api-mock'
import { renderApp } from '../support/client/render'

let requests: RecordedRequest[] = []
let userInfoReply = () => ok(sampleUser)

beforeEach(() => {
  userInfoReply = () => ok(sampleUser)
  const api = mockApi({
    'GET /main/banners': () => ok([]),
    'GET /api/userinfo': () => userInfoReply(),
    'POST /api/logout': () => ok(null),
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

async function openDrawer() {
  fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }))
  return screen.findByRole('dialog', { name: 'Menu' })
}

const itemLabels = (drawer: HTMLElement) =>
  within(within(drawer).getByRole('navigation', { name: 'Menu' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

describe('side drawer', () => {
  it('shows only the public items and a login/register button to visitors', async () => {
    await renderApp({ path: '/' })
    const drawer = await openDrawer()
    expect(itemLabels(drawer)).toEqual([
      ['Language and display', '/language'],
      ['Help', '/help'],
      ['Safety', '/safe'],
      ['About', '/about'],
    ])
    expect(within(drawer).getByRole('button', { name: 'Log in / Register' })).toBeTruthy()
    expect(within(drawer).queryByRole('button', { name: 'Log out' })).toBeNull()
    expect(requests.some((request) => request.path === '/api/userinfo')).toBe(false)
  })

  it('shows every item, the id and username, and logs out to /login', async () => {
    const view = await renderApp({ path: '/', token: 'tok' })
    const drawer = await openDrawer()
    expect(itemLabels(drawer)).toEqual([
      ['Personal center', '/personal'],
      ['Change password', '/password'],
      ['Sessions', '/sessions'],
      ['Notifications', '/notification_settings'],
      ['Language and display', '/language'],
      ['Contact support', '/client_iframe'],
      ['Credit score', '/score'],
      ['Help', '/help'],
      ['Safety', '/safe'],
      ['About', '/about'],
    ])
    expect(await within(drawer).findByText('ada@example.com')).toBeTruthy()
    expect(within(drawer).getByText('ID: 1042')).toBeTruthy()
    fireEvent.click(within(drawer).getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(view.currentPath()).toBe('/login'))
    const logout = requests.find((request) => request.path === '/api/logout')
    expect(logout?.headers.get('UserToken')).toBe('tok')
    expect(localStorage.getItem('tern.token')).toBeNull()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull())
  })

  it('shows the unread alert count on the home bell only when logged in', async () => {
    const view = await renderApp({ path: '/', token: 'tok' })
    expect(await screen.findByText('3 unread alerts')).toBeTruthy()
    view.unmount()
    await renderApp({ path: '/' })
    await screen.findByRole('link', { name: 'Alerts' })
    expect(screen.queryByText(/unread alerts/)).toBeNull()
  })
})

describe('session expiry', () => {
  it('removes the token and goes to /login when an /api call answers 204', async () => {
    userInfoReply = () => noContent()
    const view = await renderApp({ path: '/asset', token: 'stale' })
    await waitFor(() => expect(view.currentPath()).toBe('/login?next=%2Fasset'))
    expect(localStorage.getItem('tern.token')).toBeNull()
  })
})
