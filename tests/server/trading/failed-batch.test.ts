// A batch an engine fails on is not lost: the later engines still run on it, and the failing engine gets it again,
// merged into its next run (oldest ticks first) or after a short backoff when no new ticks come. A failed
// recovery is retried before the ticks that came after it. With the real engines on a database whose first
// contract update fails: a stop-loss crossed only inside that batch closes on the retry, at its tick, once.
import { type KyselyPlugin, TableNode, UpdateQueryNode } from 'kysely'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PriceAlert } from '../../../contract/price-alerts'
import type { CoinOrder, MicroOrderPlaced } from '../../../contract/trading'
import type { Deps } from '../../../server/deps'
import { engines as tradingEngines } from '../../../server/engines'
import { acceptRisk } from '../../../server/features/risk/service'
import type { Engine } from '../../../server/trading/engine'
import { TradingEngines } from '../../../server/trading/scheduler'
import { notificationsOf } from '../../support/server/alerts'
import { createHarness, type Harness } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'
import { BTC, invariants, type TradingHarness, tickAfter } from '../../support/server/trading'
import { depsOf } from '../../support/server/wallet'
import { contractTrader, open, orderRow } from '../contract/helpers'

type Call = { kind: 'recover' } | { kind: 'ticks'; prices: number[] }

/** A test engine that records its calls and fails the ones `fails` picks (by call number, from 1). */
function testEngine<N extends string>(name: N, fails: (n: number, call: Call) => boolean = () => false) {
  const calls: Call[] = []
  const attempt = (call: Call): number => {
    calls.push(call)
    if (fails(calls.length, call)) throw new Error(`${name} failed on call ${calls.length}`)
    return call.kind === 'ticks' ? call.prices.length : 0
  }
  const engine: Engine<N> = {
    name,
    onTicks: async (_deps, ticks) => attempt({ kind: 'ticks', prices: ticks.map((k) => k.price) }),
    recover: async () => attempt({ kind: 'recover' }),
    check: async () => [],
  }
  return { engine, calls, ticks: () => calls.filter((c) => c.kind === 'ticks').map((c) => c.prices) }
}

let h: Harness | undefined
let scheduler: { stop(): Promise<void> } | undefined
vi.spyOn(console, 'error').mockImplementation(() => undefined)

afterEach(async () => {
  await scheduler?.stop()
  await h?.close()
  scheduler = undefined
  h = undefined
})

async function startWith<E extends Engine>(engines: readonly E[], retryMs: number) {
  h = await createHarness()
  const s = new TradingEngines(depsOf(h), engines, { retryMs })
  scheduler = s
  await s.start()
  return { h, s }
}

/** Emits one batch of BTC ticks one second apart, after the clock's time, and waits for the run. */
async function emit(target: { h: Harness; s: TradingEngines<Engine> }, prices: number[]) {
  const start = target.h.clock().getTime()
  target.h.clock.advance(prices.length * 1000)
  target.h.feed.emit(prices.map((price, i) => ({ productId: BTC, t: start + (i + 1) * 1000, price })))
  await target.s.idle()
}

const onTicksOnce = (n: number, call: Call) => call.kind === 'ticks' && n === 2

describe('a failed batch', () => {
  it('still runs the later engines on it', async () => {
    const flaky = testEngine('flaky', onTicksOnce)
    const after = testEngine('after')
    const t = await startWith([flaky.engine, after.engine], 60_000)
    await emit(t, [6_000_000, 6_010_000])
    expect(flaky.ticks()).toEqual([[6_000_000, 6_010_000]])
    expect(after.ticks()).toEqual([[6_000_000, 6_010_000]])
    expect(t.s.stats).toEqual({ flaky: 0, after: 2 })
  })

  it('is merged into the failing engine’s next run, oldest ticks first; the others see each batch once', async () => {
    const flaky = testEngine('flaky', onTicksOnce)
    const after = testEngine('after')
    const t = await startWith([flaky.engine, after.engine], 60_000)
    await emit(t, [6_000_000])
    await emit(t, [6_020_000, 6_030_000])
    expect(flaky.ticks()).toEqual([[6_000_000], [6_000_000, 6_020_000, 6_030_000]])
    expect(after.ticks()).toEqual([[6_000_000], [6_020_000, 6_030_000]])
    expect(t.s.stats).toEqual({ flaky: 3, after: 3 })
    await emit(t, [6_040_000])
    expect(flaky.ticks().at(-1)).toEqual([6_040_000])
  })

  it('is retried after a short backoff when no new ticks come', async () => {
    const flaky = testEngine('flaky', onTicksOnce)
    const t = await startWith([flaky.engine], 5)
    await emit(t, [6_000_000])
    await vi.waitFor(() => expect(flaky.ticks()).toEqual([[6_000_000], [6_000_000]]), { timeout: 10_000 })
    await t.s.idle()
    expect(t.s.stats).toEqual({ flaky: 1 })
  })

  it('keeps being retried while the engine fails, and stop() ends the retries', async () => {
    const flaky = testEngine('flaky', (_n, call) => call.kind === 'ticks')
    const t = await startWith([flaky.engine], 1)
    await emit(t, [6_000_000])
    await vi.waitFor(() => expect(flaky.ticks().length).toBeGreaterThanOrEqual(3), { timeout: 10_000 })
    await t.s.stop()
    const count = flaky.calls.length
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(flaky.calls.length).toBe(count)
  })

  it('retries a failed recovery before the ticks that came after it', async () => {
    const flaky = testEngine('flaky', (n) => n === 1)
    const after = testEngine('after')
    const t = await startWith([flaky.engine, after.engine], 60_000)
    expect(after.calls).toEqual([{ kind: 'recover' }])
    await emit(t, [6_000_000])
    expect(flaky.calls).toEqual([{ kind: 'recover' }, { kind: 'recover' }, { kind: 'ticks', prices: [6_000_000] }])
    expect(after.calls).toEqual([{ kind: 'recover' }, { kind: 'ticks', prices: [6_000_000] }])
  })
})

