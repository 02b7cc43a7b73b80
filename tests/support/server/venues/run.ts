// Runs a venue adapter on a fixture: a VenueFeed on the replay transport and a fake clock starting at the fixture's
// start, collecting every tick and bar it puts out.
import type { Tick } from '../../../../server/market/feed'
import type { Bar } from '../../../../server/market/venues/bars'
import type { VenueProtocol } from '../../../../server/market/venues/protocol'
import { VenueFeed, type VenueProduct } from '../../../../server/market/venues/venue-feed'
import { FakeClock } from './fake-clock'
import { loadFixture } from './fixture'
import { ReplayTransport } from './replay'

export const BTC: VenueProduct = { productId: 12, symbol: 'BTCUSDT', precision: 2 }

export function replayVenue(
  fixtureName: string,
  protocol: VenueProtocol,
  products: readonly VenueProduct[],
  random = () => 0.5,
) {
  const fixture = loadFixture(fixtureName)
  const clock = new FakeClock(fixture.start)
  const replay = new ReplayTransport(fixture, clock)
  const logs: string[] = []
  const feed = new VenueFeed(protocol, products, {
    transport: replay,
    scheduler: clock,
    random,
    log: (message) => logs.push(`${clock.now() - fixture.start} ${message}`),
  })
  const ticks: Tick[] = []
  const bars: Bar[] = []
  feed.subscribe((batch) => ticks.push(...batch))
  feed.subscribeBars((batch) => bars.push(...batch))
  feed.start(new Map())
  /** Runs the replay up to `ms` after the fixture's start. */
  const runTo = (ms: number) => clock.advance(fixture.start + ms - clock.now())
  /** Ticks with times relative to the fixture's start, for readable expectations. */
  const relativeTicks = () =>
    ticks.map((t) => ({
      ...t,
      t: t.t - fixture.start,
      venueT: (t.venueT ?? 0) - fixture.start,
      receivedT: (t.receivedT ?? 0) - fixture.start,
    }))
  const relativeBars = () => bars.map((b) => ({ ...b, t: b.t - fixture.start }))
  return { fixture, clock, replay, feed, ticks, bars, logs, runTo, relativeTicks, relativeBars }
}
