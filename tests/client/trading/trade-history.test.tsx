import type { MicroOrder } from '@contract/trading'
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { advance, entryTick, microOrder, resetTradingState } from './fixtures'

let requests: RecordedRequest[] = []
let answers: MicroOrder[][] = []

beforeEach(async () => {
  await resetTradingState()
  answers = []
  const api = mockApi({
    'GET /api/micro_orders': () => ok({ orders: answers.length > 1 ? answers.shift() : answers[0] }),
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

const listCalls = () => requests.filter((request) => request.path === '/api/micro_orders').length
const won = microOrder({
  oid: 400,
  type: 1,
  status: 2,
  timeout: 0,
  price: '64100.00',
  sellprice: '64100.00',
  result: 1,
  ploss: '16.000000',
  settlement: { t: entryTick.t + 29_990, price: '64100.00' },
})
const lost = microOrder({ ...won, oid: 399, type: 0, result: 2, ploss: '-20.000000' })

/** Renders the screen (its lazy chunk loads with real timers), then hands the polling clock to the test. */
async function openHistory() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  await renderApp({ path: '/trade_history', token: 'tok' })
  await vi.waitFor(() => expect(listCalls()).toBe(1), { timeout: 10_000 })
  await advance(0)
}

describe('/trade_history', () => {
  it('redirects to /login without a token', async () => {
    const view = await renderApp({ path: '/trade_history' })
    expect(view.currentPath()).toBe('/login?next=%2Ftrade_history')
  })

  it('shows running orders with the current price and seconds left, refreshed every second while one runs', async () => {
    answers = [
      [microOrder({ timeout: 3 }), won],
      [microOrder({ timeout: 2, price: '64270.00' }), won],
      [microOrder({ timeout: 1 }), won],
      [
        microOrder({
          status: 2,
          timeout: 0,
          sellprice: '64300.00',
          result: 1,
          ploss: '16.000000',
          settlement: { t: entryTick.t + 30_000, price: '64300.00' },
        }),
        won,
      ],
    ]
    await openHistory()
    const running = () => document.querySelector('li[data-oid="501"]') as HTMLElement
    expect(within(running()).getByRole('timer').textContent).toBe('3s')
    expect(running().textContent).toContain('Up')
    expect(running().textContent).toContain('BTC/USDT')
    expect(running().textContent).toContain('20.00 USDT')
    expect(running().textContent).toContain('64,250.50')
    expect(running().textContent).toContain('64,260.00')
    expect(listCalls()).toBe(1)
    await advance(1000)
    expect(listCalls()).toBe(2)
    expect(within(running()).getByRole('timer').textContent).toBe('2s')
    expect(running().textContent).toContain('64,270.00')
    await advance(2000)
    expect(listCalls()).toBe(4)
    expect(running().getAttribute('data-status')).toBe('2')
    expect(within(running()).queryByRole('timer')).toBeNull()
    expect(within(running()).getByTestId('ploss').textContent).toBe('+15.70 USDT')
    await advance(10_000)
    expect(listCalls()).toBe(4)
  })

  it('shows settled orders with settlement price, coloured profit/loss and both ticks, without polling', async () => {
    answers = [[won, lost]]
    await openHistory()
    const rows = screen.getAllByRole('listitem')
    expect(rows).toHaveLength(2)
    const [first, second] = rows as [HTMLElement, HTMLElement]
    expect(first.textContent).toContain('Down')
    expect(first.textContent).toContain('64,100.00')
    const profit = within(first).getByTestId('ploss')
    expect(profit.textContent).toBe('+15.70 USDT')
    expect(within(first).getByTestId('ploss-fee').textContent).toBe('including the fee of 0.30 USDT')
    expect(profit.className).toMatch(/up/)
    const loss = within(second).getByTestId('ploss')
    expect(loss.textContent).toBe('-20.30 USDT')
    expect(loss.className).toMatch(/down/)
    expect(first.textContent).toContain('Settlement tick')
    expect(first.querySelectorAll('time')).toHaveLength(3)
    await advance(5000)
    expect(listCalls()).toBe(1)
  })
})
