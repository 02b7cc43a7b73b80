import type { CoinOrder } from '@contract/trading'
import { idempotencyHeader } from '@contract/wallet'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { coinMarket, coinOrder, resetTradingState } from './fixtures'

let requests: RecordedRequest[] = []
let orders: CoinOrder[] = []

beforeEach(async () => {
  await resetTradingState()
  // These tests are about the form and the call; the review before an order has its own (order-review.test.tsx).
  localStorage.setItem('tern.orderReview', JSON.stringify({ version: 1, skip: ['contract', 'spot'] }))
  orders = [
    coinOrder({ oid: 71, status: 0, buy_or_sell: 1 }),
    coinOrder({ oid: 72, status: 0, buy_or_sell: 0, pid: 13, coin: 'ETH', title: 'ETH/USDT' }),
    coinOrder({ oid: 73, status: 1, buy_or_sell: 0, price_type: 0 }),
    coinOrder({ oid: 74, status: 2, buy_or_sell: 1 }),
    coinOrder({ oid: 75, status: 1, buy_or_sell: 1, price_type: 0 }),
  ]
  const api = mockApi({
    'POST /main/coin_lvs': () => ok(coinMarket()),
    'GET /api/coin_orders': () => ok({ orders, latest: { c: '64250.50' } }),
    'POST /api/coin_buy': () => ok(coinOrder({ oid: 80, status: 1, buy_or_sell: 0 }), 'Buy order filled'),
    // No server message: the local text stands in.
    'POST /api/coin_sell': () => ok(coinOrder({ oid: 81, status: 0 }), ''),
    'POST /api/coin_cancel': (request) => {
      const { oid } = request.body as { oid: number }
      orders = orders.map((order) => (order.oid === oid ? { ...order, status: 2 } : order))
      return ok(coinOrder({ oid, status: 2 }), 'Your order was cancelled')
    },
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

const calls = (path: string) => requests.filter((request) => request.path === path)
const quantity = () => screen.getByLabelText('Quantity (BTC)') as HTMLInputElement
const price = () => screen.getByLabelText('Price (USDT)') as HTMLInputElement

async function openCoin(token: string | null = 'tok') {
  const view = await renderApp({ path: '/coin/12', token })
  await screen.findByRole('region', { name: 'Order book' })
  return view
}

describe('/coin/{id}', () => {
  it('shows the pair, a chart link, the book with depth bars and the last price', async () => {
    await openCoin()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('BTC/USDT')
    expect(screen.getByRole('link', { name: 'Chart' }).getAttribute('href')).toBe('/trade/12')
    const asks = within(screen.getByRole('list', { name: 'Asks' })).getAllByRole('button')
    const bids = within(screen.getByRole('list', { name: 'Bids' })).getAllByRole('button')
    expect(asks).toHaveLength(5)
    expect(bids).toHaveLength(5)
    expect(asks[4]?.textContent).toBe('64,260.001.5')
    expect(bids[0]?.textContent).toBe('64,240.001.25')
    expect(asks[4]?.querySelector<HTMLElement>('i')?.style.width).toBe('20%')
    expect(screen.getByRole('region', { name: 'Order book' }).textContent).toContain('Last price64,250.50')
  })

  it('keeps the typed separator, refuses what is not a quantity, and asks for it', async () => {
    await openCoin()
    fireEvent.change(quantity(), { target: { value: '0.0a1.5x' } })
    expect(quantity().value).toBe('0.0a1.5x')
    expect(screen.getByRole('alert').textContent).toBe('Enter a number, such as 12.5.')
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }))
    expect(calls('/api/coin_buy')).toHaveLength(0)
    fireEvent.change(quantity(), { target: { value: '0,015' } })
    expect(quantity().value).toBe('0.015')
    fireEvent.change(quantity(), { target: { value: '０.０１５' } })
    expect(quantity().value).toBe('0.015')
    fireEvent.change(quantity(), { target: { value: '0.123456789' } })
    expect(screen.getByRole('alert').textContent).toBe('At most 8 decimal places.')
    fireEvent.change(quantity(), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }))
    expect(screen.getByRole('alert').textContent).toBe('Please enter quantity')
    expect(calls('/api/coin_buy')).toHaveLength(0)
  })

  it('disables the price for market orders (showing the fill price) and requires it for limit orders', async () => {
    await openCoin()
    expect(price().disabled).toBe(true)
    expect(price().value).toBe('64260.00')
    fireEvent.click(screen.getByRole('tab', { name: 'Sell' }))
    expect(price().value).toBe('64240.00')
    fireEvent.change(screen.getByLabelText('Order type'), { target: { value: '1' } })
    expect(price().disabled).toBe(false)
    expect(price().value).toBe('')
    fireEvent.change(quantity(), { target: { value: '0.1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sell BTC' }))
    expect(screen.getByRole('alert').textContent).toBe('Please enter price')
    expect(calls('/api/coin_sell')).toHaveLength(0)
  })

  it('shows the fee in the coin to 6 decimals with the rate, the USDT equivalent and the balance per side', async () => {
    await openCoin()
    expect(screen.getByTestId('spot-fee').previousElementSibling?.textContent).toBe('Fee (2.5%)')
    fireEvent.change(quantity(), { target: { value: '0.01' } })
    expect(screen.getByTestId('spot-fee').textContent).toBe('0.000250 BTC')
    expect(screen.getByTestId('spot-total').textContent).toBe('642.60 USDT')
    expect(screen.getByTestId('spot-available').textContent).toBe('5,000.00 USDT')
    fireEvent.change(quantity(), { target: { value: '0.00123456' } })
    expect(screen.getByTestId('spot-fee').textContent).toBe('0.00003087 BTC')
    fireEvent.click(screen.getByRole('tab', { name: 'Sell' }))
    expect(screen.getByTestId('spot-available').textContent).toBe('0.50 BTC')
  })

  it('routes a buy to /api/coin_buy and a sell to /api/coin_sell, with idempotency keys and the server msg', async () => {
    await openCoin()
    fireEvent.change(quantity(), { target: { value: '0.01' } })
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }))
    await screen.findByText('Buy order filled')
    expect(calls('/api/coin_buy').map((call) => call.body)).toEqual([
      { pid: 12, type: 0, price_type: 0, amount: '0.01' },
    ])
    expect(calls('/api/coin_buy')[0]?.headers.get(idempotencyHeader)).toMatch(/^[\w-]{16,}$/)
    expect(quantity().value).toBe('')

    fireEvent.click(screen.getByRole('tab', { name: 'Sell' }))
    fireEvent.click(within(screen.getByRole('list', { name: 'Asks' })).getAllByRole('button')[0] as HTMLElement)
    expect((screen.getByLabelText('Order type') as HTMLSelectElement).value).toBe('1')
    expect(price().value).toBe('64300.00')
    fireEvent.change(quantity(), { target: { value: '0.02' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sell BTC' }))
    await screen.findByText('Order placed')
    expect(calls('/api/coin_sell').map((call) => call.body)).toEqual([
      { pid: 12, price_type: 1, price: '64300.00', amount: '0.02' },
    ])
    expect(calls('/api/coin_buy')).toHaveLength(1)
    // Balances, book and orders refresh at once after each order.
    await waitFor(() => expect(calls('/main/coin_lvs').length).toBeGreaterThanOrEqual(3))
  })

  it("lists this pair's waiting orders with cancel, and the introduction", async () => {
    await openCoin()
    const list = await screen.findByRole('list', { name: 'Current orders' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((row) => row.getAttribute('data-oid'))).toEqual(['71'])
    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Cancel' }))
    await screen.findByText('Your order was cancelled')
    expect(calls('/api/coin_cancel').map((call) => call.body)).toEqual([{ oid: 71 }])
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Current orders' })).toBeNull())
    expect(screen.getByRole('link', { name: 'All orders' }).getAttribute('href')).toBe('/coin_history')
    fireEvent.click(screen.getByRole('tab', { name: 'Introduction' }))
    expect(screen.getByText(/Bitcoin \(BTC\) is the first decentralized digital currency/)).toBeTruthy()
  })

  it('sends a logged-out visitor to /login from the order button', async () => {
    const view = await openCoin(null)
    fireEvent.change(quantity(), { target: { value: '0.01' } })
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }))
    await waitFor(() => expect(view.currentPath()).toBe('/login?next=%2Fcoin%2F12'))
    expect(calls('/api/coin_buy')).toHaveLength(0)
  })

  it('picks the other pair in the drawer through /to/coin/{id}', async () => {
    const view = await openCoin()
    fireEvent.click(screen.getByRole('button', { name: 'Choose a pair' }))
    const picker = await screen.findByRole('dialog', { name: 'Spot pairs' })
    fireEvent.click(within(picker).getByRole('link', { name: 'ETH/USDT' }))
    await waitFor(() => expect(view.currentPath()).toBe('/coin/13'))
  })
})

