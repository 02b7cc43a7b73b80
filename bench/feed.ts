// `npx tsx bench/feed.ts`: the venue adapters under load, on the fake clock and a synthetic replay transport (no
// network): Binance and OKX each deliver BENCH_FEED_RATE trades a second (default 1,000, spread over the 15 crypto
// symbols, one trade a frame, plus 1 m bar updates every 2 s per symbol) through the supervisor (server/market/venues),
// the raw-frame recording (TERN_FEED_RECORD), the cross-check and the market (candles, ticks written to SQLite as the
// engine process does: each batch committed before anyone sees it).
// (a) Full rate: CPU per 1,000 trades over BENCH_FEED_SECONDS (default 60) replayed as fast as it goes (the work
//     alone), beside a reference measured in the same run (JSON.parse of the same frames: the floor any adapter
//     pays); then as many seconds paced by the wall clock, as a live venue delivers them: p99 from a tick's window
//     closing to the tick committed in the database. The window itself (at most 250 ms) is the published tick rule's
//     wait, by design, and not counted. Target: p99 under 50 ms.
// (b) 24 h at BENCH_FEED_DAY_RATE trades a second per venue (default 20), accelerated: heap after a full GC at the
//     start, every 4 h and at the end (a day crosses Binance's rotation). It must stay flat. BENCH_FEED_DAY=0 skips it.
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { openDb } from '../server/db/db'
import { migrateToLatest } from '../server/db/migrations'
import { seed } from '../server/db/seed'
import type { Tick } from '../server/market/feed'
import { Market, type Recording } from '../server/market/market'
import { BINANCE_REST_URL, BINANCE_WS_URL } from '../server/market/venues/binance'
import { createFeed } from '../server/market/venues/create-feed'
import { productRoutes } from '../server/market/venues/mapping'
import { OKX_REST_URL, OKX_WS_URL } from '../server/market/venues/okx'
import { FakeClock } from '../tests/support/server/venues/fake-clock'
import { SyntheticVenues, type VenueSymbol } from './feed-transport'

const RATE = Number(process.env.BENCH_FEED_RATE ?? 1000)
const SECONDS = Number(process.env.BENCH_FEED_SECONDS ?? 60)
const DAY_RATE = Number(process.env.BENCH_FEED_DAY_RATE ?? 20)
const TARGET_P99_MS = 50
const START = Date.parse('2026-03-02T00:00:00.000Z')
const HOUR = 3_600_000

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void
const heapMb = () => {
  gc()
  return process.memoryUsage().heapUsed / 1024 / 1024
}

interface Run {
  market: Market
  clock: FakeClock
  venues: SyntheticVenues
  stop(): Promise<void>
}

async function open(rate: number, recording: Recording): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'tern-bench-feed-'))
  const db = openDb(join(dir, 'tern.db'))
  await migrateToLatest(db)
  await seed(db)
  const clock = new FakeClock(START)
  const crypto = new Set(productRoutes.keys())
  let venues: SyntheticVenues | undefined
  const market = await Market.open({
    db,
    clock: clock.date,
    seed: 7,
    historyCandles: 0,
    tickRetentionMs: 48 * HOUR,
    recording,
    feed: (products) => {
      const priced = products.filter((p) => crypto.has(p.id))
      const symbols: VenueSymbol[] = priced.map((p) => {
        const route = productRoutes.get(p.id)
        const binance = route?.primary.split(':')[1] ?? ''
        const okx = route?.secondary?.split(':')[1] ?? ''
        return { binance, okx, units: p.reference, precision: p.precision }
      })
      venues = new SyntheticVenues(clock, symbols, rate)
      const config = {
        sources: ['binance' as const, 'okx' as const],
        binance: { ws: BINANCE_WS_URL, rest: BINANCE_REST_URL },
        okx: { ws: OKX_WS_URL, rest: OKX_REST_URL },
        recordDir: join(dir, 'recording'),
        oanda: { stream: '', rest: '', token: '', account: '' },
        crossBandPercent: 1,
        livenessMs: 10_000,
      }
      const context = { seed: 7, clock: clock.date, transport: venues, scheduler: clock, log: () => {} }
      return createFeed(priced, config, { ...context, random: () => 0.5 })
    },
  })
  market.start()
  const stop = async () => {
    await market.stop()
    await db.destroy()
    rmSync(dir, { recursive: true, force: true })
  }
  if (!venues) throw new Error('the feed was not created')
  return { market, clock, venues, stop }
}

