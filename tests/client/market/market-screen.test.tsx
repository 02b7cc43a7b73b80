import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { snapshotAtom } from '@/features/market/atoms'
import { saveSnapshot } from '@/features/market/snapshot'
import { firstScreenAtom } from '@/shared/lib/first-screen'
import { mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { allProducts, btc, controlVisibility, eth, eurusd, gold, resetMarketState } from './fixtures'

let requests: RecordedRequest[] = []
let productsReply: () => Response | Promise<Response> = () => ok(allProducts)

beforeEach(async () => {
  await resetMarketState()
  productsReply = () => ok(allProducts)
  const api = mockApi({
    'GET /main/banners': () => ok([]),
    'GET /main/products': () => productsReply(),
    'GET /api/focus': () => ok([gold.id, btc.id]),
    'GET /api/userinfo': () => ok({}),
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState')
})

const productCalls = () => requests.filter((request) => request.path === '/main/products').length
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent)
const rowTitles = () =>
  Array.from(document.querySelectorAll('[data-product-id]')).map((row) => row.getAttribute('data-product-id'))

describe('/market', () => {
  it('shows the four categories to a visitor, crypto first selected, rows linking to /contract/{id}', async () => {
    await renderApp({ path: '/market' })
    await screen.findByText('BTC/USDT')
    expect(tabNames()).toEqual(['Futures', 'Crypto', 'Forex', 'Metals'])
    expect(screen.getByRole('tab', { name: 'Crypto' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.queryByRole('link', { name: 'Edit watchlist' })).toBeNull()
    expect(rowTitles()).toEqual(['12', '13', '14'])
    const row = screen.getByText('BTC/USDT').closest('a')
    expect(row?.getAttribute('href')).toBe('/contract/12')
    // Prices at the product's precision, through Intl.
    expect(within(row as HTMLElement).getByText('64,250.50')).toBeTruthy()
    expect(screen.getByText('0.12345')).toBeTruthy()
  })

  it('switches category tabs', async () => {
    await renderApp({ path: '/market' })
    await screen.findByText('BTC/USDT')
    fireEvent.click(screen.getByRole('tab', { name: 'Forex' }))
    expect(await screen.findByText(eurusd.title)).toBeTruthy()
    expect(screen.queryByText('BTC/USDT')).toBeNull()
  })

  it('adds the watchlist tab and its plus link for a logged-in user', async () => {
    await renderApp({ path: '/market', token: 'tok' })
    await screen.findByText('BTC/USDT')
    expect(tabNames()).toEqual(['Watchlist', 'Futures', 'Crypto', 'Forex', 'Metals'])
    expect(screen.getByRole('link', { name: 'Edit watchlist' }).getAttribute('href')).toBe('/focus_add')
    fireEvent.click(screen.getByRole('tab', { name: 'Watchlist' }))
    await waitFor(() => expect(rowTitles()).toEqual(['40', '12']))
  })

  it('colours the change by type: 0 up, 1 down, 2 flat', async () => {
    await renderApp({ path: '/market' })
    await screen.findByText('BTC/USDT')
    const pill = (title: string) => screen.getByText(title).closest('a')?.querySelector('[data-direction]')
    expect(pill('BTC/USDT')?.getAttribute('data-direction')).toBe('0')
    expect(pill('BTC/USDT')?.textContent).toBe('+2.35%')
    expect(pill('ETH/USDT')?.getAttribute('data-direction')).toBe('1')
    expect(pill('ETH/USDT')?.textContent).toBe('-0.80%')
    expect(pill('DOGE/USDT')?.getAttribute('data-direction')).toBe('2')
  })

  it('paints rows from the IndexedDB snapshot before the first poll answers', async () => {
    const savedAt = Date.now() - 60_000
    await saveSnapshot([btc, eth], savedAt)
    productsReply = () => new Promise<Response>(() => {})
    await renderApp({ path: '/market' })
    expect(await screen.findByText('BTC/USDT')).toBeTruthy()
    expect(screen.getByText('ETH/USDT')).toBeTruthy()
    expect(productCalls()).toBe(1)
  })

  it("keeps the server's page's products over a newer stored snapshot (the app hydrates what the page shows)", async () => {
    await saveSnapshot([eth], Date.now())
    const store = createStore()
    store.set(firstScreenAtom, {
      lang: 'en',
      savedAt: Date.now() - 60_000,
      banners: null,
      recommended: null,
      products: [btc],
    })
    const seen: string[][] = []
    const unsubscribe = store.sub(snapshotAtom, () => undefined)
    seen.push((store.get(snapshotAtom)?.products ?? []).map((p) => p.title))
    // Whatever IndexedDB answers meanwhile, nothing changes under the hydration.
    await new Promise((resolve) => setTimeout(resolve, 50))
    seen.push((store.get(snapshotAtom)?.products ?? []).map((p) => p.title))
    unsubscribe()
    expect(seen).toEqual([['BTC/USDT'], ['BTC/USDT']])
    // Without a page, the stored snapshot.
    const plain = createStore()
    const off = plain.sub(snapshotAtom, () => undefined)
    await waitFor(() => expect(plain.get(snapshotAtom)?.products.map((p) => p.title)).toEqual(['ETH/USDT']))
    off()
  })

  it('offline: shows the snapshot with "prices as of" and does not poll', async () => {
    const savedAt = new Date(2024, 4, 6, 9, 30).getTime()
    await saveSnapshot([btc], savedAt)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await renderApp({ path: '/market' })
    expect(await screen.findByText('BTC/USDT')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toMatch(/^Offline — prices as of .*9:30/)
    expect(productCalls()).toBe(0)
    vi.restoreAllMocks()
  })

  it('shows the offline notice and keeps the rows when a poll fails on the network', async () => {
    await renderApp({ path: '/market' })
    await screen.findByText('BTC/USDT')
    productsReply = () => Promise.reject(new TypeError('Failed to fetch'))
    expect(await screen.findByText(/^Offline — prices as of/, {}, { timeout: 3_000 })).toBeTruthy()
    expect(screen.getByText('BTC/USDT')).toBeTruthy()
  })

  it('stops polling while the page is hidden and refreshes when it is visible again', async () => {
    const setVisibility = controlVisibility()
    await renderApp({ path: '/market' })
    await screen.findByText('BTC/USDT')
    setVisibility('hidden')
    const callsWhenHidden = productCalls()
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(productCalls()).toBe(callsWhenHidden)
    setVisibility('visible')
    await waitFor(() => expect(productCalls()).toBe(callsWhenHidden + 1))
  })
})
