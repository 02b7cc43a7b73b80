// The recent trades' times during the takeover of a server-rendered page: the server renders them in the page's zone
// (the reader's cookie, else UTC), the app hydrates in that same zone (no mismatch, the server's nodes kept) and then
// shows them in the browser's zone.
import { act } from '@testing-library/react'
import { createStore } from 'jotai'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { Providers } from '@/app/Providers'
import { RecentTrades } from '@/features/micro/components/RecentTrades'
import { activateLanguage } from '@/shared/i18n'
import { type FirstScreenData, firstScreenAtom } from '@/shared/lib/first-screen'
import { browserTimeZone } from '@/shared/lib/time-zone'

const T = Date.UTC(2026, 2, 1, 12, 0, 5)
const trades = [{ t: T, price: '60000.00', num: '0.5000', type: 0 as const }]
const clock = (timeZone: string) =>
  new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone }).format(T)

/** A zone other than the browser's, so that the two renders differ. */
const pageZone = browserTimeZone() === 'Asia/Tokyo' ? 'America/New_York' : 'Asia/Tokyo'

const page = (tz: string | undefined): FirstScreenData => ({
  lang: 'en',
  savedAt: T,
  tz,
  banners: null,
  recommended: null,
  products: null,
})

function ui(data: FirstScreenData | null) {
  const store = createStore()
  store.set(firstScreenAtom, data)
  return (
    <Providers store={store}>
      <RecentTrades trades={trades} precision={2} />
    </Providers>
  )
}

let container: HTMLElement | undefined
afterEach(() => {
  container?.remove()
})

describe('the recent trades in a page the server rendered', () => {
  it("are rendered by the server in the page's zone, and in UTC without one", async () => {
    await activateLanguage('en', { persist: false })
    expect(renderToString(ui(page(pageZone)))).toContain(clock(pageZone))
    expect(renderToString(ui(page(undefined)))).toContain(clock('UTC'))
  })

  it("hydrate in the page's zone, keeping the server's nodes, then show the browser's", async () => {
    await activateLanguage('en', { persist: false })
    container = document.createElement('div')
    document.body.append(container)
    container.innerHTML = renderToString(ui(page(pageZone)))
    const served = container.querySelector('li span:last-child')
    expect(served?.textContent).toBe(clock(pageZone))
    const errors: unknown[] = []
    const root = await act(async () =>
      hydrateRoot(container as HTMLElement, ui(page(pageZone)), { onRecoverableError: (error) => errors.push(error) }),
    )
    expect(errors).toEqual([])
    const shown = container.querySelector('li span:last-child')
    expect(shown).toBe(served)
    expect(shown?.textContent).toBe(clock(browserTimeZone()))
    act(() => root.unmount())
  })
})
