// Home paints its first banner and the recommended coins from the last start's snapshot (IndexedDB) before the
// network answers, in the language they were stored in, and keeps each live answer for the next start.
import type { Banner } from '@contract/api'
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { HomeScreen } from '@/features/home'
import { homeSnapshotKeys, saveBanners } from '@/features/home/snapshot'
import type { LanguageCode } from '@/shared/i18n'
import { readSaved, writeSaved } from '@/shared/lib/snapshot-store'
import { mockApi, ok } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { btc, doge, eth, resetMarketState } from '../market/fixtures'

const banner: Banner = { id: 7, image: '/media/banners/en/trade-markets.svg', alt: 'Trade the markets', link: null }
const never = () => new Promise<Response>(() => undefined)

function serve(answer: 'never' | 'now') {
  const api = mockApi({
    'GET /main/banners': () => (answer === 'never' ? never() : ok([{ ...banner, id: 8, alt: 'Fresh banner' }])),
    'GET /main/recommand_coin': () =>
      answer === 'never' ? never() : ok({ recommand: [eth], tops: { gainers: [eth, btc], volume: [btc] } }),
    'GET /main/products': never,
  })
  vi.stubGlobal('fetch', api.fetch)
}

const storeRecommended = (lang: LanguageCode, items: unknown[]) =>
  writeSaved('', homeSnapshotKeys.recommended(lang), { savedAt: Date.now(), data: items })

beforeEach(async () => {
  await resetMarketState()
})

describe('home before the network answers', () => {
  it('paints the stored banner (high fetch priority) and recommended coins', async () => {
    await saveBanners('en', [banner])
    await storeRecommended('en', [btc, doge])
    serve('never')
    await renderApp({ ui: <HomeScreen /> })
    const image = await screen.findByRole('img', { name: 'Trade the markets' })
    expect(image.getAttribute('src')).toBe('/media/banners/en/trade-markets.svg')
    expect(image.getAttribute('fetchpriority')).toBe('high')
    const recommended = screen.getByRole('region', { name: 'Recommended' })
    const cards = recommended.querySelectorAll('a')
    expect([...cards].map((card) => card.getAttribute('href'))).toEqual([`/contract/${btc.id}`, `/contract/${doge.id}`])
    expect(recommended.textContent).toContain('BTC/USDT')
  })

  it('ignores a snapshot of another language and holds the places with placeholders', async () => {
    await saveBanners('th', [banner])
    await storeRecommended('th', [btc])
    serve('never')
    await renderApp({ ui: <HomeScreen /> })
    expect(await screen.findByTestId('recommended-placeholder')).toBeTruthy()
    // Let IndexedDB answer: still nothing of the Thai snapshot on screen.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('img', { name: 'Trade the markets' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Recommended' })).toBeNull()
    expect(screen.getByTestId('recommended-placeholder').querySelectorAll('a')).toHaveLength(0)
  })
})

describe('home with the network', () => {
  it('shows the live answers over the snapshot and stores them for the next start', async () => {
    await saveBanners('en', [banner])
    await storeRecommended('en', [btc, doge])
    serve('now')
    await renderApp({ ui: <HomeScreen /> })
    await screen.findByRole('img', { name: 'Fresh banner' })
    await waitFor(() => expect(screen.getByRole('region', { name: 'Recommended' }).textContent).toContain('ETH/USDT'))
    expect(screen.getByRole('region', { name: 'Recommended' }).textContent).not.toContain('BTC/USDT')
    await waitFor(async () => {
      expect((await readSaved('', homeSnapshotKeys.banners('en')))?.data).toEqual([
        { ...banner, id: 8, alt: 'Fresh banner' },
      ])
      expect((await readSaved('', homeSnapshotKeys.recommended('en')))?.data).toEqual([eth])
    })
  })
})
