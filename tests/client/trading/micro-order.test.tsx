import type { MicroResult } from '@contract/trading'
import { idempotencyHeader } from '@contract/wallet'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { acceptRisk } from '@/features/micro/risk'
import { fail, mockApi, ok, type RecordedRequest, sampleUser } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { advance, entryTick, microKline, microResult, placedOrder, resetTradingState } from './fixtures'

let requests: RecordedRequest[] = []
let results: (() => Response)[] = []
let placeAnswer: () => Response | Promise<Response> = () => ok(placedOrder())
const accepted = () => ok({ kind: 'micro', version: 1, accepted_at: '2026-03-01T12:00:00.000Z' })
let riskAnswer: () => Response | Promise<Response> = accepted

// The trade screen is a lazy chunk: load it once up front, not inside the first test's one-second wait (on a
// busy machine the cold import alone can take longer).
beforeAll(() => import('@/features/micro/TradeScreen'), 30_000)

beforeEach(async () => {
  await resetTradingState()
  results = []
  placeAnswer = () => ok(placedOrder())
  riskAnswer = accepted
  const api = mockApi({
    'POST /api/risk_accept': () => riskAnswer(),
    'GET /main/kline/pid/12/t/15m': () => ok(microKline()),
    'GET /main/kline/pid/12/t/15m/depth/2': () => ok(microKline()),
    'GET /api/userinfo': () => ok(sampleUser),
    'POST /api/micro_order': () => placeAnswer(),
    'POST /api/micro_result': () => (results.shift() ?? (() => ok(microResult())))(),
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

const calls = (path: string) => requests.filter((request) => request.path === path)
const orderDialog = () => screen.getByRole('dialog', { name: 'Buy up · BTC/USDT' })
const amountField = () => within(orderDialog()).getByLabelText('Amount (USDT)')

async function openTrade(token: string | null = 'tok') {
  const view = await renderApp({ path: '/trade/12', token })
  const button = await screen.findByRole('button', { name: 'Buy up' })
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))
  return view
}

async function openOrderDialog() {
  acceptRisk(sampleUser.id)
  await openTrade()
  fireEvent.click(screen.getByRole('button', { name: 'Buy up' }))
  await screen.findByRole('dialog', { name: 'Buy up · BTC/USDT' })
}

describe('timed order: buttons and risk disclosure', () => {
  it('sends a logged-out visitor to /login', async () => {
    const view = await openTrade(null)
    fireEvent.click(screen.getByRole('button', { name: 'Buy down' }))
    await waitFor(() => expect(view.currentPath()).toBe('/login?next=%2Ftrade%2F12'))
  })

  it('asks to accept the risk disclosure before the first order, once per account', async () => {
    await openTrade()
    fireEvent.click(screen.getByRole('button', { name: 'Buy up' }))
    const risk = await screen.findByRole('dialog', { name: 'Risk disclosure: timed orders' })
    expect(within(risk).getByText(/You can lose your entire stake/)).toBeTruthy()
    const accept = within(risk).getByRole('button', { name: 'Accept' }) as HTMLButtonElement
    expect(accept.disabled).toBe(true)
    fireEvent.click(within(risk).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Buy up' }))
    const again = await screen.findByRole('dialog', { name: 'Risk disclosure: timed orders' })
    fireEvent.click(within(again).getByRole('checkbox'))
    fireEvent.click(within(again).getByRole('button', { name: 'Accept' }))
    // The order dialog waits for the server's record of the acceptance.
    await screen.findByRole('dialog', { name: 'Buy up · BTC/USDT' })
    expect(calls('/api/risk_accept').map((request) => request.body)).toEqual([{ kind: 'micro' }])
    fireEvent.click(within(orderDialog()).getByRole('button', { name: 'Cancel' }))

    fireEvent.click(screen.getByRole('button', { name: 'Buy down' }))
    await screen.findByRole('dialog', { name: 'Buy down · BTC/USDT' })
    expect(screen.queryByRole('dialog', { name: 'Risk disclosure: timed orders' })).toBeNull()
    expect(calls('/api/risk_accept')).toHaveLength(1)
  })

  it('keeps the disclosure open when the server does not record the acceptance', async () => {
    riskAnswer = () => fail('Something went wrong on our side. Please try again.', 'internal')
    await openTrade()
    fireEvent.click(screen.getByRole('button', { name: 'Buy up' }))
    const risk = await screen.findByRole('dialog', { name: 'Risk disclosure: timed orders' })
    fireEvent.click(within(risk).getByRole('checkbox'))
    fireEvent.click(within(risk).getByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(calls('/api/risk_accept')).toHaveLength(1))
    await waitFor(() =>
      expect((within(risk).getByRole('button', { name: 'Accept' }) as HTMLButtonElement).disabled).toBe(false),
    )
    expect(screen.queryByRole('dialog', { name: 'Buy up · BTC/USDT' })).toBeNull()
  })

  it('asks again when the server has no acceptance on record for a locally accepted account', async () => {
    placeAnswer = () => fail('Please read and accept the risk disclosure before trading.', 'risk_not_accepted')
    await openOrderDialog()
    fireEvent.change(amountField(), { target: { value: '20' } })
    fireEvent.click(within(orderDialog()).getByRole('button', { name: 'Confirm order' }))
    await waitFor(() => expect(calls('/api/micro_order')).toHaveLength(1))
    fireEvent.click(within(orderDialog()).getByRole('button', { name: 'Cancel' }))
    fireEvent.click(screen.getByRole('button', { name: 'Buy up' }))
    await screen.findByRole('dialog', { name: 'Risk disclosure: timed orders' })
  })
})

describe('timed order dialog', () => {
  it('lists the durations with rate and minimum, and shows the balance', async () => {
    await openOrderDialog()
    const radios = within(orderDialog()).getAllByRole('radio')
    expect(radios).toHaveLength(3)
    expect(radios[0]?.closest('label')?.textContent).toBe('30s80%Min 10')
    expect((radios[0] as HTMLInputElement).checked).toBe(true)
    expect(orderDialog().textContent).toContain('1,000.00 USDT')
  })

  it("says 'Please enter amount' below 1 and names the duration minimum below it", async () => {
    await openOrderDialog()
    const confirm = within(orderDialog()).getByRole('button', { name: 'Confirm order' })
    fireEvent.click(confirm)
    expect(within(orderDialog()).getByRole('alert').textContent).toBe('Please enter amount')
    fireEvent.change(amountField(), { target: { value: '0.5' } })
    expect(within(orderDialog()).getByRole('alert').textContent).toBe('Please enter amount')
    fireEvent.change(amountField(), { target: { value: '5' } })
    expect(within(orderDialog()).getByRole('alert').textContent).toBe('The minimum for this duration is 10 USDT')
    fireEvent.click(within(orderDialog()).getByRole('radio', { name: /120s/ }))
    fireEvent.change(amountField(), { target: { value: '20' } })
    expect(within(orderDialog()).getByRole('alert').textContent).toBe('The minimum for this duration is 50 USDT')
    fireEvent.change(amountField(), { target: { value: '2000' } })
    expect(within(orderDialog()).getByRole('alert').textContent).toBe('Insufficient balance')
    fireEvent.click(confirm)
    expect(calls('/api/micro_order')).toHaveLength(0)
  })

  it.each([
    // typed, kept, fee (1.5 %, up to 1e-6), profit (80 %, down to 1e-6), total
    ['10', '10', '0.15 USDT', '8.00 USDT', '10.15 USDT'],
    ['12.5', '12.5', '0.1875 USDT', '10.00 USDT', '12.6875 USDT'],
    ['33.333333', '33.333333', '0.50 USDT', '26.666666 USDT', '33.833333 USDT'],
    ['10,05', '10.05', '0.15075 USDT', '8.04 USDT', '10.20075 USDT'],
    ['１０.０５', '10.05', '0.15075 USDT', '8.04 USDT', '10.20075 USDT'],
    ['1 000.50', '1000.50', '15.0075 USDT', '800.40 USDT', '1,015.5075 USDT'],
    ['10.123456', '10.123456', '0.151852 USDT', '8.098764 USDT', '10.275308 USDT'],
  ])('typed %s: keeps %s, fee %s, profit %s, total %s', async (typed, kept, fee, profit, total) => {
    await openOrderDialog()
    fireEvent.change(amountField(), { target: { value: typed } })
    expect((amountField() as HTMLInputElement).value).toBe(kept)
    expect(screen.getByTestId('micro-fee').textContent).toBe(fee)
    expect(screen.getByTestId('micro-profit').textContent).toBe(profit)
    expect(screen.getByTestId('micro-total').textContent).toBe(total)
  })

  it.each([
    ['10.1234567', 'At most 6 decimal places.'],
    ['1a0.0.5', 'Enter a number, such as 12.5.'],
  ])('refuses %s as typed, with %j, and shows no figures for it', async (typed, message) => {
    await openOrderDialog()
    fireEvent.change(amountField(), { target: { value: typed } })
    expect((amountField() as HTMLInputElement).value).toBe(typed)
    expect(within(orderDialog()).getByRole('alert').textContent).toBe(message)
    expect(screen.getByTestId('micro-total').textContent).toBe('—')
    fireEvent.click(within(orderDialog()).getByRole('button', { name: 'Confirm order' }))
    expect(calls('/api/micro_order')).toHaveLength(0)
  })

  it('blocks a duplicate submit while one is in flight (one request, with an idempotency key)', async () => {
    let release: (response: Response) => void = () => undefined
    placeAnswer = () => new Promise<Response>((resolve) => (release = resolve))
    await openOrderDialog()
    fireEvent.change(amountField(), { target: { value: '20' } })
    const confirm = within(orderDialog()).getByRole('button', { name: 'Confirm order' })
    fireEvent.click(confirm)
    fireEvent.click(confirm)
    fireEvent.submit(confirm.closest('form') as HTMLFormElement)
    await waitFor(() => expect(calls('/api/micro_order')).toHaveLength(1))
    expect(calls('/api/micro_order')[0]?.body).toEqual({ pid: 12, t: 30, amount: '20', type: 0 })
    expect(calls('/api/micro_order')[0]?.headers.get(idempotencyHeader)).toMatch(/^[\w-]{16,}$/)
    release(ok(placedOrder()))
    await screen.findByRole('dialog', { name: 'Order placed' })
    expect(calls('/api/micro_order')).toHaveLength(1)
  })
})

describe('countdown and result', () => {
  async function placeWithFakeTimers() {
    await openOrderDialog()
    vi.useFakeTimers()
    fireEvent.change(amountField(), { target: { value: '20' } })
    fireEvent.click(within(orderDialog()).getByRole('button', { name: 'Confirm order' }))
    await advance(0)
    return screen.getByRole('dialog', { name: 'Order placed' })
  }
  const settled = (patch: Partial<MicroResult>) => () =>
    ok(
      microResult({
        status: 1,
        sellprice: '64300.00',
        settlement: { t: entryTick.t + 29_900, price: '64300.00' },
        ...patch,
      }),
    )

  it('counts the chosen duration down, then asks for the result every 2 s until settled; a win is green', async () => {
    results = [() => ok(microResult()), () => ok(microResult()), settled({ result: 1, ploss: '16.000000' })]
    const ticket = await placeWithFakeTimers()
    expect(within(ticket).getByRole('timer').textContent).toBe('30')
    expect(ticket.textContent).toContain('64,250.50')
    await advance(1000)
    expect(within(ticket).getByRole('timer').textContent).toBe('29')
    await advance(28_000)
    expect(within(ticket).getByRole('timer').textContent).toBe('1')
    expect(calls('/api/micro_result')).toHaveLength(0)
    await advance(1000)
    expect(calls('/api/micro_result')).toHaveLength(1)
    expect(calls('/api/micro_result')[0]?.body).toEqual({ oid: 501 })
    expect(screen.getByText('Waiting for the settlement price…')).toBeTruthy()
    await advance(1999)
    expect(calls('/api/micro_result')).toHaveLength(1)
    await advance(1)
    expect(calls('/api/micro_result')).toHaveLength(2)
    await advance(2000)
    expect(calls('/api/micro_result')).toHaveLength(3)
    const result = screen.getByRole('dialog', { name: 'Order settled' })
    const ploss = within(result).getByTestId('micro-ploss')
    // A win of 16.00 less the 0.30 fee taken at placement.
    expect(ploss.textContent).toBe('+15.70 USDT')
    expect(within(result).getByTestId('micro-ploss-fee').textContent).toBe('including the fee of 0.30 USDT')
    expect(ploss.className).toMatch(/up/)
    expect(result.textContent).toContain('Won')
    expect(result.textContent).toContain('64,300.00')
    expect(result.querySelectorAll('time')).toHaveLength(2)
    await advance(10_000)
    expect(calls('/api/micro_result')).toHaveLength(3)
  })

  it.each([
    ['a loss', 2, '-20.000000', '-20.30 USDT', 'Lost'],
    ['a tie', 0, '0.000000', '-0.30 USDT', 'Tie: stake refunded'],
  ] as const)('shows %s in red, as charged: stake and fee', async (_name, outcome, ploss, shown, label) => {
    results = [settled({ result: outcome, ploss })]
    await placeWithFakeTimers()
    await advance(30_000)
    const result = screen.getByRole('dialog', { name: 'Order settled' })
    const value = within(result).getByTestId('micro-ploss')
    expect(value.textContent).toBe(shown)
    expect(value.className).toMatch(/down/)
    expect(result.textContent).toContain(label)
    expect(within(result).getByTestId('micro-ploss-fee').textContent).toBe('including the fee of 0.30 USDT')
  })

  it("shows the server's msg as an error when the result call is refused, and stops asking", async () => {
    results = [() => fail('Order not found', 'not_found')]
    const ticket = await placeWithFakeTimers()
    await advance(30_000)
    expect(within(ticket).getByRole('alert').textContent).toBe('Order not found')
    await advance(10_000)
    expect(calls('/api/micro_result')).toHaveLength(1)
  })
})
