import type { ContractMarket } from '@contract/contract-trading'
import { liquidationPrice, orderCost } from '@contract/rules/contract'
import { idempotencyHeader } from '@contract/wallet'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { resetTradingState } from '../trading/fixtures'
import { contractInfo, contractMarket, contractOrder } from './fixtures'

let requests: RecordedRequest[] = []
let market: ContractMarket
let orderReply = () => ok(contractOrder(), 'Position opened')

beforeEach(async () => {
  await resetTradingState()
  // These tests are about the form and the call; the review before an order has its own (order-review.test.tsx).
  localStorage.setItem('tern.orderReview', JSON.stringify({ version: 1, skip: ['contract', 'spot'] }))
  market = contractMarket()
  orderReply = () => ok(contractOrder(), 'Position opened')
  const api = mockApi({
    'POST /main/product_lvs': () => ok(market),
    'POST /api/contract_order': () => orderReply(),
    'POST /api/risk_accept': () => ok({ kind: 'contract', version: 1, accepted_at: '2026-01-05T09:30:00.000Z' }),
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

const calls = (path: string) => requests.filter((request) => request.path === path)
const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement
const figure = (id: string) => screen.getByTestId(id).textContent

async function openContract(token: string | null = 'tok') {
  const view = await renderApp({ path: '/contract/12', token })
  await screen.findByRole('region', { name: 'Order book' }, { timeout: 15_000 })
  return view
}

describe('/contract/{id} order form', { timeout: 20_000 }, () => {
  it('offers only the product leverages, the highest by default', async () => {
    market = contractMarket({ info: contractInfo({ leverages: [25, 50], max_leverage: 50 }) })
    await openContract()
    const chips = within(screen.getByRole('group', { name: 'Leverage' })).getAllByRole('button')
    expect(chips.map((chip) => chip.textContent)).toEqual(['25X', '50X'])
    expect(chips[1]?.getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: 'Open long 50X' })).toBeTruthy()
  })

  it('defaults to 100X and shows margin, notional, fee and liquidation price as the rules compute them', async () => {
    await openContract()
    fireEvent.change(field(/^Lots/), { target: { value: '２' } })
    expect(field(/^Lots/).value).toBe('2')
    const cost = orderCost(2, 10_000_000n, 100, '0.05')
    expect(cost.fee).toBe(1_000_000n)
    expect(figure('contract-margin')).toBe('20.00')
    expect(figure('contract-notional')).toBe('2,000.00')
    expect(figure('contract-fee')).toBe('1.00')
    expect(liquidationPrice(0, 6_000_000n, 100, '0.5')).toBe(5_969_849n)
    expect(figure('contract-liq')).toBe('59,698.49')
    expect(figure('contract-available')).toBe('1,000.00')
    expect(
      screen.getByText((_text, element) => element?.tagName === 'DT' && element.textContent === 'Fee (0.05%)'),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Short' }))
    expect(figure('contract-liq')).toBe('60,298.51')
    fireEvent.click(screen.getByRole('button', { name: '25X' }))
    expect(figure('contract-notional')).toBe('500.00')
    expect(figure('contract-fee')).toBe('0.25')
    expect(screen.getByRole('button', { name: 'Open short 25X' })).toBeTruthy()
  })

  it.each([
    ['1.5', '1.5'],
    ['1,5', '1.5'],
    ['１.５', '1.5'],
    ['1 000.50', '1000.50'],
  ])('refuses lots typed as %j (shown %j) with a message instead of ordering ten times more', async (typed, shown) => {
    await openContract()
    fireEvent.change(field(/^Lots/), { target: { value: typed } })
    expect(field(/^Lots/).value).toBe(shown)
    expect(field(/^Lots/).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('alert').textContent).toBe('Whole numbers only: remove the decimal point.')
    expect(figure('contract-margin')).toBe('—')
    fireEvent.click(screen.getByRole('button', { name: 'Open long 100X' }))
    expect(calls('/api/contract_order')).toHaveLength(0)
  })

  it('takes pasted lots with grouping spaces as the whole number they are', async () => {
    await openContract()
    fireEvent.change(field(/^Lots/), { target: { value: '1 000' } })
    expect(field(/^Lots/).value).toBe('1000')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(figure('contract-margin')).toBe('10,000.00')
  })

  it('shows the public balance of the insurance fund under the book', async () => {
    market = contractMarket({ insurance: '-6.666667' })
    await openContract(null)
    expect(figure('contract-insurance')).toBe('-6.67 USDT')
  })

  it('disables the price for market orders and measures a limit order from its price', async () => {
    await openContract()
    expect(field('Price (USDT)').disabled).toBe(true)
    expect(field('Price (USDT)').value).toBe('60000.00')
    fireEvent.change(screen.getByLabelText('Order type'), { target: { value: '1' } })
    fireEvent.change(field('Price (USDT)'), { target: { value: '50000.123' } })
    expect(field('Price (USDT)').value).toBe('50000.123')
    expect(screen.getByRole('alert').textContent).toBe('At most 2 decimal places.')
    fireEvent.change(field('Price (USDT)'), { target: { value: '50000,12' } })
    expect(field('Price (USDT)').value).toBe('50000.12')
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.change(field(/^Lots/), { target: { value: '1' } })
    const expected = liquidationPrice(0, 5_000_012n, 100, '0.5')
    expect(figure('contract-liq')).toBe(
      `${(expected / 100n).toLocaleString('en')}.${String(expected % 100n).padStart(2, '0')}`,
    )
  })

  it('asks for the quantity and refuses stops on the wrong side or beyond liquidation, localized', async () => {
    await openContract()
    fireEvent.click(screen.getByRole('button', { name: 'Open long 100X' }))
    expect(screen.getByRole('alert').textContent).toBe('Please enter quantity')
    fireEvent.change(field(/^Lots/), { target: { value: '1' } })
    fireEvent.change(field('Take-profit'), { target: { value: '59000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Open long 100X' }))
    expect(screen.getByRole('alert').textContent).toMatch(/^Take-profit is on the wrong side/)
    fireEvent.change(field('Take-profit'), { target: { value: '61000' } })
    fireEvent.change(field('Stop-loss'), { target: { value: '59698.49' } })
    expect(screen.getByRole('alert').textContent).toBe('Stop-loss must trigger before the liquidation price')
    fireEvent.change(field('Stop-loss'), { target: { value: '60500' } })
    expect(screen.getByRole('alert').textContent).toMatch(/^Stop-loss is on the wrong side/)
    expect(calls('/api/contract_order')).toHaveLength(0)
  })

  it('localizes the validation messages', async () => {
    const view = await renderApp({ path: '/contract/12', token: 'tok', language: 'th' })
    await screen.findByTestId('contract-mark', undefined, { timeout: 15_000 })
    const submit = view.container.querySelector<HTMLButtonElement>('button[type="submit"]')
    expect(submit?.textContent).toBe('เปิดซื้อขึ้น 100X')
    fireEvent.click(submit as HTMLButtonElement)
    expect(screen.getByRole('alert').textContent).toBe('กรุณากรอกจำนวน')
    fireEvent.change(view.container.querySelector('input[inputmode="numeric"]') as HTMLInputElement, {
      target: { value: '1' },
    })
    fireEvent.change(view.container.querySelectorAll('input[inputmode="decimal"]')[2] as HTMLInputElement, {
      target: { value: '59000' },
    })
    expect(screen.getByRole('alert').textContent).toBe('ตัดขาดทุนต้องทำงานก่อนถึงราคาชำระบัญชี')
  })

  it('places a 100X long at market with TP and SL, one Idempotency-Key, and clears lots and stops', async () => {
    await openContract()
    fireEvent.change(field(/^Lots/), { target: { value: '2' } })
    fireEvent.change(field('Take-profit'), { target: { value: '61000' } })
    fireEvent.change(field('Stop-loss'), { target: { value: '59800' } })
    fireEvent.click(screen.getByRole('button', { name: 'Open long 100X' }))
    await waitFor(() => expect(calls('/api/contract_order')).toHaveLength(1))
    const sent = calls('/api/contract_order')[0]
    expect(sent?.body).toEqual({
      pid: 12,
      type: 0,
      price_type: 0,
      hand: '2',
      level: 100,
      stop_win: '61000',
      stop_loss: '59800',
    })
    expect(sent?.headers.get(idempotencyHeader)).toMatch(/^[0-9a-f-]{36}$/)
    await screen.findByText('Position opened')
    expect(field(/^Lots/).value).toBe('')
    expect(field('Take-profit').value).toBe('')
    expect(calls('/api/risk_accept')).toHaveLength(0)
  })

  it('shows the risk disclosure with the live loss share before the first order, then places it', async () => {
    market = contractMarket({ risk: { accepted: false, loss_share: '74.5', accounts: 200 } })
    await openContract()
    fireEvent.change(field(/^Lots/), { target: { value: '1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Open long 100X' }))
    const sheet = await screen.findByRole('dialog', { name: 'Risk disclosure: leveraged contracts' })
    expect(within(sheet).getByTestId('risk-loss-share').textContent).toBe(
      '74.5% of 200 accounts that closed a contract position in the last 30 days lost money.',
    )
    const accept = within(sheet).getByRole('button', { name: 'Accept and place the order' }) as HTMLButtonElement
    expect(accept.disabled).toBe(true)
    fireEvent.click(within(sheet).getByRole('checkbox'))
    fireEvent.click(accept)
    await waitFor(() => expect(calls('/api/contract_order')).toHaveLength(1))
    expect(calls('/api/risk_accept')[0]?.body).toEqual({ kind: 'contract' })
    expect(requests.findIndex((r) => r.path === '/api/risk_accept')).toBeLessThan(
      requests.findIndex((r) => r.path === '/api/contract_order'),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it.each([
    [
      2,
      '100',
      'Only 2 accounts closed a contract position in the last 30 days (100% of them at a loss): too few to tell how likely a loss is.',
    ],
    [
      1,
      '0',
      'Only 1 account closed a contract position in the last 30 days (0% of them at a loss): too few to tell how likely a loss is.',
    ],
    [
      29,
      '51.72',
      'Only 29 accounts closed a contract position in the last 30 days (51.72% of them at a loss): too few to tell how likely a loss is.',
    ],
    [30, '50', '50% of 30 accounts that closed a contract position in the last 30 days lost money.'],
    [0, null, 'No account has closed a contract position in the last 30 days.'],
  ])(
    'gives the count and period with the loss share, and says when %i accounts are too few',
    async (accounts, share, text) => {
      market = contractMarket({ risk: { accepted: false, loss_share: share, accounts } })
      await openContract()
      fireEvent.change(field(/^Lots/), { target: { value: '1' } })
      fireEvent.click(screen.getByRole('button', { name: 'Open long 100X' }))
      const sheet = await screen.findByRole('dialog', { name: 'Risk disclosure: leveraged contracts' })
      expect(within(sheet).getByTestId('risk-loss-share').textContent).toBe(text)
    },
  )

  it('shows the disclosure when the server refuses with risk_not_accepted', async () => {
    orderReply = () => fail('Please accept the risk disclosure first', 'risk_not_accepted')
    await openContract()
    fireEvent.change(field(/^Lots/), { target: { value: '1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Open long 100X' }))
    expect(await screen.findByRole('dialog', { name: 'Risk disclosure: leveraged contracts' })).toBeTruthy()
  })

  it('shows visitors the market and a sign-in action instead of the order button', async () => {
    market = contractMarket({ balance: null, risk: { accepted: false, loss_share: null, accounts: 0 } })
    await openContract(null)
    expect(screen.getByRole('link', { name: 'Log in to trade' }).getAttribute('href')).toBe(
      '/login?next=%2Fcontract%2F12',
    )
    expect(screen.queryByRole('button', { name: /Open long/ })).toBeNull()
    expect(within(screen.getByRole('list', { name: 'Asks' })).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByTestId('contract-mark').textContent).toContain('60,000.00')
  })
})
