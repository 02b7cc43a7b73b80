// The stale-window rule of timed orders (README: Real prices): on a venue's product, an order with no tick in the
// 5 s before its expiry is voided, stake and fee returned in full by one micro_void posting; with a tick in that
// window it settles on the last tick before expiry as always. Simulated products keep settling on the last tick.
import { afterEach, beforeEach, expect, it } from 'vitest'
import type { MicroOrderPlaced, MicroResult } from '../../../contract/trading'
import { balanceOf } from '../../../server/ledger/ledger'
import { call, dataOf } from '../../support/server/request'
import {
  BTC,
  createTrader,
  createTradingHarness,
  invariants,
  type TradingHarness,
  tick,
  tickAfter,
} from '../../support/server/trading'
import { fund } from '../../support/server/wallet'

let h: TradingHarness
let user: { id: number; token: string }
const USDT = 1_000_000n
const FUNDS = 1000n * USDT
const ENTRY = 6_700_000

beforeEach(async () => {
  h = await createTradingHarness()
  user = await createTrader(h)
  await fund(h, user.id, 'USDT', FUNDS)
})
afterEach(async () => {
  expect(await invariants(h)).toEqual([])
  await h.close()
})

/** A 30 s up order on BTC placed on a tick at the clock's time. */
async function placeUp(): Promise<number> {
  await tick(h, { [BTC]: ENTRY })
  const placed = await call<MicroOrderPlaced>(h.app, '/api/micro_order', {
    token: user.token,
    body: { pid: BTC, t: 30, amount: '100', type: 0 },
  })
  return dataOf(placed).oid
}

const result = async (oid: number) =>
  dataOf(await call<MicroResult>(h.app, '/api/micro_result', { token: user.token, body: { oid } }))

const voids = (oid: number) =>
  h.db.selectFrom('postings').selectAll().where('ref', '=', `micro_order:${oid}`).where('reason', '=', 'micro_void')

it('voids an order on a venue product whose last tick before expiry is more than 5 s old, refunding stake and fee', async () => {
  h.feed.defaultCondition = 'venue'
  const oid = await placeUp()
  expect(await balanceOf(h.db, user.id, 'USDT')).toBeLessThan(FUNDS - 100n * USDT)
  // Feed stalls from 1 s after placement until 10 s after expiry; the tick 5.001 s before expiry is too old.
  await tickAfter(h, 24_999, { [BTC]: ENTRY + 50_000 })
  await tickAfter(h, 15_001, { [BTC]: ENTRY + 90_000 })
  expect(await result(oid)).toMatchObject({ status: 1, result: 0, ploss: '0.00' })
  const row = await h.db.selectFrom('micro_orders').selectAll().where('id', '=', oid).executeTakeFirstOrThrow()
  expect([row.settle_t, row.settle_price]).toEqual([null, null])
  expect(await balanceOf(h.db, user.id, 'USDT')).toBe(FUNDS)
  // One posting of three entries: the frozen stake out, stake and fee to available, the fee out of house fees.
  expect(await voids(oid).execute()).toHaveLength(3)
})

it('settles a venue order on the last tick before expiry when it is at most 5 s old', async () => {
  h.feed.defaultCondition = 'venue'
  const oid = await placeUp()
  await tickAfter(h, 25_000, { [BTC]: ENTRY + 50_000 })
  const deciding = h.clock().getTime()
  await tickAfter(h, 15_000, { [BTC]: ENTRY - 90_000 })
  expect(await result(oid)).toMatchObject({ status: 1, result: 1, settlement: { t: deciding } })
  expect(await voids(oid).execute()).toEqual([])
})

it('waits while the product is closed and voids on reopening when the expiry fell in the gap', async () => {
  h.feed.defaultCondition = 'venue'
  const oid = await placeUp()
  h.feed.conditions.set(BTC, 'closed')
  await tickAfter(h, 40_000, { [BTC]: ENTRY + 50_000 })
  expect((await result(oid)).status).toBe(0)
  h.feed.conditions.delete(BTC)
  await tickAfter(h, 1000, { [BTC]: ENTRY + 50_000 })
  expect(await result(oid)).toMatchObject({ status: 1, result: 0 })
  expect(await balanceOf(h.db, user.id, 'USDT')).toBe(FUNDS)
})

it('settles a simulated product on the last tick before expiry, however old', async () => {
  const oid = await placeUp()
  await tickAfter(h, 1000, { [BTC]: ENTRY - 90_000 })
  await tickAfter(h, 39_000, { [BTC]: ENTRY + 90_000 })
  expect(await result(oid)).toMatchObject({ status: 1, result: 2 })
  expect(await voids(oid).execute()).toEqual([])
})
