import type { ContractMarket } from '@contract/contract-trading'
import { idempotencyHeader } from '@contract/wallet'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { liquidationDistance } from '@/features/contract/model'
import { mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { resetTradingState } from '../trading/fixtures'
import { contractMarket, contractOrder, pendingOrder } from './fixtures'

let requests: RecordedRequest[] = []
let market: ContractMarket

beforeEach(async () => {
  await resetTradingState()
  market = contractMarket({ orders: [contractOrder(), pendingOrder()] })
  const api = mockApi({
    'POST /main/product_lvs': () => ok(market),
    'POST /api/contract_sell': () => ok(contractOrder({ status: 2 }), 'Position closed'),
    'POST /api/contract_cancel': () => ok(pendingOrder({ status: 3 }), 'Order cancelled'),
    'POST /api/contract_stops': () => ok(contractOrder(), 'Saved'),
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

const calls = (path: string) => requests.filter((request) => request.path === path)

async function openHolding() {
  const view = await renderApp({ path: '/contract/12/hold', token: 'tok' })
  await screen.findByTestId('position-901', undefined, { timeout: 15_000 })
  return view
}

describe('liquidationDistance', () => {
  it.each([
    [0, '60300.00', '59698.49', '0.99'],
    [1, '60000.00', '60298.51', '0.49'],
    [0, '59600.00', '59698.49', '-0.16'],
    [0, '1.2345', '1.2300', '0.36'],
    // through the liquidation price: rounded on the magnitude, toward zero (-0.333 -> -0.33, -0.001 -> 0.00)
    [0, '3.00', '3.01', '-0.33'],
    [1, '3.01', '3.00', '-0.33'],
    [0, '100000.00', '100000.01', '0.00'],
  ] as const)('side %i mark %s liq %s -> %s%%', (type, price, liq, expected) => {
    expect(liquidationDistance({ type, price, liq_price: liq })).toBe(expected)
  })
})

describe('/contract/{id}/hold positions', { timeout: 20_000 }, () => {
  it('shows a position with its figures and the distance to liquidation', async () => {
    await openHolding()
    expect(screen.getByRole('tab', { name: 'Holding (1)' }).getAttribute('aria-selected')).toBe('true')
    const row = screen.getByTestId('position-901')
    const text = row.textContent ?? ''
    for (const part of ['BTC/USDT', 'Long 100X', '+10.00', '60,000.00', '60,300.00', '61,000.00', '59,800.00']) {
      expect(text).toContain(part)
    }
    expect(text).toContain('59,698.49')
    expect(within(row).getByTestId('liq-distance-901').textContent).toBe('0.99 %')
    // PnL in USDT with its unit, ROE = 10 / 20 margin, the mark beside the entry.
    expect(within(row).getByTestId('position-901-pnl').textContent).toBe('+10.00 USDT')
    expect(within(row).getByTestId('position-901-roe').textContent).toBe('+50.00 %')
    expect(within(row).getByTestId('position-901-mark').textContent).toBe('60,300.00')
    expect(row.querySelector('[data-tone="1"]')?.textContent).toBe('+10.00 USDT')
    const pending = screen.getByTestId('pending-902')
    expect(pending.textContent).toContain('59,000.00')
    expect(pending.textContent).toContain('Fee frozen1.00')
  })

  it('closes 50% after a confirmation with the shares 25/50/75/100', async () => {
    await openHolding()
    fireEvent.click(within(screen.getByTestId('position-901')).getByRole('button', { name: 'Close' }))
    const dialog = screen.getByRole('dialog', { name: 'Close BTC/USDT' })
    const shares = within(within(dialog).getByRole('group', { name: 'Share to close' })).getAllByRole('button')
    expect(shares.map((button) => button.textContent)).toEqual(['25%', '50%', '75%', '100%'])
    expect(shares[3]?.getAttribute('aria-pressed')).toBe('true')
    // The whole position gains 10.00 at the mark; each share shows its own part of it.
    expect(within(dialog).getByTestId('close-pnl').textContent).toBe('+10.00 USDT')
    fireEvent.click(within(dialog).getByRole('button', { name: '25%' }))
    expect(within(dialog).getByTestId('close-pnl').textContent).toBe('+2.50 USDT')
    fireEvent.click(within(dialog).getByRole('button', { name: '50%' }))
    expect(within(dialog).getByTestId('close-pnl').textContent).toBe('+5.00 USDT')
    // ROE: the share's PnL over the share's margin, the same for every share of one position.
    expect(within(dialog).getByTestId('close-roe').textContent).toBe('+50.00 %')
    expect(dialog.textContent).toContain('Closes 50% at the current mark price')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close 50%' }))
    await waitFor(() => expect(calls('/api/contract_sell')).toHaveLength(1))
    expect(calls('/api/contract_sell')[0]?.body).toEqual({ oid: 901, share: 50 })
    expect(calls('/api/contract_sell')[0]?.headers.get(idempotencyHeader)).toBeTruthy()
    await screen.findByText('Position closed')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('edits TP/SL, refusing a stop-loss beyond liquidation before sending', async () => {
    await openHolding()
    fireEvent.click(within(screen.getByTestId('position-901')).getByRole('button', { name: 'TP/SL' }))
    const dialog = screen.getByRole('dialog', { name: 'Take-profit and stop-loss' })
    fireEvent.change(within(dialog).getByLabelText('Stop-loss'), { target: { value: '59500' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Stop-loss must trigger before the liquidation price')
    expect(calls('/api/contract_stops')).toHaveLength(0)
    fireEvent.change(within(dialog).getByLabelText('Stop-loss'), { target: { value: '' } })
    fireEvent.change(within(dialog).getByLabelText('Take-profit'), { target: { value: '62000.125' } })
    expect(within(dialog).getByText('At most 2 decimal places.')).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('Take-profit'), { target: { value: '６２０００' } })
    expect((within(dialog).getByLabelText('Take-profit') as HTMLInputElement).value).toBe('62000')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(calls('/api/contract_stops')).toHaveLength(1))
    expect(calls('/api/contract_stops')[0]?.body).toEqual({ oid: 901, stop_win: '62000', stop_loss: '' })
  })

  it('cancels a pending order', async () => {
    await openHolding()
    fireEvent.click(within(screen.getByTestId('pending-902')).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(calls('/api/contract_cancel')).toHaveLength(1))
    expect(calls('/api/contract_cancel')[0]?.body).toEqual({ oid: 902 })
    await screen.findByText('Order cancelled')
  })

  it('links to the history and the product info, and the drawer chooses through /to/contract/{id}', async () => {
    await openHolding()
    expect(screen.getByRole('link', { name: 'History' }).getAttribute('href')).toBe('/contract_history')
    expect(screen.getByRole('link', { name: 'Product info' }).getAttribute('href')).toBe('/trade/12/contract')
    fireEvent.click(screen.getByRole('button', { name: 'Choose a product' }))
    const drawer = await screen.findByRole('dialog', { name: 'Markets' })
    expect(drawer).toBeTruthy()
  })
})
