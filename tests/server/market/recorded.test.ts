// An API process's market (RecordedFeed, recording none) against an engine process's market (recording
// immediate) on one database: the same ticks give the same answers and the same ETags.
import { afterEach, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/app'
import { type Db, openDb } from '../../../server/db/db'
import { ensureDemoAccount } from '../../../server/features/accounts/demo'
import { Market, type Recording } from '../../../server/market/market'
import { RecordedFeed } from '../../../server/market/recorded'
import { ScriptedFeed } from '../../../server/market/scripted'
import { createClock, createHarness, type Harness, type TestClock } from '../../support/server/harness'

const T0 = Date.parse('2026-03-01T12:00:00.000Z')
const HISTORY = 50

let cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  cleanups = []
})

async function engineMarket(db: Db, clock: TestClock, recording: Recording = 'immediate') {
  const feed = new ScriptedFeed()
  const market = await Market.open({
    db,
    clock,
    seed: 7,
    historyCandles: HISTORY,
    tickRetentionMs: 48 * 3_600_000,
    recording,
    feed: () => feed,
  })
  market.start()
  cleanups.push(() => market.stop())
  return { market, feed }
}

/** A second connection to the harness's database, as another process would have. */
function connect(h: Harness): Db {
  const db = openDb(h.config.database)
  cleanups.push(() => db.destroy())
  return db
}

async function apiMarket(h: Harness) {
  const db = connect(h)
  const feed = new RecordedFeed(db, { intervalMs: 60_000 })
  const market = await Market.open({
    db,
    clock: h.clock,
    seed: 7,
    historyCandles: HISTORY,
    tickRetentionMs: 48 * 3_600_000,
    recording: 'none',
    feed: () => feed,
  })
  market.start()
  cleanups.push(() => market.stop())
  const app = createApp({ db, config: h.config, clock: h.clock, market })
  return { market, feed, app }
}

async function setup() {
  const h = await createHarness()
  cleanups.push(() => h.close())
  const engine = await engineMarket(h.db, h.clock)
  const engineApp = createApp({ db: h.db, config: h.config, clock: h.clock, market: engine.market })
  return { h, engine, engineApp }
}

let step = 0
/** One batch of ticks for three products, recorded before the engines would see it. */
async function emitBatch(engine: { market: Market; feed: ScriptedFeed }, t: number) {
  step += 1
  engine.feed.emit([
    { productId: 12, t, price: 6_800_000 + ((step * 7919) % 20_000) - 10_000, volume: 1 + (step % 4) },
    { productId: 13, t, price: 350_000 + ((step * 104_729) % 4000) - 2000, volume: 2.5 },
    { productId: 26, t, price: 108_612 + (step % 9) - 4, volume: 1000 },
  ])
  await engine.market.flush()
}

const paths = ['/main/products', '/main/recommand_coin', '/main/kline/pid/12/t/1m?limit=30', '/main/kline/pid/13/t/1d']

async function answers(app: ReturnType<typeof createApp>) {
  const out: { path: string; etag: string | null; body: string }[] = []
  for (const path of paths) {
    const res = await app.request(path)
    out.push({ path, etag: res.headers.get('ETag'), body: await res.text() })
  }
  return out
}

describe('an API process market (recorded ticks)', () => {
  it('follows the engine: same prices, candles, trades, 24h figures and ETags', async () => {
    const { h, engine, engineApp } = await setup()
    const api = await apiMarket(h)
    for (let i = 1; i <= 5; i++) await emitBatch(engine, T0 + i * 1000)
    expect(await answers(api.app)).not.toEqual(await answers(engineApp))
    await api.feed.poll()
    expect(api.market.get(12)?.last).toBe(engine.market.get(12)?.last)
    expect(api.market.version).toBe(engine.market.version)
    expect(await answers(api.app)).toEqual(await answers(engineApp))
    h.clock.advance(90_000)
    await emitBatch(engine, T0 + 90_000)
    await api.feed.poll()
    expect(await answers(api.app)).toEqual(await answers(engineApp))
  })

  it('starting after the engine, restores the same state (recent trades included) from the records', async () => {
    const { h, engine, engineApp } = await setup()
    for (let i = 1; i <= 40; i++) await emitBatch(engine, T0 + i * 1000)
    const late = await apiMarket(h)
    expect(await answers(late.app)).toEqual(await answers(engineApp))
    await emitBatch(engine, T0 + 41_000)
    await late.feed.poll()
    expect(await answers(late.app)).toEqual(await answers(engineApp))
  })

  it('reads a backlog larger than one poll over the following polls', async () => {
    const { h, engine } = await setup()
    const db = connect(h)
    const feed = new RecordedFeed(db, { intervalMs: 60_000, batchLimit: 4 })
    const seen: number[] = []
    feed.subscribe((ticks) => seen.push(...ticks.map((k) => k.t)))
    feed.start(new Map())
    cleanups.push(async () => feed.stop())
    for (let i = 1; i <= 4; i++) await emitBatch(engine, T0 + i * 1000)
    for (let i = 0; i < 6; i++) await feed.poll()
    expect(seen).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4].map((i) => T0 + i * 1000))
    expect(feed.price(26)).toBe(engine.market.get(26)?.last)
  })

  it('writes and prunes nothing', async () => {
    const { h, engine } = await setup()
    const api = await apiMarket(h)
    await emitBatch(engine, T0 + 1000)
    await api.feed.poll()
    const count = async () =>
      Number(
        (
          await h.db
            .selectFrom('candles')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const ticks = async () => (await h.db.selectFrom('ticks').selectAll().execute()).length
    const before = { candles: await count(), ticks: await ticks() }
    h.clock.advance(365 * 86_400_000)
    await api.market.prune()
    await api.market.flush()
    expect({ candles: await count(), ticks: await ticks() }).toEqual(before)
  })
})

describe('the engine market (recording immediate)', () => {
  it('records each batch before its listeners see it', async () => {
    const { h, engine } = await setup()
    const recorded: Promise<number>[] = []
    engine.market.subscribe(() => {
      recorded.push(
        h.db
          .selectFrom('ticks')
          .select('t')
          .execute()
          .then((rows) => rows.length),
      )
    })
    await emitBatch(engine, T0 + 1000)
    await emitBatch(engine, T0 + 2000)
    expect(await Promise.all(recorded)).toEqual([3, 6])
  })
})

describe('processes starting together', () => {
  it('agree on the anchors (and so on the back-history)', async () => {
    const h = await createHarness()
    cleanups.push(() => h.close())
    await h.db.deleteFrom('market_anchors').execute()
    // One connection: in one thread, two SQLite connections writing at once would wait on each other synchronously.
    const [a, b] = await Promise.all([
      engineMarket(h.db, h.clock, 'none'),
      engineMarket(h.db, createClock(new Date(T0 + 3_600_000)), 'none'),
    ])
    const history = (m: Market) => m.get(12)?.series['1h'].slice(HISTORY)
    expect(history(a.market)).toHaveLength(HISTORY)
    expect(history(b.market)).toEqual(history(a.market))
  })

  it('create the demo account once, without failing', async () => {
    const h = await createHarness()
    cleanups.push(() => h.close())
    const deps = (db: Db) => ({ db, config: h.config, clock: h.clock, market: h.market })
    await Promise.all([ensureDemoAccount(deps(h.db)), ensureDemoAccount(deps(h.db))])
    const users = await h.db.selectFrom('users').select('id').where('username', '=', h.config.demoEmail).execute()
    expect(users).toHaveLength(1)
  })
})
