import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { entryTick, microOrder, resetTradingState } from '../trading/fixtures'

let requests: RecordedRequest[] = []
let saved: { name: string; text: string }[] = []

const settled = microOrder({
  oid: 400,
  type: 1,
  status: 2,
  timeout: 0,
  sellprice: '64100.00',
  result: 1,
  ploss: '16.000000',
  settlement: { t: entryTick.t + 30_000, price: '64100.00' },
})

// The screen's module graph is transformed once here, not inside the first test's time.
beforeAll(() => import('@/features/micro/TradeHistoryScreen'), 60_000)

beforeEach(async () => {
  await resetTradingState()
  saved = []
  const api = mockApi({
    'GET /api/micro_orders': (request) => ok({ orders: request.query.get('before') ? [] : [settled] }),
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
  const blobs = new Map<string, Blob>()
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:${blobs.size}`
    blobs.set(url, blob)
    return url
  })
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)
    if (blob) void blob.text().then((text) => saved.push({ name: this.download, text }))
  })
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('the export button of a history', () => {
  it('saves the timed orders as CSV, read page by page, one row per order', async () => {
    await renderApp({ path: '/trade_history', token: 'tok' })
    await vi.waitFor(() => expect(document.querySelector('li[data-oid="400"]')).not.toBeNull(), { timeout: 10_000 })
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await vi.waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 })
    const day = settled.addtime.slice(0, 10)
    expect(saved[0]?.name).toBe(`tern-timed-orders_${day}_${day}.csv`)
    const lines = saved[0]?.text.replace('\uFEFF', '').trimEnd().split('\r\n') ?? []
    expect(lines[0]).toBe(
      'Time (UTC),Product,Direction,Duration (s),Stake (USDT),Fee (USDT),Entry price,Settlement price,Settled at (UTC),Result,Profit/loss (USDT),Reference',
    )
    expect(lines[1]?.split(',')).toEqual([
      new Date(settled.addtime).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      'BTC/USDT',
      'Down',
      String(settled.seconds),
      settled.num,
      settled.fee,
      settled.buyprice,
      '64100.00',
      new Date(entryTick.t + 30_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      'Won',
      '16.000000',
      'micro_order:400',
    ])
    expect(lines).toHaveLength(2)
    const exportCalls = requests.filter((r) => r.path === '/api/micro_orders' && r.query.get('before') === '400')
    expect(exportCalls).toHaveLength(1)
    expect(await screen.findByText(`Saved ${saved[0]?.name}`)).toBeTruthy()
  })

  it('offers a settled order’s share card from its row', async () => {
    await renderApp({ path: '/trade_history', token: 'tok' })
    await vi.waitFor(() => expect(document.querySelector('li[data-oid="400"]')).not.toBeNull(), { timeout: 10_000 })
    expect(screen.getAllByTestId('share-card')).toHaveLength(1)
  })
})