/** Fails the first update of `contract_orders` through this database handle (the engine's decision). */
function failFirstContractUpdate(): KyselyPlugin {
  let failed = false
  return {
    transformQuery({ node }) {
      if (!failed && UpdateQueryNode.is(node) && node.table && TableNode.is(node.table)) {
        if (node.table.table.identifier.name === 'contract_orders') {
          failed = true
          throw new Error('database unavailable')
        }
      }
      return node
    },
    transformResult: async ({ result }) => result,
  }
}

describe('the trading engines on a database that fails once', () => {
  it('close a stop-loss crossed only inside the failed batch, at its tick, once; the alerts still fire', async () => {
    const base = await createHarness()
    h = base
    const deps: Deps = { ...depsOf(base), db: base.db.withPlugin(failFirstContractUpdate()) }
    const engines = new TradingEngines(deps, tradingEngines, { retryMs: 60_000 })
    scheduler = engines
    await engines.start()
    const th: TradingHarness = { ...base, engines, deps }
    const user = await contractTrader(th)
    await tickAfter(th, 1000, { [BTC]: 6_000_000 })
    const o = await open(th, user, { stop_loss: '59900' })
    const alert = dataOf(
      await call<PriceAlert>(base.app, '/api/price_alert_add', {
        token: user.token,
        body: { pid: BTC, direction: 'below', price: '59950' },
      }),
    )

    await tickAfter(th, 1000, { [BTC]: 5_985_000 })
    const crossedAt = base.clock().getTime()
    expect(await orderRow(th, o.oid)).toMatchObject({ status: 1 })
    const fired = await base.db.selectFrom('price_alerts').selectAll().where('id', '=', alert.id).executeTakeFirst()
    expect(fired).toMatchObject({ status: 'fired', fired_t: crossedAt })

    await tickAfter(th, 1000, { [BTC]: 6_000_000 })
    expect(await orderRow(th, o.oid)).toMatchObject({
      status: 2,
      close_reason: 'stop_loss',
      close_price: 5_985_000,
      close_t: crossedAt,
    })
    await tickAfter(th, 1000, { [BTC]: 5_980_000 })
    const closes = await base.db
      .selectFrom('postings')
      .select('tx_id')
      .where('ref', '=', `contract_order:${o.oid}`)
      .where('reason', '=', 'contract_settle')
      .groupBy('tx_id')
      .execute()
    expect(closes).toHaveLength(1)
    expect(engines.stats.contract).toBe(1)
    expect(await invariants(base)).toEqual([])
  })

  it('decide nothing twice when a run that committed is reported failed and its batch comes again', async () => {
    const base = await createHarness()
    h = base
    const deps = depsOf(base)
    const engines = new TradingEngines(deps, tradingEngines.map(failAfterCommitOnce), { retryMs: 60_000 })
    scheduler = engines
    await engines.start()
    const th: TradingHarness = { ...base, engines, deps }
    const user = await contractTrader(th)
    await acceptRisk(deps, user.id, 'micro')
    await tickAfter(th, 1000, { [BTC]: 6_000_000 })
    const api = <T>(path: string, body: Record<string, unknown>) =>
      call<T>(base.app, path, { token: user.token, body: { pid: BTC, ...body } })
    const micro = dataOf(await api<MicroOrderPlaced>('/api/micro_order', { t: 30, amount: '100', type: 0 }))
    const spot = dataOf(await api<CoinOrder>('/api/coin_buy', { price_type: 1, price: '59950', amount: '0.001' }))
    const contract = await open(th, user, { stop_loss: '59900' })
    dataOf(await api<PriceAlert>('/api/price_alert_add', { direction: 'below', price: '59950' }))

    await tickAfter(th, 30_000, { [BTC]: 5_985_000 })
    expect([...failedAfterCommit].sort()).toEqual(['contract', 'micro', 'price_alerts', 'spot'])
    await tickAfter(th, 1000, { [BTC]: 5_986_000 })
    const decisions = (reason: string, ref: string) =>
      base.db
        .selectFrom('postings')
        .select('tx_id')
        .where('reason', '=', reason)
        .where('ref', '=', ref)
        .groupBy('tx_id')
        .execute()
    expect(await decisions('micro_settle', `micro_order:${micro.oid}`)).toHaveLength(1)
    expect(await decisions('coin_fill', `coin_order:${spot.oid}`)).toHaveLength(1)
    expect(await decisions('contract_settle', `contract_order:${contract.oid}`)).toHaveLength(1)
    expect((await notificationsOf(base, user.id)).filter((n) => n.kind === 'price_alert')).toHaveLength(1)
    expect(await invariants(base)).toEqual([])
  })
})

/** The names of the engines failAfterCommitOnce made fail. */
const failedAfterCommit = new Set<string>()

/** The engine, whose first run that decides something commits and then fails (say the connection drops). */
function failAfterCommitOnce<E extends Engine>(engine: E): E {
  const onTicks: Engine['onTicks'] = async (deps, ticks, latest) => {
    const decided = await engine.onTicks(deps, ticks, latest)
    if (decided > 0 && !failedAfterCommit.has(engine.name)) {
      failedAfterCommit.add(engine.name)
      throw new Error('connection lost after commit')
    }
    return decided
  }
  return { ...engine, onTicks }
}
