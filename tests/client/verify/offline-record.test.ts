// The parts of the price record a check fetched (the key, signed hours) are kept in Cache Storage and answer the
// same check offline; an hour not signed yet is not kept; the store holds at most VERIFY_CACHE_ENTRIES answers.
// happy-dom has no Cache Storage: a small one in memory stands in for the browser's (match, put, keys, delete).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchPriceHour, fetchPricesKey, VERIFY_CACHE, VERIFY_CACHE_ENTRIES } from '@/features/verify/api'

class MemoryCache {
  readonly entries = new Map<string, string>()
  async match(url: string) {
    const text = this.entries.get(url)
    return text === undefined ? undefined : new Response(text)
  }
  async put(url: string, response: Response) {
    this.entries.delete(url)
    this.entries.set(url, await response.text())
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url))
  }
  async delete(request: Request) {
    return this.entries.delete(request.url)
  }
}

const stores = new Map<string, MemoryCache>()
const BASE = 'http://tern.test'
const hour = { head: { start: 0 }, precision: 2, ticks: [[0, 6_000_000, 0]] }
let online = true
const answers = new Map<string, unknown>()

beforeEach(() => {
  stores.clear()
  online = true
  answers.clear()
  answers.set(`${BASE}/.well-known/tern-prices.json`, {
    format: 'tern-prices/1',
    publicKey: 'k',
    maxPriceAgeMs: 10_000,
  })
  vi.stubGlobal('caches', {
    open: async (name: string) => {
      const store = stores.get(name) ?? new MemoryCache()
      stores.set(name, store)
      return store
    },
  })
  vi.stubGlobal('fetch', async (url: string) => {
    if (!online) throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(answers.get(url) ?? { status: 0, code: 'not_found', data: null }))
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the price record kept for offline checks', () => {
  it('answers the key and a signed hour offline once fetched, and keeps no unsigned hour', async () => {
    answers.set(`${BASE}/main/prices/12/3600000`, { status: 1, data: hour })
    expect((await fetchPricesKey(BASE)).maxPriceAgeMs).toBe(10_000)
    expect(await fetchPriceHour(BASE, 12, 3_600_000)).toEqual(hour)
    expect(await fetchPriceHour(BASE, 12, 7_200_000)).toBeNull()
    online = false
    expect((await fetchPricesKey(BASE)).publicKey).toBe('k')
    expect(await fetchPriceHour(BASE, 12, 3_600_000)).toEqual(hour)
    await expect(fetchPriceHour(BASE, 12, 7_200_000)).rejects.toThrow('Failed to fetch')
    expect([...(stores.get(VERIFY_CACHE)?.entries.keys() ?? [])]).toEqual([
      `${BASE}/.well-known/tern-prices.json`,
      `${BASE}/main/prices/12/3600000`,
    ])
  })

  it(`keeps at most ${VERIFY_CACHE_ENTRIES} answers, the oldest going first`, async () => {
    for (let i = 0; i <= VERIFY_CACHE_ENTRIES; i++) {
      answers.set(`${BASE}/main/prices/12/${i * 3_600_000}`, { status: 1, data: hour })
      await fetchPriceHour(BASE, 12, i * 3_600_000)
    }
    const kept = [...(stores.get(VERIFY_CACHE)?.entries.keys() ?? [])]
    expect(kept).toHaveLength(VERIFY_CACHE_ENTRIES)
    expect(kept[0]).toBe(`${BASE}/main/prices/12/3600000`)
  })
})
