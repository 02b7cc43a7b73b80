// The market version behind the ETags: derived from the accepted ticks, not from the process.
import { afterEach, describe, expect, it } from 'vitest'
import { Market, type Recording } from '../../../server/market/market'
import { ScriptedFeed } from '../../../server/market/scripted'
import { createHarness, type Harness } from '../../support/server/harness'

const T0 = Date.parse('2026-03-01T12:00:00.000Z')

let harness: Harness | undefined
const markets: Market[] = []
afterEach(async () => {
  for (const market of markets.splice(0)) await market.stop()
  await harness?.close()
  harness = undefined
})

async function open(recording: Recording = 'none') {
  harness ??= await createHarness()
  const feed = new ScriptedFeed()
  const market = await Market.open({
    db: harness.db,
    clock: harness.clock,
    seed: 7,
    historyCandles: 0,
    tickRetentionMs: 48 * 3_600_000,
    recording,
    feed: () => feed,
  })
  markets.push(market)
  return { market, feed }
}

describe('market version', () => {
  it('changes with every accepted tick, also one older than the newest', async () => {
    const { market, feed } = await open()
    const seen = [market.version]
    feed.emit([{ productId: 12, t: T0 + 2000, price: 6_800_000 }])
    seen.push(market.version)
    feed.emit([{ productId: 13, t: T0 + 1000, price: 350_000 }])
    seen.push(market.version)
    feed.emit([{ productId: 13, t: T0 + 1000, price: 351_000 }])
    expect(market.version).toBe(seen[2])
    expect(new Set(seen).size).toBe(3)
  })

  it('is the same for the same ticks, however they were batched, in any process', async () => {
    const a = await open()
    const b = await open()
    const ticks = [
      { productId: 12, t: T0 + 1000, price: 6_800_000 },
      { productId: 13, t: T0 + 1000, price: 350_000 },
      { productId: 12, t: T0 + 2000, price: 6_801_000 },
    ]
    a.feed.emit(ticks)
    for (const tick of ticks) b.feed.emit([tick])
    expect(a.market.seq).not.toBe(b.market.seq)
    expect(b.market.version).toBe(a.market.version)
  })

  it('is never reused for other data after a restart that lost unrecorded ticks', async () => {
    const first = await open('batched')
    first.feed.emit([{ productId: 12, t: T0 + 1000, price: 6_800_000 }])
    await first.market.flush()
    const recorded = first.market.version
    first.feed.emit([{ productId: 12, t: T0 + 2000, price: 6_900_000 }])
    const lost = first.market.version
    // The process dies here: the second tick was never recorded.
    const second = await open('batched')
    expect(second.market.version).toBe(recorded)
    second.feed.emit([{ productId: 13, t: T0 + 3000, price: 350_000 }])
    expect([recorded, lost]).not.toContain(second.market.version)
  })
})
