// /main/products has one poller: the market screen and the side drawer read the same resource, so with both shown
// one request goes out per interval (the market's 1 s), and a drawer alone keeps its 2 s.
import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { drawerProductsAtom, marketProductsAtom } from '@/features/market'
import { mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { allProducts, controlVisibility, resetMarketState } from './fixtures'

let requests: RecordedRequest[] = []
const productCalls = () => requests.filter((request) => request.path === '/main/products').length

beforeEach(async () => {
  await resetMarketState()
  controlVisibility()
  const api = mockApi({ 'GET /main/products': () => ok(allProducts) })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  Reflect.deleteProperty(document, 'visibilityState')
})

describe('the product list poller', () => {
  it('sends one request per interval with the market screen and the drawer both shown', async () => {
    const store = createStore()
    const stopMarket = store.sub(marketProductsAtom, () => {})
    const stopDrawer = store.sub(drawerProductsAtom, () => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(productCalls()).toBe(1)
    expect(store.get(marketProductsAtom).live).toBe(true)
    expect(store.get(drawerProductsAtom).data).toBe(store.get(marketProductsAtom).data)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(productCalls()).toBe(6)
    stopMarket()
    stopDrawer()
  })

  it('keeps the drawer’s 2 s alone, and the market’s 1 s from the next poll once the market shows', async () => {
    const store = createStore()
    const stopDrawer = store.sub(drawerProductsAtom, () => {})
    await vi.advanceTimersByTimeAsync(4_000)
    expect(productCalls()).toBe(3)
    // The market screen shows the drawer's last answer at once; the poll due at 6 s, then every second.
    const stopMarket = store.sub(marketProductsAtom, () => {})
    expect(store.get(marketProductsAtom).live).toBe(true)
    await vi.advanceTimersByTimeAsync(3_000)
    expect(productCalls()).toBe(5)
    stopMarket()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(productCalls()).toBe(8)
    stopDrawer()
    await vi.advanceTimersByTimeAsync(4_000)
    expect(productCalls()).toBe(8)
  })
})