describe('/coin_history', () => {
  const shown = () =>
    within(screen.getByRole('list', { name: /orders|history/ }))
      .getAllByRole('listitem')
      .map((row) => row.getAttribute('data-oid'))

  it('goes back to /coin/12 and lists current orders (with cancel) and history', async () => {
    const view = await renderApp({ path: '/coin_history', token: 'tok' })
    await screen.findByRole('list', { name: 'Current orders' })
    expect(shown()).toEqual(['71', '72'])
    expect(screen.getAllByRole('button', { name: 'Cancel' })).toHaveLength(2)
    fireEvent.click(screen.getByRole('tab', { name: 'Order history' }))
    expect(shown()).toEqual(['73', '74', '75'])
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(view.currentPath()).toBe('/coin/12')
  })

  it('filters by type, by status on the history tab only, with reset and confirm', async () => {
    await renderApp({ path: '/coin_history', token: 'tok' })
    await screen.findByRole('list', { name: 'Current orders' })
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }))
    let panel = screen.getByRole('dialog', { name: 'Filter orders' })
    expect(within(panel).queryByText('Order status')).toBeNull()
    fireEvent.click(within(panel).getByRole('button', { name: 'Sell' }))
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm' }))
    expect(shown()).toEqual(['71'])

    fireEvent.click(screen.getByRole('tab', { name: 'Order history' }))
    expect(shown()).toEqual(['74', '75'])
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }))
    panel = screen.getByRole('dialog', { name: 'Filter orders' })
    expect(within(panel).getByRole('button', { name: 'Sell' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(within(panel).getByRole('button', { name: 'Done' }))
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm' }))
    expect(shown()).toEqual(['75'])

    fireEvent.click(screen.getByRole('button', { name: 'Filter' }))
    panel = screen.getByRole('dialog', { name: 'Filter orders' })
    fireEvent.click(within(panel).getByRole('button', { name: 'Reset' }))
    expect(within(panel).getByRole('button', { name: 'Sell' }).getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm' }))
    expect(shown()).toEqual(['73', '74', '75'])
  })
})
