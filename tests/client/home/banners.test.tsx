import type { Banner } from '@contract/api'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { BannerCarousel } from '@/features/home/components/BannerCarousel'
import { activateLanguage } from '@/shared/i18n'
import { BANNER_AUTO_ADVANCE_MS } from '@/shared/lib/constants'
import { mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'

const titles: Record<string, string> = { en: 'Trade the markets', th: 'เทรดได้ทุกตลาด' }
let requests: RecordedRequest[] = []

beforeEach(() => {
  const api = mockApi({
    'GET /main/banners': (request) => {
      const lang = request.headers.get('UserLang') ?? 'en'
      const banner: Banner = {
        id: 1,
        image: `/media/banners/${lang}/trade-markets.svg`,
        alt: titles[lang] ?? 'Trade the markets',
        link: null,
      }
      return ok([banner])
    },
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

describe('banner carousel', () => {
  it('fetches the banners again, in the new language, when the language changes', async () => {
    await renderApp({ ui: <BannerCarousel />, language: 'en' })
    const english = await screen.findByRole('img', { name: 'Trade the markets' })
    expect(english.getAttribute('src')).toBe('/media/banners/en/trade-markets.svg')

    await act(() => activateLanguage('th', { persist: false }))
    const thai = await screen.findByRole('img', { name: 'เทรดได้ทุกตลาด' })
    expect(thai.getAttribute('src')).toBe('/media/banners/th/trade-markets.svg')
    await waitFor(() => expect(requests.map((r) => r.headers.get('UserLang'))).toEqual(['en', 'th']))
  })

  describe('moving on by itself', () => {
    const two: Banner[] = [
      { id: 1, image: '/media/a.svg', alt: 'First banner', link: null },
      { id: 2, image: '/media/b.svg', alt: 'Second banner', link: null },
    ]
    const shown = () =>
      screen
        .getAllByRole('button', { name: /Show banner/ })
        .findIndex((dot) => dot.getAttribute('aria-current') === 'true')
    /** Renders two banners with time faked from the start (it also runs on by itself, as the waits need). */
    async function openTwo() {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      vi.stubGlobal('fetch', mockApi({ 'GET /main/banners': () => ok(two) }).fetch)
      await renderApp({ ui: <BannerCarousel />, language: 'en' })
      await screen.findByRole('img', { name: 'First banner' })
      return screen.getByRole('button', { name: 'Show banner 2' })
    }
    const images = () => screen.queryAllByRole('img', { hidden: true }).map((image) => image.getAttribute('alt'))

    it("loads the next banner's image shortly before it slides in, not with the first screen", async () => {
      await openTwo()
      expect(images()).toEqual(['First banner'])
      act(() => vi.advanceTimersByTime(BANNER_AUTO_ADVANCE_MS - 2_000))
      expect(images()).toEqual(['First banner'])
      act(() => vi.advanceTimersByTime(1_000))
      expect(images()).toEqual(['First banner', 'Second banner'])
      act(() => vi.advanceTimersByTime(1_000))
      expect(shown()).toBe(1)
    })

    it('loads every image once the user reaches for the carousel', async () => {
      await openTwo()
      fireEvent.pointerEnter(screen.getByRole('region', { name: 'Highlights' }))
      expect(images()).toEqual(['First banner', 'Second banner'])
    })

    it('waits while a banner or dot has keyboard focus, then goes on', async () => {
      const dot = await openTwo()
      fireEvent.focusIn(dot)
      act(() => vi.advanceTimersByTime(BANNER_AUTO_ADVANCE_MS * 3))
      expect(shown()).toBe(0)
      fireEvent.focusOut(dot)
      act(() => vi.advanceTimersByTime(BANNER_AUTO_ADVANCE_MS))
      expect(shown()).toBe(1)
    })

    it('stays still when the system asks for reduced motion', async () => {
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }))
      const dot = await openTwo()
      act(() => vi.advanceTimersByTime(BANNER_AUTO_ADVANCE_MS * 3))
      expect(shown()).toBe(0)
      fireEvent.click(dot)
      expect(shown()).toBe(1)
    })
  })
})