/** Advances the fake clock to `until` in steps, letting the recording and the database catch up after each. */
async function replay(run: Run, until: number, stepMs: number): Promise<void> {
  while (run.clock.now() < until) {
    await run.clock.advance(Math.min(stepMs, until - run.clock.now()))
    await run.market.flush()
    await new Promise((resolve) => setImmediate(resolve))
  }
}

/** Advances the fake clock at the wall clock's pace (as a live venue would), so latencies are the live ones. */
async function paced(run: Run, until: number, stepMs: number): Promise<void> {
  const wall0 = performance.now()
  const virtual0 = run.clock.now()
  while (run.clock.now() < until) {
    await run.clock.advance(Math.min(stepMs, until - run.clock.now()))
    const ahead = run.clock.now() - virtual0 - (performance.now() - wall0)
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, ahead)))
  }
  await run.market.flush()
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0

/** CPU ms to JSON.parse the frames of 1,000 trades of each venue (median of 20 rounds). */
function referenceMs(venues: SyntheticVenues): number {
  const frames = venues.sampleFrames(1000)
  const rounds: number[] = []
  for (let r = 0; r < 20; r++) {
    const cpu = process.cpuUsage()
    for (const frame of frames) JSON.parse(frame)
    const used = process.cpuUsage(cpu)
    rounds.push((used.user + used.system) / 1000 / 2)
  }
  return percentile(rounds, 0.5)
}

async function fullRate(): Promise<boolean> {
  const run = await open(RATE, 'immediate')
  const emitted = new Map<Tick, number>()
  const latencies: number[] = []
  run.market.feed.subscribe((ticks) => {
    const now = performance.now()
    for (const tick of ticks) emitted.set(tick, now)
  })
  run.market.subscribe((ticks) => {
    const now = performance.now()
    for (const tick of ticks) {
      const at = emitted.get(tick)
      if (at !== undefined) latencies.push(now - at)
      emitted.delete(tick)
    }
  })
  await replay(run, START + 2000, 50) // warm-up: connections open, first bars
  // CPU: replayed as fast as it goes (the work alone, no idle wake-ups).
  const trades0 = run.venues.trades
  const cpu = process.cpuUsage()
  const wall = performance.now()
  await replay(run, START + 2000 + SECONDS * 1000, 50)
  const used = process.cpuUsage(cpu)
  const fastMs = performance.now() - wall
  const perThousand = (used.user + used.system) / 1000 / ((run.venues.trades - trades0) / 1000)
  // Latency: the next SECONDS paced by the wall clock, as a live venue delivers them.
  latencies.length = 0
  await paced(run, run.clock.now() + SECONDS * 1000, 5)
  const reference = referenceMs(run.venues)
  const p99 = percentile(latencies, 0.99)
  console.log(
    `Venue feed, ${RATE} trades/s per venue (Binance + OKX cross-check), ${SECONDS} s replayed in ${(fastMs / 1000).toFixed(1)} s, then ${SECONDS} s paced (load average ${loadavg()[0]?.toFixed(2)}):`,
  )
  console.log(
    `  CPU per 1,000 trades: ${perThousand.toFixed(1)} ms; JSON.parse of the same frames ${reference.toFixed(2)} ms (x${(perThousand / reference).toFixed(1)})`,
  )
  console.log(
    `  ${latencies.length} ticks recorded; window close to committed: median ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (target < ${TARGET_P99_MS} ms): ${p99 < TARGET_P99_MS ? 'PASS' : 'OVER'}`,
  )
  await run.stop()
  return p99 < TARGET_P99_MS
}

async function day(): Promise<void> {
  const run = await open(DAY_RATE, 'batched')
  await replay(run, START + 60_000, 1000)
  const samples: string[] = []
  const start = heapMb()
  const wall = performance.now()
  for (let h = 4; h <= 24; h += 4) {
    await replay(run, START + h * HOUR, 60_000)
    samples.push(`${h} h ${heapMb().toFixed(1)}`)
  }
  const end = heapMb()
  const rotations = run.venues.opened
  console.log(
    `\n24 h at ${DAY_RATE} trades/s per venue, replayed in ${((performance.now() - wall) / 1000).toFixed(0)} s (${rotations} connections opened):`,
  )
  console.log(`  heap after GC: start ${start.toFixed(1)} MB; ${samples.join(', ')} MB; end ${end.toFixed(1)} MB`)
  await run.stop()
}

const ok = await fullRate()
if (process.env.BENCH_FEED_DAY !== '0') await day()
process.exitCode = ok ? 0 : 1
