import type { PriceAlert } from '@contract/price-alerts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { PriceAlertsTab } from '@/features/price-alerts'
import { mockApi, ok, type RecordedRequest, sampleUser } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { contractMarket } from '../contract/fixtures'
import { allProducts, candles, klineAnswer, resetMarketState } from '../market/fixtures'

const waiting: PriceAlert = {
  id: 5,
  pid: 12,
  title: 'BTC/USDT',
  direction: 'below',
  price: '60000.00',
  status: 'active',
  add_time: '2026-03-01T10:00:00.000Z',
  fired_price: null,
  fired_t: null,
}
const firedAt = Date.UTC(2026, 2, 1, 11, 30)
const fired: PriceAlert = {
  ...waiting,
  id: 4,
  pid: 13,
  title: 'ETH/USDT',
  direction: 'above',
  price: '3500.00',
  status: 'fired',
  fired_price: '3512.40',
  fired_t: firedAt,
}

const history = candles(20, Date.UTC(2024, 0, 1), 900_000)
let requests: RecordedRequest[] = []
let alerts: PriceAlert[] = []

// The trade screen and the drawer are lazy chunks: load them once, so the first test does not pay for it.
beforeAll(async () => {
  await import('@/features/micro/TradeScreen')
  await import('@/features/price-alerts/components/PriceAlertSheet')
}, 30_000)

beforeEach(async () => {
  await resetMarketState()
  alerts = [waiting]
  const api = mockApi({
    'GET /main/banners': () => ok([]),
    'GET /main/products': () => ok(allProducts),
    'GET /api/userinfo': () => ok(sampleUser),
    'GET /main/kline/pid/12/t/15m': () => ok(klineAnswer(history)),
    'GET /main/kline/pid/12/t/15m/depth/2': () => ok(klineAnswer(history.slice(-2))),
    'POST /main/product_lvs': () => ok(contractMarket()),
    'GET /api/price_alerts': (r) =>
      ok(alerts.filter((a) => !r.query.has('pid') || String(a.pid) === r.query.get('pid'))),
    'POST /api/price_alert_add': (r) => {
      const body = r.body as { pid: number; direction: 'above' | 'below'; price: string }
      const added: PriceAlert = { ...waiting, id: 9, direction: body.direction, price: '65000.00' }
      alerts = [added, ...alerts]
      return ok(added, 'Price alert set')
    },
    'POST /api/price_alert_delete': (r) => {
      alerts = alerts.filter((a) => a.id !== (r.body as { id: number }).id)
      return ok(null, 'Price alert deleted')
    },
  })
  requests = api.requests
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    if (new URL(request.url).searchParams.has('before')) return ok({ kline: [] })
    return api.fetch(request)
  })
})

const posts = (path: string) => requests.filter((r) => r.method === 'POST' && r.path === path).map((r) => r.body)

async function openDrawer() {
  await renderApp({ path: '/trade/12', token: 'tok' })
  fireEvent.click(await screen.findByRole('button', { name: 'Price alerts' }))
  return screen.findByRole('dialog', { name: 'Price alerts for BTC/USDT' })
}

