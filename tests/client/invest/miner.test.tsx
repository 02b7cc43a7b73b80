import { minerDaily } from '@contract/rules/invest'
import { idempotencyHeader } from '@contract/wallet'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { isTabBarVisible } from '@/app/routes'
import { minerEstimate } from '@/features/invest'
import { mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { minerList, minerOrders, starter } from './fixtures'

let requests: RecordedRequest[] = []

beforeEach(() => {
  const api = mockApi({
    'GET /api/miner_list': () => ok(minerList),
    'POST /api/miner_info': () => ok(starter),
    'GET /api/miner_orders': () => ok({ orders: minerOrders }),
    'POST /api/miner_buy': () => ok(minerOrders[0], 'Subscribed'),
    'POST /api/miner_cancel': () => ok({ id: 7, days_left: 3, penalty: '15.00', refund: '985.00' }, 'Cancelled'),
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

const calls = (path: string) => requests.filter((r) => r.path === path)

describe('/miner', () => {
  it('shows the totals and the products; subscribe opens /miner_buy/{id}, which hides the tab bar', async () => {
    const { currentPath } = await renderApp({ path: '/miner', token: 'tok' })
    expect(await screen.findByText('1,000.00')).toBeTruthy()
    expect(screen.getByText('9.00 USDT')).toBeTruthy()
    expect(screen.getByText('3.00 USDT')).toBeTruthy()
    const paused = screen.getByRole('listitem', { name: 'Paused Node' })
    expect(within(paused).queryByRole('link', { name: 'Subscribe' })).toBeNull()
    const card = screen.getByRole('listitem', { name: 'Starter Node' })
    fireEvent.click(within(card).getByRole('link', { name: 'Subscribe' }))
    await waitFor(() => expect(currentPath()).toBe('/miner_buy/1'))
    expect(isTabBarVisible('/miner_buy/1')).toBe(false)
    expect(isTabBarVisible('/miner')).toBe(true)
  })
})

describe('/miner_buy/{id}', () => {
  it('keeps whole USDT, refuses amounts outside [min, max], estimates the profit and subscribes once', async () => {
    const { currentPath } = await renderApp({ path: '/miner_buy/1', token: 'tok' })
    const field = (await screen.findByLabelText('Amount (USDT, whole number)')) as HTMLInputElement
    const submit = () => screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement
    fireEvent.change(field, { target: { value: '5a0.9' } })
    expect(field.value).toBe('5a0.9')
    expect(screen.getByRole('alert').textContent).toBe('Enter a whole number, such as 12.')
    fireEvent.change(field, { target: { value: '50' } })
    expect(screen.getByRole('alert').textContent).toBe('Exceeds the single limit: enter 100 to 5000 USDT.')
    expect(submit().disabled).toBe(true)
    fireEvent.change(field, { target: { value: '1000' } })
    expect(screen.queryByRole('alert')).toBeNull()
    const estimate = screen.getByLabelText('Estimated profit')
    expect(within(estimate).getByText('3.00 USDT')).toBeTruthy()
    expect(within(estimate).getByText('21.00 USDT')).toBeTruthy()
    fireEvent.click(submit())
    await waitFor(() => expect(currentPath()).toBe('/miner_orders'))
    const [buy] = calls('/api/miner_buy')
    expect(buy?.body).toEqual({ id: 1, amount: '1000' })
    expect(buy?.headers.get(idempotencyHeader)).toMatch(/^[\w-]{36}$/)
  })
})

describe('/miner_buy/{id} amount rule', () => {
  it.each([
    ['150.5', '150.5'],
    ['1,5', '1.5'],
    ['１.５', '1.5'],
    ['1 000.50', '1000.50'],
  ])('refuses %j (shown %j) with a message instead of subscribing ten times more', async (typed, shown) => {
    await renderApp({ path: '/miner_buy/1', token: 'tok' })
    const field = (await screen.findByLabelText('Amount (USDT, whole number)')) as HTMLInputElement
    fireEvent.change(field, { target: { value: typed } })
    expect(field.value).toBe(shown)
    expect(screen.getByRole('alert').textContent).toBe('Whole numbers only: remove the decimal point.')
    expect((screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(true)
    expect(within(screen.getByLabelText('Estimated profit')).getAllByText('—')).toHaveLength(2)
  })

  it('estimates to the micro-USDT that is credited, never rounded up (1,505 x 0.3% = 4.515 a day)', async () => {
    await renderApp({ path: '/miner_buy/1', token: 'tok' })
    const field = (await screen.findByLabelText('Amount (USDT, whole number)')) as HTMLInputElement
    fireEvent.change(field, { target: { value: '1505' } })
    const estimate = screen.getByLabelText('Estimated profit')
    expect(within(estimate).getByText('4.515 USDT')).toBeTruthy()
    expect(within(estimate).getByText('31.605 USDT')).toBeTruthy()
    expect(minerEstimate('1505', '0.3', 7)).toEqual({ daily: '4.515000', total: '31.605000' })
    expect(minerDaily(1_505_000_000n, '0.3')).toBe(4_515_000n)
  })

  it('takes a pasted 1 000 as one thousand', async () => {
    await renderApp({ path: '/miner_buy/1', token: 'tok' })
    const field = (await screen.findByLabelText('Amount (USDT, whole number)')) as HTMLInputElement
    fireEvent.change(field, { target: { value: '1 000' } })
    expect(field.value).toBe('1000')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('/miner_orders', () => {
  it('shows orders in tabs, the penalty on cancelled ones, and cancels only after the confirmation', async () => {
    await renderApp({ path: '/miner_orders', token: 'tok' })
    const active = await screen.findByRole('listitem', { name: 'Starter Node' })
    expect(within(active).getByText('3 of 7')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Cancelled' }))
    const penalty = await screen.findByText('35.00 USDT')
    // A loss carries ▼ beside its colour when shapes are on; the refund is no loss.
    expect(penalty.getAttribute('data-trend')).toBe('down')
    expect(screen.getByText('965.00 USDT').getAttribute('data-trend')).toBeNull()
    fireEvent.click(screen.getByRole('tab', { name: 'Active' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel early' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this subscription?' })
    expect(within(dialog).getByText('15.00 USDT').getAttribute('data-trend')).toBe('down')
    expect(within(dialog).getByText('985.00 USDT')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    expect(calls('/api/miner_cancel')).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Cancel early' }))
    const again = await screen.findByRole('dialog')
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel early' }))
    await waitFor(() => expect(calls('/api/miner_cancel').map((r) => r.body)).toEqual([{ id: 7 }]))
  })
})
