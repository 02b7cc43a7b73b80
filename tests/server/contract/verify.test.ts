// Verify on closed contract positions through the API (README: Verifiable prices): positions the engine closed by
// take-profit (edited while open), stop-loss and liquidation, a limit order it filled, and a position the user
// closed, each checked from the well-known key and the window call by the code the app's worker and
// `npm run verify` run; a changed stored outcome and a changed tick are named; the hours are kept.
import { afterEach, beforeEach, expect, it } from 'vitest'
import type { ContractHistoryEntry, ContractHistoryPage } from '../../../contract/contract-trading'
import { contractClaimOf, verifyContractClose } from '../../../contract/verify/contract'
import { HOUR_MS, type HourRecord, importPublicKey, type PricesKey } from '../../../contract/verify/prices'
import { verifyOrders } from '../../../scripts/lib/verify-orders'
import { loadPriceKey } from '../../../server/verifiable/keys'
import { SEAL_GRACE_MS, sealDue } from '../../../server/verifiable/sealer'
import { listen } from '../../support/server/listen'
import { call, dataOf } from '../../support/server/request'
import { BTC, createTradingHarness, invariants, type TradingHarness, tickAfter } from '../../support/server/trading'
import { contractTrader, open, sell, stops, type Trader } from './helpers'

let h: TradingHarness
let user: Trader

beforeEach(async () => {
  h = await createTradingHarness()
  user = await contractTrader(h, 1000n)
  await tickAfter(h, 1000, { [BTC]: 6_000_000 })
})
afterEach(() => h.close())

async function seal(): Promise<void> {
  const now = h.clock().getTime()
  h.clock.advance(now - (now % HOUR_MS) + HOUR_MS + SEAL_GRACE_MS - now)
  await h.market.flush()
  await sealDue(h.db, await loadPriceKey(h.db, h.clock()), h.clock().getTime())
}

async function history(): Promise<ContractHistoryEntry[]> {
  return dataOf(await call<ContractHistoryPage>(h.app, '/api/orders/page/1', { token: user.token })).data
}

async function verifyThroughApi(entry: ContractHistoryEntry) {
  const claim = contractClaimOf(entry)
  if (!claim) throw new Error(`order ${entry.oid} is not a closed position`)
  const key = await importPublicKey(
    ((await (await h.app.request('/.well-known/tern-prices.json')).json()) as PricesKey).publicKey,
  )
  const window = await call<{ hours: HourRecord[]; complete: boolean }>(
    h.app,
    `/main/price_window/${BTC}?from=${claim.placedT}&to=${claim.closedAt}`,
  )
  const { hours } = dataOf(window)
  return verifyContractClose(key, async (_pid, start) => hours.find((r) => r.head.start === start) ?? null, claim)
}

/** Five 1-lot longs at 100x from 60,000.00 (liquidation 59,698.49), each closed by a different rule. */
async function closeByEachRule() {
  const tp = await open(h, user, { stop_win: '60700' })
  const sl = await open(h, user, { stop_loss: '59800' })
  const liq = await open(h, user)
  const mine = await open(h, user)
  const limit = await open(h, user, { price_type: 1, price: '59900' })
  await tickAfter(h, 1000, { [BTC]: 6_030_000 })
  expect(dataOf(await sell(h, user, mine.oid))).toMatchObject({ close_reason: 'user', sellprice: '60300.00' })
  // The take-profit moves down while open: from this tick on 60,500.00 is in force.
  expect((await stops(h, user, tp.oid, '60500', '')).status).toBe(200)
  await tickAfter(h, 1000, { [BTC]: 6_060_000 })
  await tickAfter(h, 1000, { [BTC]: 5_975_000 })
  await tickAfter(h, 1000, { [BTC]: 5_900_000 })
  const byId = new Map((await history()).map((o) => [o.oid, o]))
  const of = (oid: number) => byId.get(oid) as ContractHistoryEntry
  return { tp: of(tp.oid), sl: of(sl.oid), liq: of(liq.oid), mine: of(mine.oid), limit: of(limit.oid) }
}

