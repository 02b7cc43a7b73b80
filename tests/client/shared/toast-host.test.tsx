// Toasts sit just above whatever bar is fixed at the bottom (tab bar, the trade screen's order buttons, a sheet),
// or above the safe area where there is none: never over the header, the logo or the tabs.
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { showToastAtom } from '@/shared/ui/toast'
import { mockApi, ok } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { microKline, resetTradingState } from '../trading/fixtures'

const VIEWPORT = 844
const TAB_BAR = 60
const ORDER_BAR = 64

/** A layout for happy-dom, which has none: the tab bar at the bottom, the order buttons right above it. */
function layOut(this: Element): DOMRect {
  const box = (top: number, height: number) =>
    ({
      top,
      bottom: top + height,
      height,
      left: 0,
      right: 390,
      width: 390,
      x: 0,
      y: top,
      toJSON: () => ({}),
    }) as DOMRect
  if (!this.hasAttribute('data-bottom-bar')) return box(0, 0)
  if (this.matches('nav')) return box(VIEWPORT - TAB_BAR, TAB_BAR)
  const aboveTabs = document.querySelector('nav[data-bottom-bar]') !== null
  return box(VIEWPORT - ORDER_BAR - (aboveTabs ? TAB_BAR : 0), ORDER_BAR)
}

beforeEach(async () => {
  await resetTradingState()
  vi.stubGlobal('innerHeight', VIEWPORT)
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(layOut)
  vi.stubGlobal('fetch', mockApi({ 'GET /main/kline/pid/12/t/15m': () => ok(microKline()) }).fetch)
})
afterEach(() => {
  vi.restoreAllMocks()
})

const host = () => document.querySelector('[aria-live="polite"]') as HTMLElement

async function toast(view: Awaited<ReturnType<typeof renderApp>>, kind: 'success' | 'error', text: string) {
  await act(async () => view.store.set(showToastAtom, { kind, text }))
  return screen.getByText(text)
}

describe('toast placement', () => {
  it('sits just above the tab bar on a screen with one, announced as a status', async () => {
    const view = await renderApp({ path: '/language' })
    const shown = await toast(view, 'success', 'Saved')
    expect(shown.getAttribute('role')).toBe('status')
    await waitFor(() => expect(host().style.bottom).toBe(`${TAB_BAR + 8}px`))
  })

  it('sits above the order buttons on the trade screen', async () => {
    const view = await renderApp({ path: '/trade/12' })
    await screen.findByRole('button', { name: 'Buy up' })
    await toast(view, 'success', 'Order placed')
    await waitFor(() => expect(host().style.bottom).toBe(`${TAB_BAR + ORDER_BAR + 8}px`))
  })

  it('keeps to the safe area on a screen without bars, errors announced as alerts', async () => {
    const view = await renderApp({ path: '/login' })
    await screen.findByRole('button', { name: 'Log in' })
    const shown = await toast(view, 'error', 'Wrong account or password')
    expect(shown.getAttribute('role')).toBe('alert')
    expect(host().style.bottom).toBe('')
  })

  it('follows the bars when the screen changes while a toast shows', async () => {
    const view = await renderApp({ path: '/language' })
    await toast(view, 'success', 'Logged in')
    await waitFor(() => expect(host().style.bottom).toBe(`${TAB_BAR + 8}px`))
    await act(async () => view.location.navigate('/login'))
    await waitFor(() => expect(host().style.bottom).toBe(''))
    expect(screen.getByText('Logged in')).toBeTruthy()
  })
})
