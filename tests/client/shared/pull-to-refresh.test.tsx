// Pull to refresh, driven by touch events: a pull from the top of the page loads the screen's data again and says
// so to screen readers; a short pull, a sideways swipe, a pull while scrolled down, or the setting off do nothing.
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { PREFERENCES_KEY } from '@/shared/display/preferences'
import { mockApi, ok, type RecordedRequest, sampleUser } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { controlVisibility } from '../market/fixtures'
import { assetAnswer } from '../wallet/fixtures'

let requests: RecordedRequest[] = []
const calls = (path: string) => requests.filter((request) => request.path === path).length

beforeAll(async () => {
  await import('@/features/recharge/RechargeHistoryScreen')
  await import('@/features/asset')
  await import('@/features/invest/MinerOrdersScreen')
}, 120_000)

beforeEach(() => {
  localStorage.clear()
  const api = mockApi({
    'GET /api/userinfo': () => ok(sampleUser),
    'GET /api/contract_notices': () => ok([]),
    'GET /api/recharge_history': () => ok([]),
    'POST /api/asset': () => ok(assetAnswer),
    'GET /api/miner_orders': () => ok({ orders: [] }),
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})
afterEach(() => {
  localStorage.clear()
  document.documentElement.scrollTop = 0
})

const surface = () => {
  const element = document.querySelector<HTMLElement>('[data-pull-refresh]')
  if (!element) throw new Error('no pull-to-refresh surface')
  return element
}

/** One finger from (100, 100) to (100 + dx, 100 + dy) in a few moves, then lifted. */
function pull(dy: number, dx = 0) {
  const element = surface()
  const at = (x: number, y: number) => ({ touches: [{ clientX: x, clientY: y, identifier: 1, target: element }] })
  fireEvent.touchStart(element, at(100, 100))
  for (const step of [0.25, 0.5, 0.75, 1]) fireEvent.touchMove(element, at(100 + dx * step, 100 + dy * step))
  fireEvent.touchEnd(element, { touches: [] })
}

const status = () => surface().querySelector('[data-pull-status]')?.textContent

describe('pull to refresh', { timeout: 30_000 }, () => {
  it('loads a history again on a pull from the top, and says "Refreshing…" then "Updated"', async () => {
    await renderApp({ path: '/recharge_history', token: 'tok' })
    await screen.findByRole('heading', { name: 'Deposit history' }, { timeout: 15_000 })
    await waitFor(() => expect(calls('/api/recharge_history')).toBe(1))
    expect(surface().dataset.pullRefresh).toBe('idle')

    pull(200)
    expect(status()).toBe('Refreshing…')
    await waitFor(() => expect(calls('/api/recharge_history')).toBe(2))
    await waitFor(() => expect(status()).toBe('Updated'))
  })

  it('does nothing on a short pull, a sideways swipe or a pull while scrolled down', async () => {
    await renderApp({ path: '/recharge_history', token: 'tok' })
    await screen.findByRole('heading', { name: 'Deposit history' }, { timeout: 15_000 })
    await waitFor(() => expect(calls('/api/recharge_history')).toBe(1))
    pull(60)
    pull(200, 300)
    document.documentElement.scrollTop = 400
    pull(200)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(calls('/api/recharge_history')).toBe(1)
    expect(status()).toBe('')
  })

  it('does nothing when turned off in the settings', async () => {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ version: 1, pullToRefresh: false }))
    await renderApp({ path: '/recharge_history', token: 'tok' })
    await screen.findByRole('heading', { name: 'Deposit history' }, { timeout: 15_000 })
    await waitFor(() => expect(calls('/api/recharge_history')).toBe(1))
    expect(surface().dataset.pullRefresh).toBe('off')
    pull(200)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(calls('/api/recharge_history')).toBe(1)
    expect(status()).toBe('')
  })

  it('loads the asset screen again, not only on its poll', async () => {
    const setVisibility = controlVisibility()
    try {
      await renderApp({ path: '/asset', token: 'tok' })
      await screen.findByText('12,345.67', undefined, { timeout: 15_000 })
      // Hidden, the 2 s poll stops: any request now is the pull's.
      act(() => setVisibility('hidden'))
      const before = calls('/api/asset')
      pull(200)
      await waitFor(() => expect(status()).toBe('Updated'))
      expect(calls('/api/asset')).toBe(before + 1)
    } finally {
      act(() => setVisibility('visible'))
    }
  })

  it('loads the staking orders again', async () => {
    await renderApp({ path: '/miner_orders', token: 'tok' })
    await screen.findByRole('heading', { name: 'Staking orders' }, { timeout: 15_000 })
    await waitFor(() => expect(calls('/api/miner_orders')).toBe(1))
    pull(200)
    await waitFor(() => expect(calls('/api/miner_orders')).toBe(2))
    await waitFor(() => expect(status()).toBe('Updated'))
  })
})
