import type { UserDetail } from '@contract/console-data'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { storeSession } from './fixtures'

const allowed = { frozen: false, reason: '', at: null }
let loginFrozen = false
let requests: RecordedRequest[] = []
/** Replaces the freeze's answer (a refusal, or one held back) when set. */
let answer: (() => Response | Promise<Response>) | null = null

const detail = (): UserDetail => ({
  profile: {
    id: 42,
    username: 'ada@example.com',
    realname: 'Ada Lovelace',
    demo: false,
    basic_verify_status: 2,
    rzstatus: 0,
    login_frozen: loginFrozen,
    withdraw_frozen: false,
    created_at: '2026-11-01T08:00:00.000Z',
    idcard_num: '',
    country: '',
    address: '',
  },
  verification: { basic_status: 2, basic_reason: '', advanced_status: 0, advanced_reason: '', submissions: [] },
  balances: [],
  sessions: [],
  freeze: {
    login: loginFrozen ? { frozen: true, reason: 'Chargeback', at: '2026-11-20T10:00:00.000Z' } : allowed,
    withdraw: allowed,
  },
})

beforeEach(() => {
  storeSession('admin')
  loginFrozen = false
  answer = null
  const api = mockApi({
    'GET /admin/users/42': () => ok(detail()),
    'GET /admin/users/42/ledger': () => ok({ items: [], page: 1, size: 20, total: 0 }),
    'GET /admin/users/42/orders': () => ok({ items: [], page: 1, size: 20, total: 0 }),
    'POST /admin/users/42/freeze': () => {
      if (answer) return answer()
      loginFrozen = true
      return ok({ login: true }, 'Frozen')
    },
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})
afterEach(() => sessionStorage.clear())

const freezes = () => requests.filter((r) => r.path === '/admin/users/42/freeze')

async function freezeLogin(reason: string) {
  await renderApp({ path: '/console/users/42' })
  fireEvent.change(await screen.findByLabelText('Reason for the change of Login'), { target: { value: reason } })
  return screen.getByRole('button', { name: 'Freeze Login' })
}

describe('/console/users/{id}: freezing', () => {
  it('freezes once when Freeze is pressed again while the change is on its way, then shows the new state', async () => {
    let release: (response: Response) => void = () => undefined
    answer = () => new Promise<Response>((resolve) => (release = resolve))
    const freeze = await freezeLogin(' Chargeback ')
    act(() => {
      freeze.click()
      freeze.click()
    })
    await waitFor(() => expect(freezes()).toHaveLength(1))
    expect(freeze.getAttribute('aria-busy')).toBe('true')
    loginFrozen = true
    release(ok({ login: true }, 'Frozen'))
    expect(await screen.findByRole('button', { name: 'Unfreeze Login' })).toBeTruthy()
    expect(freezes().map((r) => r.body)).toEqual([{ what: 'login', reason: 'Chargeback' }])
  })

  it('shows a refused change once and keeps the reason', async () => {
    answer = () => fail('Give a reason', 'validation')
    const freeze = await freezeLogin('Chargeback')
    fireEvent.click(freeze)
    expect((await screen.findByRole('alert')).textContent).toBe('Give a reason')
    expect(screen.getAllByText('Give a reason')).toHaveLength(1)
    expect((screen.getByLabelText('Reason for the change of Login') as HTMLInputElement).value).toBe('Chargeback')
    expect(freeze.getAttribute('aria-busy')).toBeNull()
  })
})