describe('the bell on /trade/{id}', { timeout: 15_000 }, () => {
  it('opens a drawer prefilled with the current price, shows the distance, sets an alert and lists it', async () => {
    const dialog = await openDrawer()
    expect(within(dialog).getByText('64,250.50')).toBeTruthy()
    const input = within(dialog).getByLabelText('Alert price') as HTMLInputElement
    expect(input.value).toBe('64250.50')
    const set = within(dialog).getByRole('button', { name: 'Set alert' }) as HTMLButtonElement
    expect(set.disabled).toBe(true)
    expect(within(dialog).getByTestId('price-alert-distance').textContent).toBe('0.00% from the current price')
    fireEvent.change(input, { target: { value: '65000' } })
    expect(within(dialog).getByTestId('price-alert-distance').textContent).toBe('1.16% from the current price')
    expect(set.disabled).toBe(false)
    fireEvent.click(set)
    await waitFor(() =>
      expect(posts('/api/price_alert_add')).toEqual([{ pid: 12, direction: 'above', price: '65000' }]),
    )
    expect(await screen.findByText('Price alert set')).toBeTruthy()
    await waitFor(() => expect(within(dialog).getAllByTestId('price-alert')).toHaveLength(2))
    expect(within(dialog).getAllByTestId('price-alert')[0]?.textContent).toContain('Price above 65,000.00')
  })

  it('refuses a target on the wrong side of the price before sending it', async () => {
    const dialog = await openDrawer()
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Price below' }))
    fireEvent.change(within(dialog).getByLabelText('Alert price'), { target: { value: '65000' } })
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter a price below the current price')
    expect((within(dialog).getByRole('button', { name: 'Set alert' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(within(dialog).getByLabelText('Alert price'), { target: { value: '63000.555' } })
    expect(within(dialog).getByRole('alert').textContent).toBe('At most 2 decimal places.')
    expect((within(dialog).getByRole('button', { name: 'Set alert' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(within(dialog).getByLabelText('Alert price'), { target: { value: '63000,5' } })
    expect(within(dialog).getByTestId('price-alert-distance').textContent).toBe('-1.94% from the current price')
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })

  it('deletes one of the product’s waiting alerts', async () => {
    const dialog = await openDrawer()
    const row = await within(dialog).findByTestId('price-alert')
    expect(row.textContent).toContain('Price below 60,000.00')
    fireEvent.click(within(row).getByRole('button', { name: 'Delete the alert at 60000.00' }))
    await waitFor(() => expect(posts('/api/price_alert_delete')).toEqual([{ id: 5 }]))
    expect(await within(dialog).findByText('No alerts for this product yet.')).toBeTruthy()
  })
})

describe('the bell on /contract/{id}', { timeout: 15_000 }, () => {
  it('opens the drawer at the contract mark, next to the product info link', async () => {
    await renderApp({ path: '/contract/12', token: 'tok' })
    fireEvent.click(await screen.findByRole('button', { name: 'Price alerts' }, { timeout: 10_000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Price alerts for BTC/USDT' })
    expect((within(dialog).getByLabelText('Alert price') as HTMLInputElement).value).toBe('60000.00')
    expect(screen.getByRole('link', { name: 'Product info' })).toBeTruthy()
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/api/price_alerts' && r.query.get('pid') === '12')).toBe(true),
    )
  })
})

describe('the bell for visitors', () => {
  it('is not shown to visitors', async () => {
    await renderApp({ path: '/trade/12' })
    await screen.findByRole('heading', { name: 'BTC/USDT' })
    expect(screen.queryByRole('button', { name: 'Price alerts' })).toBeNull()
  })
})

describe('PriceAlertsTab', () => {
  it('lists every alert, a fired one with the price and time that reached it, and deletes', async () => {
    alerts = [waiting, fired]
    await renderApp({ ui: <PriceAlertsTab />, token: 'tok' })
    const rows = await screen.findAllByTestId('price-alert')
    expect(rows[0]?.textContent).toBe('BTC/USDTPrice below 60,000.00Waiting')
    expect(rows[1]?.textContent).toContain('ETH/USDTPrice above 3,500.00')
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(firedAt)
    expect(rows[1]?.textContent).toContain(`Reached at 3,512.40 on ${when}`)
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Delete the alert at 3500.00' }))
    await waitFor(() => expect(posts('/api/price_alert_delete')).toEqual([{ id: 4 }]))
    await waitFor(() => expect(screen.getAllByTestId('price-alert')).toHaveLength(1))
  })

  it('says so when there are none', async () => {
    alerts = []
    await renderApp({ ui: <PriceAlertsTab />, token: 'tok' })
    expect(await screen.findByText(/No price alerts yet/)).toBeTruthy()
  })
})
