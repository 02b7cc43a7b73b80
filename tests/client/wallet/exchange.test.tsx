import { idempotencyHeader } from '@contract/wallet'
import { act, fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'

let requests: RecordedRequest[] = []

beforeEach(() => {
  const api = mockApi({
    'POST /api/user_balance': () => ok({ USDT: '1000', BTC: '0', ETH: '0' }),
    'POST /api/exchange_result2': (request) => {
      const body = request.body as { amount: string; do: 0 | 1 }
      return ok({
        amount: body.amount === '100' ? '0.00155' : '64516.12',
        from_amount: '100',
        to_amount: '0.00155',
        rate: '0.0000155',
        ticks: [],
        ...(body.do === 1 ? { id: 1 } : {}),
      })
    },
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

const exchangeCalls = () => requests.filter((request) => request.path === '/api/exchange_result2')
const field = (name: 'From' | 'To') => screen.getByLabelText(name, { selector: 'input' })
const submitButton = () => screen.getByRole('button', { name: 'Exchange' })

async function openExchange(language: 'en' | 'de' = 'en') {
  await renderApp({ path: '/exchange', token: 'tok', language })
  await screen.findByText(language === 'en' ? '1,000.00' : '1.000,00')
  vi.useFakeTimers()
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

describe('/exchange', () => {
  it('asks for no quote at 0 and one quote 500 ms after the last keystroke', async () => {
    await openExchange()
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(field('From'), { target: { value: '0' } })
    await advance(1000)
    expect(exchangeCalls()).toEqual([])
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(field('From'), { target: { value: '1' } })
    await advance(300)
    fireEvent.change(field('From'), { target: { value: '10' } })
    await advance(300)
    fireEvent.change(field('From'), { target: { value: '100' } })
    await advance(499)
    expect(exchangeCalls()).toEqual([])
    await advance(1)
    expect(exchangeCalls().map((call) => call.body)).toEqual([
      { from: 'USDT', to: 'BTC', amount: '100', type: 0, do: 0 },
    ])
    expect((field('To') as HTMLInputElement).value).toBe('0.00155')
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false)
  })

  it('keeps a German decimal comma as a decimal and refuses more decimals than the coin has', async () => {
    await openExchange('de')
    const from = () => screen.getByLabelText('Von', { selector: 'input' }) as HTMLInputElement
    const to = () => screen.getByLabelText('Nach', { selector: 'input' }) as HTMLInputElement
    fireEvent.change(from(), { target: { value: '1.000,5' } })
    expect(from().value).toBe('1000.5')
    fireEvent.change(from(), { target: { value: '1,000' } })
    expect(from().value).toBe('1.000')
    fireEvent.change(to(), { target: { value: '0.123456789' } })
    expect(to().value).toBe('0.123456789')
    expect(screen.getByRole('alert').textContent).toBe('Höchstens 8 Nachkommastellen.')
    await advance(1000)
    expect(exchangeCalls()).toEqual([])
    expect((screen.getByRole('button', { name: 'Tauschen' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('asks with type 1 when the to amount is edited', async () => {
    await openExchange()
    fireEvent.change(field('To'), { target: { value: '1' } })
    await advance(500)
    expect(exchangeCalls().map((call) => call.body)).toEqual([{ from: 'USDT', to: 'BTC', amount: '1', type: 1, do: 0 }])
    expect((field('From') as HTMLInputElement).value).toBe('64516.12')
  })

  it('fills the max, swaps, and executes with do 1 and an idempotency key, then shows the success dialog', async () => {
    await openExchange()
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect((field('From') as HTMLInputElement).value).toBe('1000')
    fireEvent.click(screen.getByRole('button', { name: 'Swap currencies' }))
    expect((screen.getByLabelText('From currency') as HTMLSelectElement).value).toBe('BTC')
    fireEvent.click(screen.getByRole('button', { name: 'Swap currencies' }))
    fireEvent.change(field('From'), { target: { value: '100' } })
    await advance(500)
    fireEvent.click(submitButton())
    await advance(0)
    const execute = exchangeCalls().find((call) => (call.body as { do: number }).do === 1)
    expect(execute?.body).toEqual({ from: 'USDT', to: 'BTC', amount: '100', type: 0, do: 1 })
    expect(execute?.headers.get(idempotencyHeader)).toMatch(/^[\w-]{16,}$/)
    expect(screen.getByRole('dialog', { name: 'Exchange successful' }).textContent).toContain(
      'You exchanged 100.00 USDT for 0.00155 BTC.',
    )
    // The balances reload after the exchange.
    expect(requests.filter((request) => request.path === '/api/user_balance')).toHaveLength(2)
  })

  it('names both currencies in the success dialog, formatted for the language', async () => {
    await openExchange('de')
    fireEvent.change(screen.getAllByRole('textbox')[0] as HTMLElement, { target: { value: '100' } })
    await advance(500)
    fireEvent.click(screen.getByRole('button', { name: 'Tauschen' }))
    await advance(0)
    expect(screen.getByRole('dialog').textContent).toMatch(/100,00 USDT.*0,00155 BTC/)
  })
})