it('verifies a take-profit edited while open, a stop-loss, a liquidation, a limit fill and a close by the user', async () => {
  const closed = await closeByEachRule()
  expect(await invariants(h)).toEqual([])
  expect(closed.tp).toMatchObject({ close_reason: 'take_profit', sellprice: '60600.00', profit: '10.00' })
  expect(closed.tp.stops).toEqual([
    { from_t: closed.tp.placed_t, stop_win: '60700.00', stop_loss: '' },
    { from_t: closed.mine.close_tick?.t, stop_win: '60500.00', stop_loss: '' },
  ])
  expect(closed.sl).toMatchObject({ close_reason: 'stop_loss', sellprice: '59750.00' })
  expect(closed.liq).toMatchObject({ close_reason: 'liquidation', sellprice: '59000.00', profit: '-10.00' })
  expect(closed.limit).toMatchObject({ close_reason: 'liquidation', buyprice: '59900.00', liq_price: '59598.99' })
  await seal()
  expect(await verifyThroughApi(closed.tp)).toEqual({
    ok: true,
    rule: 'first_tick_through_take_profit',
    tick: closed.tp.close_tick,
    reason: 'take_profit',
    profit: '10.000000',
  })
  expect(await verifyThroughApi(closed.sl)).toMatchObject({ ok: true, rule: 'first_tick_through_stop_loss' })
  expect(await verifyThroughApi(closed.liq)).toMatchObject({ ok: true, rule: 'first_tick_through_liquidation' })
  expect(await verifyThroughApi(closed.limit)).toMatchObject({ ok: true, rule: 'first_tick_through_liquidation' })
  expect(await verifyThroughApi(closed.mine)).toMatchObject({
    ok: true,
    rule: 'recorded_tick_within_price_age_before_close_request',
    profit: '5.000000',
  })
  // The hours are kept past the tick retention.
  const closeHour = (closed.tp.close_tick?.t ?? 0) - ((closed.tp.close_tick?.t ?? 0) % HOUR_MS)
  const head = await h.db
    .selectFrom('price_heads')
    .select('keep')
    .where('product_id', '=', BTC)
    .where('span', '=', 'h')
    .where('start', '=', closeHour)
    .executeTakeFirst()
  expect(head?.keep).toBe(1)
})

it('names a stored outcome and a recorded tick changed afterwards; npm run verify reads the saved history', async () => {
  const closed = await closeByEachRule()
  await seal()
  // A stop-loss stored 1 cent lower than the tick that decided it (the invariants name it too).
  await h.db.updateTable('contract_orders').set({ close_price: 5_974_999 }).where('id', '=', closed.sl.oid).execute()
  const sl = (await history()).find((o) => o.oid === closed.sl.oid) as ContractHistoryEntry
  expect(await verifyThroughApi(sl)).toMatchObject({
    ok: false,
    mismatches: [{ kind: 'deciding_tick', rule: { price: '59750.00' }, stored: { price: '59749.99' } }],
  })
  const server = await listen(h.app)
  try {
    const saved = await call<ContractHistoryPage>(h.app, '/api/orders/page/1', { token: user.token })
    const { lines, failed } = await verifyOrders(server.url, dataOf(saved).data)
    expect(failed).toBe(1)
    expect(lines).toContain(
      `order ${closed.tp.oid}: verified, settled at 60600.00 at ${new Date(closed.tp.close_tick?.t ?? 0).toISOString().replace('T', ' ').replace('Z', ' UTC')} by rule first_tick_through_take_profit`,
    )
    expect(lines.join('\n')).toContain(`order ${closed.sl.oid}: NOT verified\n  - stored settlement 59749.99`)
    // A tick changed in the database: the hour no longer hashes to its signed head.
    const t = closed.liq.close_tick?.t ?? 0
    await h.db.updateTable('ticks').set({ price: 5_900_001 }).where('product_id', '=', BTC).where('t', '=', t).execute()
    const again = await verifyOrders(server.url, dataOf(saved).data)
    expect(again.failed).toBe(5)
    expect(again.lines).toContain(
      '  - the signed record of the hour from ' +
        new Date(t - (t % HOUR_MS)).toISOString().replace('T', ' ').replace('Z', ' UTC') +
        ' fails: ticks',
    )
  } finally {
    await server.close()
  }
})

it('checks a close the user requested just after an hour ended, priced on a tick of that hour, up to the request', async () => {
  const mine = await open(h, user)
  const now = h.clock().getTime()
  await tickAfter(h, now - (now % HOUR_MS) + HOUR_MS - 500 - now, { [BTC]: 6_030_000 })
  h.clock.advance(600)
  expect(dataOf(await sell(h, user, mine.oid))).toMatchObject({ close_reason: 'user', sellprice: '60300.00' })
  const entry = (await history()).find((o) => o.oid === mine.oid) as ContractHistoryEntry
  const requestHour = Date.parse(entry.closetime ?? '')
  expect(requestHour % HOUR_MS).toBe(100)
  await seal()
  const kept = await h.db
    .selectFrom('price_heads')
    .select('keep')
    .where('product_id', '=', BTC)
    .where('span', '=', 'h')
    .where('start', '=', requestHour - 100)
    .executeTakeFirst()
  expect(kept?.keep).toBe(1)
  expect(await verifyThroughApi(entry)).toMatchObject({
    ok: true,
    rule: 'recorded_tick_within_price_age_before_close_request',
    tick: { price: '60300.00' },
  })
})
