// /coin/{id} across a user change: the market answer carries the signed-in user's balances and the orders are
// the user's, so another user's login shows nothing of the first until its own answers arrive.
import { act, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { tokenAtom } from '@/shared/lib/session'
import { mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { coinMarket, coinOrder } from './fixtures'

let requests: RecordedRequest[] = []
/** B's answers wait for the test. */
let releaseB: () => void = () => undefined

beforeEach(() => {
  const heldForB = new Promise<void>((resolve) => {
    releaseB = resolve
  })
  const forUser = async (request: RecordedRequest, a: unknown, b: unknown) => {
    const token = request.headers.get('UserToken')
    if (token === 'tok-b') await heldForB
    return ok(token === 'tok-b' ? b : a)
  }
  const api = mockApi({
    'POST /main/coin_lvs': (request) =>
      request.headers.get('UserToken') === null
        ? ok(coinMarket({ balance_usdt: null, balance_btc: null, balance_coin: null }))
        : forUser(request, coinMarket({ balance_usdt: '4321' }), coinMarket({ balance_usdt: '87' })),
    'GET /api/coin_orders': (request) =>
      forUser(
        request,
        { orders: [coinOrder({ oid: 71 })], latest: { c: '64250.50' } },
        { orders: [], latest: { c: '64250.50' } },
      ),
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

const available = () => screen.queryByTestId('spot-available')?.textContent ?? null
const orderRows = () => document.querySelectorAll('li[data-oid]').length

describe('/coin/{id} when the user changes', () => {
  it("shows nothing of A while B's answers are on their way, then B's own", async () => {
    const view = await renderApp({ path: '/coin/12', token: 'tok-a' })
    await waitFor(() => expect(available()).toBe('4,321.00 USDT'))
    await screen.findByRole('list', { name: 'Current orders' })
    expect(orderRows()).toBe(1)

    act(() => view.store.set(tokenAtom, 'tok-b'))
    expect(available()).toBeNull()
    expect(orderRows()).toBe(0)
    // The market and the orders (the app's close-notices check for the new session is not this screen's).
    const forB = () =>
      requests.filter((r) => r.headers.get('UserToken') === 'tok-b' && r.path !== '/api/contract_notices')
    await waitFor(() => expect(forB()).toHaveLength(2))
    expect(available()).toBeNull()
    expect(orderRows()).toBe(0)

    await act(async () => releaseB())
    await waitFor(() => expect(available()).toBe('87.00 USDT'))
    expect(screen.getByText('No orders')).toBeTruthy()
  })

  it('shows the public book to a visitor and the user figures once signed in', async () => {
    const view = await renderApp({ path: '/coin/12', token: null })
    await screen.findByRole('region', { name: 'Order book' })
    expect(available()).toBe('—')
    expect(requests.every((request) => request.headers.get('UserToken') === null)).toBe(true)

    act(() => view.store.set(tokenAtom, 'tok-a'))
    await waitFor(() => expect(available()).toBe('4,321.00 USDT'))
  })
})
