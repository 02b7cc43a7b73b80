// The signed price record through the API (README: Verifiable prices): a timed order the engine settled is checked
// from the public key at its well-known path and the window call alone, by the same code the app's worker runs;
// a tick changed in the database afterwards is named; the prune keeps the hours an order's check needs.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeEach, expect, it } from 'vitest'
import type {
  CoinOrder,
  CoinOrdersAnswer,
  MicroOrder,
  MicroOrderPlaced,
  MicroOrdersAnswer,
} from '../../../contract/trading'
import {
  HOUR_MS,
  type HourRecord,
  importPublicKey,
  type PricesKey,
  type VerifyKey,
} from '../../../contract/verify/prices'
import { spotClaimOf, verifySpotFill } from '../../../contract/verify/spot'
import { type TimedClaim, timedClaimOf, verifyTimedOrder } from '../../../contract/verify/timed'
import * as repo from '../../../server/market/repo'
import { loadPriceKey } from '../../../server/verifiable/keys'
import { SEAL_GRACE_MS, sealDue } from '../../../server/verifiable/sealer'
import { listen } from '../../support/server/listen'
import { call, dataOf } from '../../support/server/request'
import {
  BTC,
  createTrader,
  createTradingHarness,
  type TradingHarness,
  tick,
  tickAfter,
} from '../../support/server/trading'
import { fund } from '../../support/server/wallet'

let h: TradingHarness
const noCandlesPruned = { '1m': 0, '5m': 0, '15m': 0, '30m': 0, '1h': 0, '1d': 0 }
let user: { id: number; token: string }

beforeEach(async () => {
  h = await createTradingHarness()
  user = await createTrader(h)
  await fund(h, user.id, 'USDT', 1000n * 1_000_000n)
})
afterEach(() => h.close())

/** A 30 s up order on BTC settled by the engine on a higher price; returns it as the history lists it. */
async function settledOrder(): Promise<MicroOrder> {
  await tick(h, { [BTC]: 6_700_000 })
  const body = { pid: BTC, t: 30, amount: '100', type: 0 }
  const { oid } = dataOf(await call<MicroOrderPlaced>(h.app, '/api/micro_order', { token: user.token, body }))
  await tickAfter(h, 10_000, { [BTC]: 6_700_100 })
  await tickAfter(h, 19_999, { [BTC]: 6_701_234 })
  await tickAfter(h, 2, { [BTC]: 6_600_000 })
  const { orders } = dataOf(await call<MicroOrdersAnswer>(h.app, '/api/micro_orders', { token: user.token }))
  const order = orders.find((o) => o.oid === oid)
  if (!order?.settlement) throw new Error('not settled')
  return order
}

function claimOf(o: MicroOrder): TimedClaim {
  const claim = timedClaimOf(o)
  if (!claim) throw new Error('not settled')
  return claim
}

/** Moves past the end of the order's hour (and the grace) and seals, as the engine's job does. */
async function seal(): Promise<void> {
  const now = h.clock().getTime()
  h.clock.advance(now - (now % HOUR_MS) + HOUR_MS + SEAL_GRACE_MS - now)
  await h.market.flush()
  await sealDue(h.db, await loadPriceKey(h.db, h.clock()), h.clock().getTime())
}

/** The published key and the window call's signed hours of [from, to], as the check reads them. */
async function recordThroughApi(from: number, to: number) {
  const res = await h.app.request('/.well-known/tern-prices.json')
  const key: VerifyKey = await importPublicKey(((await res.json()) as PricesKey).publicKey)
  const window = await call<{ hours: HourRecord[]; complete: boolean }>(
    h.app,
    `/main/price_window/${BTC}?from=${from}&to=${to}`,
  )
  const { hours, complete } = dataOf(window)
  expect(complete).toBe(true)
  expect(window.headers.get('Cache-Control')).toContain('immutable')
  return { key, source: async (_pid: number, start: number) => hours.find((r) => r.head.start === start) ?? null }
}

async function verifyThroughApi(claim: TimedClaim) {
  const { key, source } = await recordThroughApi(claim.entry.t, claim.expiresAt)
  return verifyTimedOrder(key, source, claim)
}

it('verifies a timed order the engine settled from the well-known key and the window call, and names a changed tick', async () => {
  const order = await settledOrder()
  expect(order.settlement).toMatchObject({ price: '67012.34' })
  const claim = claimOf(order)
  const unsigned = await call(h.app, `/main/prices/${BTC}/${claim.expiresAt - (claim.expiresAt % HOUR_MS)}`)
  expect(unsigned.envelope?.status).toBe(0)
  await seal()
  expect(await verifyThroughApi(claim)).toEqual({
    ok: true,
    rule: 'last_tick_at_or_before_expiry',
    tick: order.settlement,
    result: 1,
    ploss: '80.000000',
  })
  const settleT = claim.settlement.t
  await h.db
    .updateTable('ticks')
    .set({ price: 6_701_235 })
    .where('product_id', '=', BTC)
    .where('t', '=', settleT)
    .execute()
  const verdict = await verifyThroughApi(claim)
  expect(verdict.ok).toBe(false)
  if (!verdict.ok) expect(verdict.mismatches[0]).toMatchObject({ kind: 'record', problem: 'ticks' })
})

