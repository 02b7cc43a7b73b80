// A short vibration on a fill or settlement: once per event, only where the device can, never when turned off in
// the settings or when the system asks for reduced motion.

import type { CoinOrder } from '@contract/trading'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { openedFromPending } from '@/features/contract/fills'
import { MicroTicket } from '@/features/micro/components/MicroTicket'
import { filledFromWaiting } from '@/shared/display/fills'
import { FILL_VIBRATION_MS, vibrateForFill } from '@/shared/display/haptics'
import { PREFERENCES_KEY } from '@/shared/display/preferences'
import { mockApi, ok, sampleUser } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { contractMarket, contractOrder, pendingOrder } from '../contract/fixtures'
import { coinMarket, coinOrder, entryTick, microResult, placedOrder } from '../trading/fixtures'

let vibrate = vi.fn((_pattern: number) => true)
/** The contract market's orders: the limit order waits, then opens. */
let marketOrders = [pendingOrder()]
const closedNotice = {
  id: 31,
  order: contractOrder({ status: 2, close_reason: 'take_profit', is_win: 1, profit: '5.000000' }),
}
let notices = [closedNotice]
/** The user's spot orders: a limit buy waits (71) beside orders already filled (73, 75) and a cancelled one (74). */
const firstSpotOrders = (): CoinOrder[] => [
  coinOrder({ oid: 71, status: 0, buy_or_sell: 0 }),
  coinOrder({ oid: 73, status: 1, buy_or_sell: 0, price_type: 0 }),
  coinOrder({ oid: 74, status: 2 }),
  coinOrder({ oid: 75, status: 1, buy_or_sell: 1 }),
]
let spotOrders = firstSpotOrders()
const reducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  }))

beforeAll(async () => {
  await import('@/features/contract/components/CloseNotices')
  await import('@/features/contract/ContractScreen')
}, 60_000)

beforeEach(() => {
  localStorage.clear()
  vibrate = vi.fn((_pattern: number) => true)
  marketOrders = [pendingOrder()]
  notices = [closedNotice]
  spotOrders = firstSpotOrders()
  Object.defineProperty(navigator, 'vibrate', { configurable: true, writable: true, value: vibrate })
  reducedMotion(false)
  vi.stubGlobal(
    'fetch',
    mockApi({
      'GET /api/userinfo': () => ok(sampleUser),
      'GET /main/banners': () => ok([]),
      'POST /api/micro_result': () =>
        ok(
          microResult({
            status: 1,
            result: 1,
            ploss: '16.000000',
            sellprice: '64300.00',
            settlement: { t: entryTick.t + 29_900, price: '64300.00' },
          }),
        ),
      'POST /main/product_lvs': () => ok(contractMarket({ orders: marketOrders })),
      'GET /api/contract_notices': () => ok(notices),
      'POST /main/coin_lvs': () => ok(coinMarket()),
      'GET /api/coin_orders': () => ok({ orders: spotOrders, latest: { c: '64250.50' } }),
    }).fetch,
  )
})
afterEach(() => {
  localStorage.clear()
  Reflect.deleteProperty(navigator, 'vibrate')
})

describe('vibrateForFill', () => {
  it('asks the device for a short vibration when on', () => {
    expect(vibrateForFill(true)).toBe(true)
    expect(vibrate).toHaveBeenCalledExactlyOnceWith(FILL_VIBRATION_MS)
    expect(FILL_VIBRATION_MS).toBe(30)
  })

  it('does not vibrate when off, under reduced motion, or on a device without vibration', () => {
    expect(vibrateForFill(false)).toBe(false)
    reducedMotion(true)
    expect(vibrateForFill(true)).toBe(false)
    reducedMotion(false)
    Reflect.deleteProperty(navigator, 'vibrate')
    expect(vibrateForFill(true)).toBe(false)
    expect(vibrate).not.toHaveBeenCalled()
  })
})

/** A timed order whose countdown is over: its result is asked at once and arrives settled. */
const settledTicket = () => (
  <MicroTicket
    placed={placedOrder()}
    direction={0}
    deadline={Date.now() - 1_000}
    currentPrice="64300.00"
    onClose={() => undefined}
  />
)

