// A venue's connection budget: however fast the backoff would retry a venue that refuses every connection, no more
// attempts than the venue allows in any window (here 3 a minute), shared by its streams and across feed rebuilds.
import { describe, expect, it } from 'vitest'
import { BINANCE_REST_URL, BINANCE_WS_URL, binanceProtocol } from '../../../../server/market/venues/binance'
import { ConnectionBudget } from '../../../../server/market/venues/connection-budget'
import { okxProtocol } from '../../../../server/market/venues/okx'
import type { Transport } from '../../../../server/market/venues/transport'
import { VenueFeed } from '../../../../server/market/venues/venue-feed'
import { FakeClock } from '../../../support/server/venues/fake-clock'

const START = Date.parse('2026-03-02T12:00:00Z')

describe('ConnectionBudget', () => {
  it('allows `opens` attempts in any window, then says how long until the oldest leaves it', () => {
    const budget = new ConnectionBudget({ opens: 3, perMs: 60_000 })
    expect([budget.delay(0), budget.delay(10), budget.delay(20)]).toEqual([0, 0, 0])
    expect(budget.delay(30)).toBe(59_970)
    expect(budget.delay(59_999)).toBe(1)
    expect(budget.delay(60_000)).toBe(0)
    expect(budget.delay(60_001)).toBe(9)
  })

  it('is set from the venues’ documented limits', () => {
    expect(binanceProtocol({ ws: BINANCE_WS_URL, rest: BINANCE_REST_URL }).connectionBudget).toEqual({
      opens: 300,
      perMs: 300_000,
    })
    expect(okxProtocol({ ws: 'wss://ws.okx.com:8443', rest: 'https://www.okx.com' }).connectionBudget).toEqual({
      opens: 3,
      perMs: 1000,
    })
  })
})

describe('a venue that refuses every connection', () => {
  it('is tried at most as often as its budget allows, though the backoff would retry at once', async () => {
    const clock = new FakeClock(START)
    const opens: number[] = []
    // Every handshake fails 10 ms after it starts.
    const refusing: Transport = {
      open(_url, handlers) {
        opens.push(clock.now() - START)
        clock.setTimeout(() => {
          handlers.error(new Error('Unexpected server response: 503'))
          handlers.close(1006, '')
        }, 10)
        return { send() {}, pong() {}, close() {} }
      },
      get: async () => ({ status: 503, body: '' }),
    }
    const logs: string[] = []
    const budget = new ConnectionBudget({ opens: 3, perMs: 60_000 })
    const feed = new VenueFeed(
      binanceProtocol({ ws: BINANCE_WS_URL, rest: BINANCE_REST_URL }),
      [{ productId: 12, symbol: 'BTCUSDT', precision: 2 }],
      { transport: refusing, scheduler: clock, random: () => 0, budget, log: (m) => logs.push(m) },
    )
    feed.start(new Map())
    await clock.advance(5 * 60_000 - 1)
    // Without the budget: an attempt every 10 ms (a jitter of 0 leaves no backoff). With it: three a minute.
    expect(opens.length).toBe(15)
    for (const at of opens) expect(opens.filter((t) => t > at - 60_000 && t <= at).length).toBeLessThanOrEqual(3)
    expect(logs.filter((l) => l.includes('connection budget spent')).length).toBeGreaterThan(0)
    feed.stop()

    // A rebuilt feed (a change of routes) shares the venue's budget: no fresh allowance.
    const rebuilt = new VenueFeed(
      binanceProtocol({ ws: BINANCE_WS_URL, rest: BINANCE_REST_URL }),
      [{ productId: 12, symbol: 'BTCUSDT', precision: 2 }],
      { transport: refusing, scheduler: clock, random: () => 0, budget, log: () => {} },
    )
    const before = opens.length
    rebuilt.start(new Map())
    await clock.advance(1)
    expect(opens.length - before).toBeLessThanOrEqual(3)
    rebuilt.stop()
  })
})