it('keeps the hours a settled order is checked on past the tick retention, and prunes the others', async () => {
  const order = await settledOrder()
  const orderHour = Date.parse(order.expires_at) - (Date.parse(order.expires_at) % HOUR_MS)
  await seal()
  await tickAfter(h, HOUR_MS, { [BTC]: 6_650_000 })
  await seal()
  const quietHour = orderHour + 2 * HOUR_MS
  const heads = await h.db.selectFrom('price_heads').select(['start', 'keep']).where('product_id', '=', BTC).execute()
  expect(heads.find((r) => Number(r.start) === orderHour)?.keep).toBe(1)
  expect(heads.find((r) => Number(r.start) === quietHour)?.keep).toBe(0)
  await repo.prune(h.db, [BTC], h.clock().getTime(), noCandlesPruned)
  const left = await h.db.selectFrom('ticks').select('t').where('product_id', '=', BTC).execute()
  const hours = new Set(left.map((r) => Number(r.t) - (Number(r.t) % HOUR_MS)))
  expect(hours.has(orderHour)).toBe(true)
  expect(hours.has(quietHour)).toBe(false)
  expect((await verifyThroughApi(claimOf(order))).ok).toBe(true)
})

it('verifies a spot limit buy the engine filled on the first tick at or below its limit, and keeps its hours', async () => {
  await fund(h, user.id, 'USDT', 1000n * 1_000_000n)
  await tick(h, { [BTC]: 6_700_000 })
  const body = { pid: BTC, price_type: 1, price: '66000', amount: '0.01' }
  const placed = dataOf(await call<CoinOrder>(h.app, '/api/coin_buy', { token: user.token, body }))
  await tickAfter(h, 1000, { [BTC]: 6_600_100 })
  await tickAfter(h, 1000, { [BTC]: 6_599_000 })
  const { orders } = dataOf(await call<CoinOrdersAnswer>(h.app, '/api/coin_orders', { token: user.token }))
  const claim = spotClaimOf(orders.find((o) => o.oid === placed.oid) ?? placed)
  if (!claim) throw new Error('not filled')
  await seal()
  const fillHour = claim.fill.t - (claim.fill.t % HOUR_MS)
  const kept = await h.db
    .selectFrom('price_heads')
    .select('keep')
    .where('product_id', '=', BTC)
    .where('start', '=', fillHour)
    .where('span', '=', 'h')
    .executeTakeFirst()
  expect(kept?.keep).toBe(1)
  const { key, source } = await recordThroughApi(claim.placedT, claim.fill.t)
  expect(await verifySpotFill(key, source, claim)).toEqual({
    ok: true,
    rule: 'first_tick_crossing_limit',
    tick: { t: claim.fill.t, price: '65990.00' },
  })
  expect(await verifySpotFill(key, source, { ...claim, total: '659.00' })).toEqual({
    ok: false,
    mismatches: [{ kind: 'fill_amounts', stored: '659.00', rule: '660.000000' }],
  })
})

it('npm run verify checks a saved history against the server, and says which order does not verify', async () => {
  await settledOrder()
  const saved = await call<MicroOrdersAnswer>(h.app, '/api/micro_orders', { token: user.token })
  await seal()
  const dir = mkdtempSync(join(tmpdir(), 'tern-verify-'))
  const server = await listen(h.app)
  try {
    const file = join(dir, 'orders.json')
    // The saved history, and a copy of its order whose stored outcome was changed: one run checks both.
    const [order] = dataOf(saved).orders
    if (!order) throw new Error('no order')
    const changed = { ...order, oid: order.oid + 1000, result: 2, ploss: '-100.00' }
    writeFileSync(file, JSON.stringify({ server: server.url, orders: [order, changed] }))
    const failed = await promisify(execFile)('npx', ['tsx', 'scripts/verify.ts', file]).then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    )
    expect(failed?.code).toBe(1)
    expect(failed?.stdout).toMatch(
      new RegExp(`order ${order.oid}: verified, settled at 67012\\.34 at .* by rule last_tick_at_or_before_expiry`),
    )
    expect(failed?.stdout).toContain(`order ${changed.oid}: NOT verified\n  - stored result 2, the rule gives 1`)
  } finally {
    await server.close()
    rmSync(dir, { recursive: true, force: true })
  }
}, 60_000)
