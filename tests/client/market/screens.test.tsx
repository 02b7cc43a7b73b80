import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { allProducts, btc, doge, eth, eurusd, gold, resetMarketState } from './fixtures'

let requests: RecordedRequest[] = []

beforeEach(async () => {
  await resetMarketState()
  const list = allProducts.map(({ id, title, name, logo, category, precision }) => ({
    id,
    title,
    name,
    logo,
    category,
    precision,
  }))
  const api = mockApi({
    'GET /main/banners': () => ok([]),
    'GET /main/product_list': () => ok(list),
    'GET /main/products': () => ok(allProducts),
    'GET /main/recommand_coin': () =>
      ok({ recommand: [btc, eth], tops: { gainers: [btc, doge, eth], volume: [eth, btc] } }),
    'GET /api/focus': () => ok([gold.id]),
    'POST /api/focus_add': () => ok(null),
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

describe('/search', () => {
  it('filters the product list locally and links results to /trade/{id}', async () => {
    await renderApp({ path: '/search' })
    await screen.findByText('BTC/USDT')
    expect(screen.getAllByRole('listitem')).toHaveLength(allProducts.length)
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search coins and markets' }), { target: { value: 'eth' } })
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1))
    expect(screen.getByRole('link', { name: /ETH\/USDT/ }).getAttribute('href')).toBe('/trade/13')
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nothing-like-this' } })
    expect(await screen.findByText('No results for “nothing-like-this”')).toBeTruthy()
    expect(requests.filter((request) => request.path === '/main/product_list')).toHaveLength(1)
  })
})

describe('/focus_add', () => {
  it('is for logged-in users only', async () => {
    const view = await renderApp({ path: '/focus_add' })
    await waitFor(() => expect(view.currentPath()).toBe('/login?next=%2Ffocus_add'))
  })

  it('groups products by category with their check state and saves the whole list on toggle', async () => {
    await renderApp({ path: '/focus_add', token: 'tok' })
    const goldBox = await screen.findByRole('checkbox', { name: /Gold/ })
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Futures',
      'Crypto',
      'Forex',
      'Metals',
    ])
    await waitFor(() => expect((goldBox as HTMLInputElement).checked).toBe(true))
    fireEvent.click(screen.getByRole('checkbox', { name: /BTC\/USDT/ }))
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: /BTC\/USDT/ }) as HTMLInputElement).checked).toBe(true),
    )
    fireEvent.click(goldBox)
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/focus_add')).toHaveLength(2))
    const saves = requests.filter((r) => r.path === '/api/focus_add').map((r) => r.body)
    expect(saves).toEqual([{ pids: [gold.id, btc.id] }, { pids: [btc.id] }])
    expect(screen.getByRole('checkbox', { name: /EUR\/USD/ })).toBeTruthy()
    expect(eurusd.category).toBe(2)
  })
})

describe('home markets', () => {
  it('shows recommended coins and the top lists, linking to /contract/{id}', async () => {
    await renderApp({ path: '/' })
    const strip = await screen.findByRole('region', { name: 'Recommended' })
    expect(Array.from(strip.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual([
      '/contract/12',
      '/contract/13',
    ])
    const gainers = screen.getByRole('list', { name: 'Top gainers' })
    expect(Array.from(gainers.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual([
      '/contract/12',
      '/contract/14',
      '/contract/13',
    ])
    fireEvent.click(screen.getByRole('tab', { name: 'Top volume' }))
    const volume = await screen.findByRole('list', { name: 'Top volume' })
    expect(volume.querySelectorAll('a')).toHaveLength(2)
  })
})

describe('/to/{type}/{id}', () => {
  it.each([
    ['/to/trade/12', '/trade/12'],
    ['/to/contract/7', '/contract/7'],
    ['/to/nowhere/7', '/'],
  ])('%s replaces itself with %s', async (from, to) => {
    const view = await renderApp({ path: from })
    await waitFor(() => expect(view.currentPath()).toBe(to))
    expect(view.location.history).toEqual([to])
  })
})
