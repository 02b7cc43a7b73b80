// /console/feed: venues and products as the engine reported them, and a product's sources edited in a form above the
// table (saved with a reason, refused with the server's message), the menu item only for roles that may edit products.
import type { FeedOverview } from '@contract/console-data'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { storeSession } from './fixtures'

let requests: RecordedRequest[] = []
let overview: FeedOverview

const btc = {
  pid: 12,
  code: 'BTC',
  name: 'BTC/USDT',
  primary: 'binance:BTCUSDT',
  secondary: 'okx:BTC-USDT',
  source: 'binance:BTCUSDT',
  status: 'delayed' as const,
  t: Date.UTC(2026, 2, 1, 12, 0, 0),
  last_tick_age_ms: 42_000,
}
const gold = {
  pid: 1,
  code: 'XAU',
  name: 'Gold',
  primary: '',
  secondary: '',
  source: 'simulator',
  status: 'simulated' as const,
  t: Date.UTC(2026, 2, 1, 12, 0, 0),
  last_tick_age_ms: 1000,
}

beforeEach(() => {
  storeSession('admin')
  overview = {
    published_at: '2026-03-01T12:00:00.000Z',
    sources: ['binance', 'okx'],
    known_venues: ['binance', 'okx'],
    venues: [
      {
        venue: 'binance',
        title: 'Binance',
        connected: true,
        last_message_age_ms: 3000,
        reconnects: 2,
        backfilled_bars: 7,
        trades: 1530,
      },
      {
        venue: 'okx',
        title: 'OKX',
        connected: false,
        last_message_age_ms: null,
        reconnects: 0,
        backfilled_bars: 0,
        trades: 0,
      },
    ],
    products: [btc, gold],
  }
  const api = mockApi({
    'GET /admin/feed': () => ok(overview),
    'POST /admin/feed/routes': (request) => {
      const body = request.body as { pid: number; primary: string; secondary: string }
      if (!body.primary.includes(':')) {
        return fail(
          `Invalid source ${body.primary}: write venue:SYMBOL with a venue of binance, okx, e.g. binance:BTCUSDT or okx:BTC-USDT.`,
          'validation',
        )
      }
      overview = {
        ...overview,
        products: overview.products.map((p) =>
          p.pid === body.pid ? { ...p, primary: body.primary, secondary: body.secondary } : p,
        ),
      }
      return ok({ pid: body.pid, primary: body.primary, secondary: body.secondary }, 'Settings saved')
    },
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})
afterEach(() => sessionStorage.clear())

const table = (name: string) => within(screen.getByRole('region', { name }))
const routeCalls = () => requests.filter((r) => r.method === 'POST' && r.path === '/admin/feed/routes')

describe('/console/feed', () => {
  it('shows each venue and each product as the engine reported them', async () => {
    await renderApp({ path: '/console/feed' })
    await screen.findByRole('heading', { name: 'Feed', level: 1 })
    expect(screen.getByRole('link', { name: 'Feed' }).getAttribute('aria-current')).toBe('page')
    const venues = table('Venues')
    const rows = venues.getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent))
    expect(rows).toEqual([
      ['Venue', 'Connection', 'Last message', 'Reconnects', 'Gaps backfilled (bars)', 'Trades'],
      ['Binance', 'Connected', '3 sec', '2', '7', '1,530'],
      ['OKX', 'Not connected', '—none yet', '0', '0', '0'],
    ])
    expect(screen.getByText(/Venues switched on: binance, okx\./)).toBeTruthy()
    const products = table('Products and their sources')
    const btcRow = products.getByText('BTC/USDT').closest('tr') as HTMLElement
    expect(within(btcRow).getByText('binance:BTCUSDT', { selector: 'td' })).toBeTruthy()
    expect(within(btcRow).getByTestId('market-status').textContent).toContain('Delayed')
    expect(within(btcRow).getByText('42 sec')).toBeTruthy()
    expect(within(btcRow).getByText('okx:BTC-USDT')).toBeTruthy()
    const goldRow = products.getByText('Gold').closest('tr') as HTMLElement
    expect(within(goldRow).getByText('Simulator')).toBeTruthy()
    expect(within(goldRow).getByText('Simulated')).toBeTruthy()
    expect(within(goldRow).getByText('none')).toBeTruthy()
  })

  it('edits a product’s sources in its row: a refusal shows the server’s message, a save refreshes the row', async () => {
    await renderApp({ path: '/console/feed' })
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the sources of BTC/USDT' }))
    expect(screen.getByRole('button', { name: 'Edit the sources of BTC/USDT' }).getAttribute('aria-expanded')).toBe(
      'true',
    )
    const form = within(screen.getByRole('form', { name: 'Sources of BTC/USDT' }))
    const primary = form.getByLabelText('Primary source') as HTMLInputElement
    await waitFor(() => expect(document.activeElement).toBe(primary))
    expect(primary.value).toBe('binance:BTCUSDT')
    fireEvent.change(primary, { target: { value: 'BTCUSDT' } })
    fireEvent.click(form.getByRole('button', { name: 'Save' }))
    const alert = await form.findByRole('alert')
    expect(alert.textContent).toContain('Invalid source BTCUSDT')
    expect(primary.getAttribute('aria-invalid')).toBe('true')

    fireEvent.change(primary, { target: { value: ' okx:BTC-USDT ' } })
    fireEvent.change(form.getByLabelText('Secondary source (optional)'), { target: { value: '' } })
    fireEvent.change(form.getByLabelText('Reason (audit log)'), { target: { value: 'Binance 451' } })
    fireEvent.click(form.getByRole('button', { name: 'Save' }))
    const saved = await screen.findByText('Saved: BTC/USDT takes its prices from the new sources within seconds.')
    expect(saved.getAttribute('role')).toBe('status')
    expect(routeCalls().map((r) => r.body)).toEqual([
      { pid: 12, primary: 'BTCUSDT', secondary: 'okx:BTC-USDT', reason: '' },
      { pid: 12, primary: 'okx:BTC-USDT', secondary: '', reason: 'Binance 451' },
    ])
    expect(screen.queryByRole('form', { name: 'Sources of BTC/USDT' })).toBeNull()
    // Back where the operator was: the row's Edit button.
    const edit = screen.getByRole('button', { name: 'Edit the sources of BTC/USDT' })
    await waitFor(() => expect(document.activeElement).toBe(edit))
    expect(edit.getAttribute('aria-expanded')).toBe('false')
    const btcRow = table('Products and their sources').getByText('BTC/USDT').closest('tr') as HTMLElement
    await waitFor(() => expect(within(btcRow).getByText('okx:BTC-USDT', { selector: 'div' })).toBeTruthy())
  })

  it('is not in the menu of a role that may not edit products', async () => {
    storeSession('reviewer')
    await renderApp({ path: '/console/queues' })
    await screen.findByRole('navigation', { name: 'Console sections' })
    expect(screen.queryByRole('link', { name: 'Feed' })).toBeNull()
  })
})
