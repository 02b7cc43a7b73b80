// The review before a contract order and the size chips: the review shows the order as it will be sent, "don't
// ask again" skips it from then on and the settings bring it back; the 50% chip fills the lots half the available
// margin pays for, fee included.
import type { ContractMarket } from '@contract/contract-trading'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { resetTradingState } from '../trading/fixtures'
import { contractMarket, contractOrder } from './fixtures'

let requests: RecordedRequest[] = []
let market: ContractMarket

beforeEach(async () => {
  await resetTradingState()
  market = contractMarket()
  const api = mockApi({
    'POST /main/product_lvs': () => ok(market),
    'POST /api/contract_order': () => ok(contractOrder(), 'Position opened'),
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

const calls = (path: string) => requests.filter((request) => request.path === path)
const lots = () => (screen.getByLabelText(/^Lots/) as HTMLInputElement).value

async function openContract() {
  const view = await renderApp({ path: '/contract/12', token: 'tok' })
  await screen.findByRole('region', { name: 'Order book' }, { timeout: 25_000 })
  return view
}

describe('the contract order review and size chips', { timeout: 30_000 }, () => {
  it('fills lots from the chips: 1,000 USDT at 100x pays for 95 lots of 10.50, half of it for 47', async () => {
    await openContract()
    const chips = screen.getByRole('group', { name: 'Share of the available balance' })
    fireEvent.click(within(chips).getByRole('button', { name: '50%' }))
    expect(lots()).toBe('47')
    fireEvent.click(within(chips).getByRole('button', { name: '25%' }))
    expect(lots()).toBe('23')
    fireEvent.click(within(chips).getByRole('button', { name: /^Max/ }))
    expect(lots()).toBe('95')
    expect(within(chips).getByRole('button', { name: /^Max/ }).textContent).toBe('Max 95 lots')
    // At 25x a lot takes 10.125: 98 of them.
    fireEvent.click(screen.getByRole('button', { name: '25X' }))
    fireEvent.click(within(chips).getByRole('button', { name: '100%' }))
    expect(lots()).toBe('98')
  })

  it('reviews the order, sends it on confirmation, and skips the review once asked not to ask again', async () => {
    await openContract()
    fireEvent.change(screen.getByLabelText(/^Lots/), { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Open long 100X' }))
    const review = await screen.findByRole('dialog', { name: 'Review BTC/USDT order' })
    const line = (key: string) => within(review).getByTestId(`review-${key}`).textContent
    expect(line('side')).toBe('Long')
    expect(line('size')).toBe('2')
    expect(line('leverage')).toBe('100X')
    expect(line('price')).toBe('60,000.00 Market')
    expect(line('liquidation')).toBe('59,698.49')
    expect(line('fee')).toBe('1.00 USDT')
    expect(line('margin')).toBe('20.00 USDT')
    expect(line('total')).toBe('21.00 USDT')
    expect(calls('/api/contract_order')).toHaveLength(0)
    fireEvent.click(within(review).getByRole('checkbox'))
    fireEvent.click(within(review).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(calls('/api/contract_order')).toHaveLength(1))
    expect(calls('/api/contract_order')[0]?.body).toMatchObject({ hand: '2', level: 100, type: 0, price_type: 0 })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(JSON.parse(localStorage.getItem('tern.orderReview') ?? '{}')).toEqual({ version: 1, skip: ['contract'] })

    fireEvent.change(screen.getByLabelText(/^Lots/), { target: { value: '3' } })
    fireEvent.click(screen.getByRole('button', { name: 'Open long 100X' }))
    await waitFor(() => expect(calls('/api/contract_order')).toHaveLength(2))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('sends nothing when the review is left with Back', async () => {
    await openContract()
    fireEvent.change(screen.getByLabelText(/^Lots/), { target: { value: '1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Open long 100X' }))
    const review = await screen.findByRole('dialog', { name: 'Review BTC/USDT order' })
    fireEvent.click(within(review).getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls('/api/contract_order')).toHaveLength(0)
    expect(localStorage.getItem('tern.orderReview')).toBeNull()
  })

  it('turns the review back on in Language and display', async () => {
    localStorage.setItem('tern.orderReview', JSON.stringify({ version: 1, skip: ['contract', 'spot'] }))
    await renderApp({ path: '/language', token: 'tok' })
    // Asked anew each time: on a busy machine the screen may render again (its lazy parts loading) after the switch
    // first shows, and a click on the replaced element changes nothing.
    const contract = () =>
      screen.getByRole('switch', { name: 'Review contract orders before sending' }) as HTMLInputElement
    await waitFor(() => expect(contract().checked).toBe(false))
    fireEvent.click(contract())
    await waitFor(() => expect(contract().checked).toBe(true))
    expect(JSON.parse(localStorage.getItem('tern.orderReview') ?? '{}')).toEqual({ version: 1, skip: ['spot'] })
  })
})