describe('a settlement', { timeout: 30_000 }, () => {
  it('vibrates once when a timed order settles', async () => {
    await renderApp({ ui: settledTicket(), token: 'tok' })
    await screen.findByRole('dialog', { name: 'Order settled' }, { timeout: 15_000 })
    await waitFor(() => expect(vibrate).toHaveBeenCalledExactlyOnceWith(30))
  })

  it('vibrates once when positions closed by the engine are shown', async () => {
    await renderApp({ path: '/market', token: 'tok' })
    await screen.findByRole('dialog', { name: 'Positions closed while you were away' }, { timeout: 15_000 })
    await waitFor(() => expect(vibrate).toHaveBeenCalledExactlyOnceWith(30))
  })

  it('does not vibrate when turned off in the settings', async () => {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ version: 1, vibrate: false }))
    await renderApp({ ui: settledTicket(), token: 'tok' })
    await screen.findByRole('dialog', { name: 'Order settled' }, { timeout: 15_000 })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(vibrate).not.toHaveBeenCalled()
  })

  it('does not vibrate under reduced motion', async () => {
    reducedMotion(true)
    await renderApp({ path: '/market', token: 'tok' })
    await screen.findByRole('dialog', { name: 'Positions closed while you were away' }, { timeout: 15_000 })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(vibrate).not.toHaveBeenCalled()
  })

  it('vibrates once when a pending contract order on screen opens', async () => {
    expect(openedFromPending(new Set([902]), [pendingOrder({ status: 1 }), contractOrder()]).map((o) => o.oid)).toEqual(
      [902],
    )
    notices = []
    await renderApp({ path: '/contract/12', token: 'tok' })
    await screen.findByRole('heading', { name: 'Pending orders' }, { timeout: 15_000 })
    expect(vibrate).not.toHaveBeenCalled()
    marketOrders = [pendingOrder({ status: 1 })]
    // The market's next 2 s answer shows it open.
    await waitFor(() => expect(vibrate).toHaveBeenCalledExactlyOnceWith(30), { timeout: 6_000 })
  })
})

/** The spot pair's current orders list the waiting limit buy (71); the list polls every 3 s. */
async function openSpotWithWaitingOrder() {
  notices = []
  await renderApp({ path: '/coin/12', token: 'tok' })
  const list = await screen.findByRole('list', { name: 'Current orders' }, { timeout: 15_000 })
  expect(list.querySelectorAll('li')).toHaveLength(1)
}

describe('a spot limit order filled later', { timeout: 30_000 }, () => {
  it('counts only orders seen waiting before, not those filled or cancelled when first seen', () => {
    const read = {
      id: (order: CoinOrder) => order.oid,
      waiting: (order: CoinOrder) => order.status === 0,
      filled: (order: CoinOrder) => order.status === 1,
    }
    const later = [
      coinOrder({ oid: 71, status: 1 }),
      coinOrder({ oid: 72, status: 2 }),
      coinOrder({ oid: 73, status: 1 }),
    ]
    expect(filledFromWaiting(new Set([71, 72]), later, read)).toEqual([71])
    expect(filledFromWaiting(new Set(), later, read)).toEqual([])
  })

  it('vibrates once when the waiting order fills, and not for orders already filled on the first answer', async () => {
    await openSpotWithWaitingOrder()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(vibrate).not.toHaveBeenCalled()
    spotOrders = spotOrders.map((order) => (order.oid === 71 ? { ...order, status: 1 } : order))
    // The orders' next 3 s answer shows it filled.
    await waitFor(() => expect(vibrate).toHaveBeenCalledExactlyOnceWith(30), { timeout: 8_000 })
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Current orders' })).toBeNull())
    expect(vibrate).toHaveBeenCalledOnce()
  })

  it('does not vibrate when the waiting order fills while vibration is turned off', async () => {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ version: 1, vibrate: false }))
    await openSpotWithWaitingOrder()
    spotOrders = spotOrders.map((order) => (order.oid === 71 ? { ...order, status: 1 } : order))
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Current orders' })).toBeNull(), { timeout: 8_000 })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(vibrate).not.toHaveBeenCalled()
  })

  it('does not vibrate when the waiting order is cancelled', async () => {
    await openSpotWithWaitingOrder()
    spotOrders = spotOrders.map((order) => (order.oid === 71 ? { ...order, status: 2 } : order))
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Current orders' })).toBeNull(), { timeout: 8_000 })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(vibrate).not.toHaveBeenCalled()
  })
})
