// The one offline snapshot mechanism: versioned records per entry, the early read that home and the market paint a
// cold start from, and the move of the snapshots home and the market kept on their own before.
import type { Banner } from '@contract/api'
import { clear, createStore, get, set } from 'idb-keyval'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadSnapshot, saveSnapshot } from '@/features/market/snapshot'
import { readSaved, startEarlyRead, writeSaved } from '@/shared/lib/snapshot-store'
import { btc, eth, gold } from '../market/fixtures'

const publicShelf = createStore('tern-public-snapshots', 'answers')
const banner: Banner = { id: 7, image: '/media/banners/en/trade-markets.svg', alt: 'Trade the markets', link: null }

afterEach(async () => {
  await clear()
})

describe('the snapshot store', () => {
  it('keeps one versioned record per entry and ignores records of another version or shape', async () => {
    await writeSaved('', 'articles', { savedAt: 5, data: ['Fees'] })
    expect(await get('articles', publicShelf)).toEqual({ v: 1, savedAt: 5, data: ['Fees'] })
    expect(await readSaved('', 'articles')).toEqual({ savedAt: 5, data: ['Fees'] })
    await set('future', { v: 2, savedAt: 5, data: [] }, publicShelf)
    await set('broken', { v: 1, savedAt: 'yesterday', data: [] }, publicShelf)
    expect(await readSaved('', 'future')).toBeNull()
    expect(await readSaved('', 'broken')).toBeNull()
    expect(await readSaved('', 'nothing')).toBeNull()
  })

  it('keeps the market’s product list for the next start', async () => {
    await saveSnapshot([btc, eth], 1_700_000_000_000)
    expect(await loadSnapshot()).toEqual({ savedAt: 1_700_000_000_000, products: [btc, eth] })
  })

  it('hands the read started at boot to the first reader, and reads again for the next', async () => {
    await writeSaved('', 'market.products', { savedAt: 1, data: [btc] })
    startEarlyRead(['market.products'])
    await writeSaved('', 'market.products', { savedAt: 2, data: [eth] })
    expect(await loadSnapshot()).toEqual({ savedAt: 1, products: [btc] })
    expect(await loadSnapshot()).toEqual({ savedAt: 2, products: [eth] })
  })

  it('moves the snapshots home and the market kept in their own records before, once', async () => {
    vi.resetModules()
    await set('tern.market.snapshot', { v: 1, savedAt: 9, products: [gold] })
    await set('tern.home.banners', { v: 1, lang: 'th', savedAt: 8, items: [banner] })
    await set('tern.home.recommended', { v: 7, lang: 'en', savedAt: 8, items: [btc] })
    const market = await import('@/features/market/snapshot')
    const home = await import('@/features/home/snapshot')
    expect(await market.loadSnapshot()).toEqual({ savedAt: 9, products: [gold] })
    expect(await home.loadHomeSnapshot('th')).toEqual({ banners: [banner], recommended: null })
    expect(await home.loadHomeSnapshot('en')).toEqual({ banners: null, recommended: null })
    expect(await get('tern.market.snapshot')).toBeUndefined()
    expect(await get('tern.home.banners')).toBeUndefined()
    expect(await get('tern.home.recommended')).toBeUndefined()
  })
})
