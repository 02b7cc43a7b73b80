import type { Banner } from '@contract/api'
import { act, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { BannerCarousel } from '@/features/home/components/BannerCarousel'
import { activateLanguage } from '@/shared/i18n'
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
})
