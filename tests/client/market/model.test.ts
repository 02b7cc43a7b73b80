import { beforeEach, describe, expect, it } from 'vitest'
import { calculateTops, filterProducts, productsInTab, shareProducts, toggleId } from '@/features/market/model'
import { allProducts, btc, doge, eth, gold, resetMarketState } from './fixtures'

beforeEach(resetMarketState)

describe('shareProducts', () => {
  it('keeps unchanged products (and the array) referentially stable', () => {
    const previous = [btc, eth]
    const same = shareProducts(previous, [{ ...btc }, { ...eth }])
    expect(same).toBe(previous)
    const moved = shareProducts(previous, [{ ...btc }, { ...eth, price: '3121.00' }])
    expect(moved).not.toBe(previous)
    expect(moved[0]).toBe(btc)
    expect(moved[1]).not.toBe(eth)
    expect(moved[1]?.price).toBe('3121.00')
  })

  it('returns a new array when products are added, removed or reordered', () => {
    expect(shareProducts([btc, eth], [{ ...btc }])).toEqual([btc])
    const reordered = shareProducts([btc, eth], [{ ...eth }, { ...btc }])
    expect(reordered).toEqual([eth, btc])
    expect(reordered[0]).toBe(eth)
    expect(shareProducts(undefined, [btc])).toEqual([btc])
  })
})

describe('market lists', () => {
  it('filters a tab by category and the watchlist in its saved order', () => {
    expect(productsInTab(allProducts, 1).map((p) => p.id)).toEqual([12, 13, 14])
    expect(productsInTab(allProducts, 4, [40, 999, 12]).map((p) => p.id)).toEqual([40, 12])
  })

  it.each([
    ['', 6],
    ['btc', 1],
    ['BTCUSDT', 1],
    ['btc/usdt', 1],
    ['ether', 1],
    ['usdt', 3],
    ['  gold ', 1],
    ['zzz', 0],
  ])('search %j finds %i', (query, count) => {
    expect(filterProducts(allProducts, query)).toHaveLength(count)
  })

  it('search finds a product by its translated title and name, and by its ticker code', () => {
    const thai = [{ ...gold, title: 'ทองคำ', name: 'ทองคำ / ดอลลาร์สหรัฐ', code: 'xau' }, btc]
    expect(filterProducts(thai, 'ทองคำ').map((p) => p.id)).toEqual([gold.id])
    expect(filterProducts(thai, 'ดอลลาร์').map((p) => p.id)).toEqual([gold.id])
    expect(filterProducts(thai, 'XAU').map((p) => p.id)).toEqual([gold.id])
    expect(filterProducts([{ ...gold, code: undefined }], 'xau')).toEqual([])
  })

  it('computes top gainers and volume for the offline home', () => {
    const tops = calculateTops([btc, eth, { ...doge, vol: '99999999' }], 2)
    expect(tops.gainers.map((p) => p.id)).toEqual([12, 14])
    expect(tops.volume.map((p) => p.id)).toEqual([14, 12])
  })

  it('toggles ids', () => {
    expect(toggleId([1, 2], 3)).toEqual([1, 2, 3])
    expect(toggleId([1, 2, 3], 2)).toEqual([1, 3])
  })
})
