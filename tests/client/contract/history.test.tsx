import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { contractOrder, historyPage, pendingOrder } from './fixtures'

let requests: RecordedRequest[] = []

const won = contractOrder({
  oid: 950,
  status: 2,
  sellprice: '60600.00',
  price: '60600.00',
  profit: '20.000000',
  is_win: 1,
  close_reason: 'take_profit',
  closetime: '2026-01-05T10:00:00.000Z',
  close_tick: { t: Date.UTC(2026, 0, 5, 10, 0, 0, 250), price: '60600.00' },
})
const lost = contractOrder({
  oid: 951,
  type: 1,
  status: 2,
  level: 50,
  sellprice: '60298.51',
  profit: '-10.000000',
  is_win: 2,
  close_reason: 'liquidation',
  closetime: '2026-01-05T11:00:00.000Z',
  close_tick: { t: Date.UTC(2026, 0, 5, 11), price: '60298.51' },
})

beforeEach(() => {
  const api = mockApi({
    'GET /api/orders/page/1': () => ok(historyPage([won, lost], 1, 2)),
    'GET /api/orders/page/2': () => ok(historyPage([pendingOrder({ oid: 952 })], 2, 2)),
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

const cancelled = pendingOrder({ oid: 953, status: 3, closetime: '2026-01-05T12:00:00.000Z' })

describe('/contract_history', { timeout: 20_000 }, () => {
  it('names a cancelled limit order’s price the limit price and its times placed and cancelled', async () => {
    vi.stubGlobal('fetch', mockApi({ 'GET /api/orders/page/1': () => ok(historyPage([cancelled], 1, 1)) }).fetch)
    await renderApp({ path: '/contract_history', token: 'tok' })
    const card = await screen.findByTestId('history-953', undefined, { timeout: 15_000 })
    const labels = [...card.querySelectorAll('dt')].map((dt) => dt.textContent)
    expect(labels).toContain('Limit price')
    expect(labels).toContain('Order time')
    expect(labels).toContain('Cancel time')
    expect(labels).not.toContain('Buy price')
    expect(labels).not.toContain('Sell price')
    expect(labels).not.toContain('Sell time')
  })

  it('needs a session', async () => {
    const view = await renderApp({ path: '/contract_history' })
    expect(view.currentPath()).toBe('/login?next=%2Fcontract_history')
  })

  it('shows every field, the close reason and the deciding ticks, profit green or red with a minus', async () => {
    await renderApp({ path: '/contract_history', token: 'tok' })
    const card = await screen.findByTestId('history-950', undefined, { timeout: 15_000 })
    const text = card.textContent ?? ''
    for (const part of [
      'BTC/USDT',
      'Long 100X',
      'Closed · Take-profit',
      '60,000.00',
      '60,600.00',
      'Market',
      '61,000.00',
    ]) {
      expect(text).toContain(part)
    }
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/logos/btc.png')
    expect(within(card).getByTestId('history-profit-950').textContent).toBe('+20.00')
    expect(card.querySelector('[data-tone="1"]')).toBeTruthy()
    expect(within(card).getByTestId('close-tick-950').textContent).toContain('60,600.00')
    expect(within(card).getByTestId('open-tick-950').textContent).toContain('60,000.00')
    const loss = screen.getByTestId('history-951')
    expect(loss.textContent).toContain('Short 50X')
    expect(loss.textContent).toContain('Liquidation')
    expect(within(loss).getByTestId('history-profit-951').textContent).toBe('−10.00')
    expect(loss.querySelector('[data-tone="-1"]')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy()
  })

  it('maps the filter onto status=all|hold|wait and loads page by page', async () => {
    await renderApp({ path: '/contract_history', token: 'tok' })
    await screen.findByTestId('history-950', undefined, { timeout: 15_000 })
    const pageCalls = () => requests.filter((request) => request.path.startsWith('/api/orders/page/'))
    expect(pageCalls()[0]?.path).toBe('/api/orders/page/1')
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await screen.findByTestId('history-952')
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    const filter = screen.getByLabelText('Filter') as HTMLSelectElement
    expect([...filter.options].map((option) => option.textContent)).toEqual(['All', 'Holding', 'Pending'])
    fireEvent.change(filter, { target: { value: 'hold' } })
    fireEvent.change(filter, { target: { value: 'wait' } })
    await waitFor(() => expect(pageCalls()).toHaveLength(4))
    expect(pageCalls().map((call) => `${call.path}?${call.query.get('status')}`)).toEqual([
      '/api/orders/page/1?all',
      '/api/orders/page/2?all',
      '/api/orders/page/1?hold',
      '/api/orders/page/1?wait',
    ])
  })
})
