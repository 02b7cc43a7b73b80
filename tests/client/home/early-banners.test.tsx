// On a start at home the entry asks for the banners before the app has loaded (src/boot.ts); the banner resource
// takes that answer instead of asking again, and asks itself when the early request failed.
import type { Banner } from '@contract/api'
import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { HomeScreen } from '@/features/home'
import { requestEarly, takeEarly } from '@/shared/lib/early-request'
import { fail, mockApi, ok, type RecordedRequest } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { resetMarketState } from '../market/fixtures'

const banner: Banner = { id: 7, image: '/media/banners/en/trade-markets.svg', alt: 'Trade the markets', link: null }
const never = () => new Promise<Response>(() => undefined)

function serve(firstBanners: 'ok' | 'fails'): RecordedRequest[] {
  let asked = 0
  const api = mockApi({
    'GET /main/banners': () => {
      asked += 1
      return asked === 1 && firstBanners === 'fails' ? fail('Server busy', 'internal') : ok([banner])
    },
    'GET /main/recommand_coin': never,
    'GET /main/products': never,
  })
  vi.stubGlobal('fetch', api.fetch)
  return api.requests
}

const bannerCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.path === '/main/banners')

beforeEach(async () => {
  await resetMarketState()
})

describe('banners asked for by the entry', () => {
  it('are shown from the early answer, with one request in the stored language', async () => {
    const requests = serve('ok')
    void requestEarly<Banner[]>('/main/banners', 'en')
    await renderApp({ ui: <HomeScreen /> })
    expect((await screen.findByRole('img', { name: 'Trade the markets' })).getAttribute('src')).toBe(banner.image)
    expect(bannerCalls(requests)).toHaveLength(1)
    expect(bannerCalls(requests)[0]?.headers.get('UserLang')).toBe('en')
  })

  it('are asked for again when the early request failed', async () => {
    const requests = serve('fails')
    void requestEarly<Banner[]>('/main/banners', 'en')
    await renderApp({ ui: <HomeScreen /> })
    expect(await screen.findByRole('img', { name: 'Trade the markets' })).toBeTruthy()
    expect(bannerCalls(requests)).toHaveLength(2)
  })

  it('are taken once, and only in the language they were asked in', () => {
    serve('ok')
    const early = requestEarly<Banner[]>('/main/banners', 'th')
    expect(takeEarly('/main/banners', 'en')).toBeUndefined()
    expect(takeEarly('/main/banners', 'th')).toBe(early)
    expect(takeEarly('/main/banners', 'th')).toBeUndefined()
  })
})
