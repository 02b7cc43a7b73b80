import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { assetAtom } from '@/features/asset/atoms'
import { writeSaved } from '@/shared/lib/snapshot-store'
import { fail, mockApi, ok, type RecordedRequest, sampleUser } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { assetAnswer } from './fixtures'

let requests: RecordedRequest[] = []
let assetReply: () => Response | Promise<Response> = () => ok(assetAnswer)

beforeEach(() => {
  assetReply = () => ok(assetAnswer)
  const api = mockApi({ 'POST /api/asset': () => assetReply(), 'GET /api/userinfo': () => ok(sampleUser) })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

async function openAsset() {
  const view = await renderApp({ path: '/asset', token: 'tok' })
  // The first test to open the screen loads its chunk (transformed on first use: slow on a busy machine).
  await screen.findByText('12,345.67', undefined, { timeout: 10_000 })
  return view
}

describe('/asset', () => {
  it('redirects to /login without a token', async () => {
    const view = await renderApp({ path: '/asset' })
    expect(view.currentPath()).toBe('/login?next=%2Fasset')
  })

  it('shows the total, the actions and each spot row with available, frozen and USDT value', async () => {
    await openAsset()
    const actions = screen.getByRole('navigation', { name: 'Wallet actions' })
    expect(within(actions).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/recharge_list')
    expect(within(actions).getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/withdraw')
    expect(within(actions).getByRole('link', { name: 'Exchange' }).getAttribute('href')).toBe('/exchange')
    expect(within(actions).getByRole('link', { name: 'Earn' }).getAttribute('href')).toBe('/earn')
    const rows = within(screen.getByRole('list', { name: 'Spot account' })).getAllByRole('listitem')
    expect(rows.map((row) => row.dataset.asset)).toEqual(['USDT', 'BTC', 'ETH'])
    expect(rows[0]?.textContent).toContain('10,000.50')
    expect(rows[0]?.textContent).toContain('11.00')
    expect(rows[0]?.textContent).toContain('10,011.50')
    expect(rows[1]?.textContent).toContain('0.01234567')
    expect(rows[1]?.textContent).toContain('793.21')
    expect(rows[2]?.textContent).toContain('0.25')
    const deposits = screen.getAllByRole('link', { name: /^Deposit (USDT|BTC|ETH)$/ })
    expect(deposits.map((link) => link.getAttribute('href'))).toEqual(['/recharge/0', '/recharge/2', '/recharge/3'])
    expect(requests.filter((r) => r.path === '/api/asset')[0]?.body).toEqual({})
  })

  it('shows equity beside the total and the frozen funds by what holds them', async () => {
    await openAsset()
    expect(screen.getByTestId('asset-equity').textContent).toBe('12,350.17')
    expect(screen.getByTestId('frozen-USDT-open_orders').textContent).toBe('3.50')
    expect(screen.getByTestId('frozen-USDT-withdrawals').textContent).toBe('7.50')
    expect(screen.getByTestId('frozen-USDT-contract_margin').textContent).toBe('0.00')
    // A coin is listed only while some of it is frozen, with only its non-zero parts.
    expect(screen.queryByTestId('frozen-BTC')).toBeNull()
    const eth = screen.getByTestId('frozen-ETH')
    expect(
      within(eth)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Open orders'])
    expect(screen.getByTestId('frozen-ETH-open_orders').textContent).toBe('0.25')
  })

  it('shows the contract tab with its empty lists and the history link', async () => {
    await openAsset()
    fireEvent.click(screen.getByRole('tab', { name: 'Contract account' }))
    expect(screen.getByText('No open positions')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Pending orders' }))
    expect(screen.getByText('No pending orders')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'History' }).getAttribute('href')).toBe('/contract_history')
  })

  it('paints its frame and figures from the last snapshot while the network has not answered', async () => {
    // The answer of an earlier visit, as the resource saved it for this session; the network never answers now.
    await writeSaved('tok', 'asset.summary||', { savedAt: Date.now() - 60_000, data: assetAnswer })
    assetReply = () => new Promise<never>(() => undefined)
    await renderApp({ path: '/asset', token: 'tok' })
    expect(await screen.findByText('12,345.67')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Assets' })).toBeTruthy()
    const rows = within(screen.getByRole('list', { name: 'Spot account' })).getAllByRole('listitem')
    expect(rows.map((row) => row.dataset.asset)).toEqual(['USDT', 'BTC', 'ETH'])
    // Asked, and still waiting: the figures are the snapshot's.
    expect(requests.some((request) => request.path === '/api/asset')).toBe(true)
    expect(screen.queryByText('Loading…')).toBeNull()
  })

  it('shows the server message when the poll fails and keeps the last balance', async () => {
    const view = await openAsset()
    assetReply = () => fail('Service paused', 'internal')
    act(() => view.store.set(assetAtom, 'refresh'))
    await waitFor(() => expect(within(screen.getByRole('main')).getByRole('alert').textContent).toBe('Service paused'))
    expect(screen.getByText('12,345.67')).toBeTruthy()
  })

  it('toggles the debug panel with a 1-second long press on the USDT row only', async () => {
    await openAsset()
    vi.useFakeTimers()
    const usdt = screen.getAllByRole('listitem').find((row) => row.dataset.asset === 'USDT')
    const btc = screen.getAllByRole('listitem').find((row) => row.dataset.asset === 'BTC')
    if (!usdt || !btc) throw new Error('rows missing')
    fireEvent.pointerDown(usdt)
    act(() => vi.advanceTimersByTime(900))
    fireEvent.pointerUp(usdt)
    act(() => vi.advanceTimersByTime(500))
    expect(screen.queryByRole('region', { name: 'Debug information' })).toBeNull()
    fireEvent.pointerDown(btc)
    act(() => vi.advanceTimersByTime(1500))
    expect(screen.queryByRole('region', { name: 'Debug information' })).toBeNull()
    fireEvent.pointerDown(usdt)
    act(() => vi.advanceTimersByTime(1000))
    const panel = screen.getByRole('region', { name: 'Debug information' })
    expect(panel.textContent).toContain('0.1.0')
    expect(panel.textContent).toContain('Service worker')
    fireEvent.pointerUp(usdt)
    fireEvent.pointerDown(usdt)
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryByRole('region', { name: 'Debug information' })).toBeNull()
  })
})
