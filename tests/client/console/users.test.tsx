import type { Page, UserSummary } from '@contract/console-data'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { storeSession } from './fixtures'

const ada: UserSummary = {
  id: 42,
  username: 'ada@example.com',
  realname: 'Ada Lovelace',
  demo: false,
  basic_verify_status: 2,
  rzstatus: 0,
  login_frozen: false,
  withdraw_frozen: true,
  created_at: '2026-11-01T08:00:00.000Z',
}
let requests: RecordedRequest[] = []
/** Replaces the search's answer (a refusal, or one held back) when set. */
let answer: (() => Response | Promise<Response>) | null = null

beforeEach(() => {
  storeSession('admin')
  answer = null
  const api = mockApi({
    'GET /admin/users': (request) => {
      if (answer) return answer()
      const found: Page<UserSummary> = {
        items: request.query.get('q') === 'ada' ? [ada] : [],
        page: 1,
        size: 20,
        total: request.query.get('q') === 'ada' ? 1 : 0,
      }
      return ok(found)
    },
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})
afterEach(() => sessionStorage.clear())

const searches = () => requests.filter((r) => r.path === '/admin/users')

describe('/console/users', () => {
  it('finds users by id, e-mail or phone and links to their detail', async () => {
    await renderApp({ path: '/console/users' })
    const field = await screen.findByLabelText('Id, e-mail or phone')
    fireEvent.change(field, { target: { value: ' ada ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    const link = await screen.findByRole('link', { name: '#42 ada@example.com' })
    expect(link.getAttribute('href')).toBe('/console/users/42')
    const row = link.closest('tr')
    if (!row) throw new Error('no row')
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.trim()),
    ).toEqual(['#42 ada@example.com', 'Ada Lovelace', 'Withdrawals', expect.stringMatching(/2026/)])
    expect(screen.getByText('1 user found')).toBeTruthy()
    const search = requests.find((r) => r.path === '/admin/users')
    expect(search?.query.get('q')).toBe('ada')
    expect(search?.headers.get('Authorization')).toBe('Bearer op-token')

    fireEvent.change(field, { target: { value: 'nobody' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('No user matches.')).toBeTruthy()
  })

  it('searches once when Search is pressed again while the first search is on its way', async () => {
    let release: (response: Response) => void = () => undefined
    answer = () => new Promise<Response>((resolve) => (release = resolve))
    await renderApp({ path: '/console/users' })
    fireEvent.change(await screen.findByLabelText('Id, e-mail or phone'), { target: { value: 'ada' } })
    const form = screen.getByRole('form', { name: 'Find a user' })
    fireEvent.submit(form)
    fireEvent.submit(form)
    await waitFor(() => expect(searches()).toHaveLength(1))
    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('aria-busy')).toBe('true')
    release(ok({ items: [ada], page: 1, size: 20, total: 1 }))
    expect(await screen.findByRole('link', { name: '#42 ada@example.com' })).toBeTruthy()
    expect(searches()).toHaveLength(1)
  })

  it('shows a refused search once, then clears it with the next answer', async () => {
    answer = () => fail('The query is too short', 'validation')
    await renderApp({ path: '/console/users' })
    const field = await screen.findByLabelText('Id, e-mail or phone')
    fireEvent.change(field, { target: { value: 'a' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect((await screen.findByRole('alert')).textContent).toBe('The query is too short')
    expect(screen.getAllByText('The query is too short')).toHaveLength(1)
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id)

    answer = null
    fireEvent.change(field, { target: { value: 'ada' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await screen.findByRole('link', { name: '#42 ada@example.com' })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('is not in a reviewer’s menu', async () => {
    sessionStorage.clear()
    storeSession('reviewer')
    vi.stubGlobal('fetch', mockApi({ 'GET /admin/queues': () => ok(null), 'GET /admin/deposits': () => ok([]) }).fetch)
    const app = await renderApp({ path: '/console/users' })
    const menu = await screen.findByRole('navigation', { name: 'Console sections' })
    expect([...menu.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['Queues'])
    expect(app.currentPath()).toBe('/console/queues')
  })
})
