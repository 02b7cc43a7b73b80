import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { canBuyMiner, canSubscribeEarn, earnEstimate, minerEstimate } from '@/features/invest'
import { mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { earnDetail, earns } from './fixtures'

let requests: RecordedRequest[] = []

beforeEach(() => {
  const api = mockApi({
    'GET /api/earns': () => ok(earns),
    'POST /api/earn_detail': () => ok(earnDetail),
    'POST /api/earn_order': () => ok(earns.orders[0], 'Subscribed'),
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

describe('/earn/{type}', () => {
  it('shows the total reward, the products by default and the orders on /earn/1', async () => {
    const { currentPath } = await renderApp({ path: '/earn', token: 'tok' })
    const products = await screen.findByRole('list', { name: 'Earn products' })
    expect(within(products).getByText('6.8%')).toBeTruthy()
    expect(within(products).getByText('30 days')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'My orders' }))
    await waitFor(() => expect(currentPath()).toBe('/earn/1'))
    const orders = await screen.findByRole('list', { name: 'Earn orders' })
    expect(within(orders).getByText('2026-02-01')).toBeTruthy()
    expect(within(orders).getByText('2.79452 USDT')).toBeTruthy()
  })
})

describe('/earn_detail/{id}', () => {
  it('enables subscribe at the minimum, fills all, shows the dates, and the success dialog goes to /earn/1', async () => {
    const { currentPath } = await renderApp({ path: '/earn_detail/2', token: 'tok' })
    const field = (await screen.findByLabelText('Amount (USDT)')) as HTMLInputElement
    const submit = () => screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement
    const rules = screen.getByLabelText('Rules')
    expect(within(rules).getByText('2026-03-02')).toBeTruthy()
    expect(within(rules).getByText('2026-04-01')).toBeTruthy()
    fireEvent.change(field, { target: { value: '99.99' } })
    expect(submit().disabled).toBe(true)
    fireEvent.change(field, { target: { value: '１ ０００,５' } })
    expect(field.value).toBe('1000.5')
    fireEvent.change(field, { target: { value: '100.1234567' } })
    expect(field.value).toBe('100.1234567')
    expect(screen.getByRole('alert').textContent).toBe('At most 6 decimal places.')
    expect(submit().disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'All' }))
    expect(field.value).toBe('250.50')
    expect(submit().disabled).toBe(false)
    fireEvent.click(submit())
    const dialog = await screen.findByRole('dialog', { name: 'Subscribed' })
    expect(requests.filter((r) => r.path === '/api/earn_order').map((r) => r.body)).toEqual([
      { id: 2, amount: '250.50' },
    ])
    fireEvent.click(within(dialog).getByRole('button', { name: 'View my orders' }))
    await waitFor(() => expect(currentPath()).toBe('/earn/1'))
  })
})

describe('invest figures', () => {
  it('are the server rules: rounded down, whole USDT within the range, earn at least the minimum', () => {
    expect(minerEstimate('1000', '0.3', 7)).toEqual({ daily: '3.000000', total: '21.000000' })
    expect(minerEstimate('333', '0.45', 15)).toEqual({ daily: '1.498500', total: '22.477500' })
    expect(minerEstimate('', '0.3', 7)).toBeNull()
    expect(canBuyMiner('100', { min: '100', max: '5000' })).toBe(true)
    expect(canBuyMiner('5001', { min: '100', max: '5000' })).toBe(false)
    expect(canBuyMiner('100.5', { min: '100', max: '5000' })).toBe(false)
    expect(earnEstimate('1000', '4.5', 7)).toBe('0.863013')
    expect(canSubscribeEarn('100', '100.00')).toBe(true)
    expect(canSubscribeEarn('99.999999', '100.00')).toBe(false)
    expect(canSubscribeEarn('', '100.00')).toBe(false)
  })
})
