// No trade on a stale price: every call that takes the price of the moment is refused (price_stale, nothing
// written) once the product's last tick is older than TERN_MAX_PRICE_AGE_SECONDS at the clock's time, and
// accepted again after a new tick. Cancels, quotes, reads and the engines (which act on recorded ticks) go on.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CoinOrder } from '../../../contract/trading'
import type { ExchangeAnswer } from '../../../contract/wallet'
import { acceptRisk } from '../../../server/features/risk/service'
import { balancesOf } from '../../../server/ledger/ledger'
import { type CallResult, call, dataOf } from '../../support/server/request'
import {
  BTC,
  createTrader,
  createTradingHarness,
  ETH,
  invariants,
  type TradingHarness,
  tick,
} from '../../support/server/trading'
import { depsOf, fund } from '../../support/server/wallet'
import { cancel as contractCancel, open, place, sell } from '../contract/helpers'

let h: TradingHarness
let user: { id: number; token: string }
const USDT = 1_000_000n
const SAT = 100_000_000n
const prices = { [BTC]: 6_700_000, [ETH]: 345_000 }

async function start(env: Record<string, string> = {}) {
  h = await createTradingHarness({ env })
  user = await createTrader(h)
  await acceptRisk(depsOf(h), user.id, 'contract')
  await fund(h, user.id, 'USDT', 1000n * USDT)
  await fund(h, user.id, 'BTC', SAT / 10n)
  await tick(h, prices)
}

beforeEach(() => start())
afterEach(async () => {
  expect(await invariants(h)).toEqual([])
  await h.close()
})

const micro = () =>
  call(h.app, '/api/micro_order', { token: user.token, body: { pid: BTC, t: 30, amount: '100', type: 0 } })
const coin = (path: 'buy' | 'sell', body: Record<string, unknown> = {}) =>
  call<CoinOrder>(h.app, `/api/coin_${path}`, {
    token: user.token,
    body: { pid: BTC, price_type: 0, price: '', amount: '0.01', ...body },
  })
const exchange = (execute: boolean) =>
  call<ExchangeAnswer>(h.app, '/api/exchange_result2', {
    token: user.token,
    body: { from: 'USDT', to: 'BTC', amount: '670', type: 0, do: execute ? 1 : 0 },
  })

/** Everything a trade could write: the user's balances, postings and every order and exchange row. */
async function written() {
  return {
    balances: await balancesOf(h.db, user.id),
    postings: await h.db.selectFrom('postings').selectAll().execute(),
    micro: await h.db.selectFrom('micro_orders').selectAll().execute(),
    coin: await h.db.selectFrom('coin_orders').selectAll().execute(),
    contract: await h.db.selectFrom('contract_orders').selectAll().execute(),
    exchanges: await h.db.selectFrom('exchanges').selectAll().execute(),
  }
}

const refused = (result: CallResult<unknown>) =>
  expect(result.envelope).toEqual({
    status: 0,
    code: 'price_stale',
    msg: 'Prices are delayed, so trading is paused. Please try again in a moment.',
    data: null,
  })

/** Leaves the last tick just older than the default 10 seconds. */
const stall = () => h.clock.advance(10_001)

const guarded: [string, () => Promise<CallResult<unknown>>][] = [
  ['a timed order', micro],
  ['a spot market buy', () => coin('buy')],
  ['a spot market sell', () => coin('sell')],
  ['a spot limit buy that fills at once', () => coin('buy', { price_type: 1, price: '68000' })],
  ['a spot limit sell that fills at once', () => coin('sell', { price_type: 1, price: '66000' })],
  ['a contract market order', () => place(h, user, {})],
  ['a contract limit order', () => place(h, user, { price_type: 1, price: '66000' })],
  ['an exchange', () => exchange(true)],
]

describe('calls that trade at the price of the moment', () => {
  it.each(guarded)(
    '%s is refused on a stale price, changes nothing, and is accepted after a new tick',
    async (_, run) => {
      stall()
      const before = await written()
      refused(await run())
      expect(await written()).toEqual(before)
      await tick(h, prices)
      expect((await run()).envelope?.status).toBe(1)
      expect(await written()).not.toEqual(before)
    },
  )

  it('closing a contract position, whole or in part, waits for a fresh mark', async () => {
    const position = await open(h, user)
    stall()
    const before = await written()
    refused(await sell(h, user, position.oid, 50))
    refused(await sell(h, user, position.oid))
    expect(await written()).toEqual(before)
    await tick(h, prices)
    expect(dataOf(await sell(h, user, position.oid, 50)).status).toBe(2)
    expect(dataOf(await sell(h, user, position.oid)).status).toBe(2)
  })

  it('the age is measured at the clock: exactly the setting is still fresh', async () => {
    h.clock.advance(10_000)
    expect((await micro()).envelope?.status).toBe(1)
    h.clock.advance(1)
    refused(await micro())
  })

  it('answers in the caller’s language', async () => {
    stall()
    const res = await call(h.app, '/api/micro_order', {
      token: user.token,
      lang: 'de',
      body: { pid: BTC, t: 30, amount: '100', type: 0 },
    })
    expect(res.envelope).toMatchObject({ status: 0, code: 'price_stale', msg: expect.stringContaining('Handel') })
  })
})

describe('what stays open on a stale price', () => {
  it('cancels, quotes and a limit order that only rests; the engine fills that order on the next tick', async () => {
    const pending = await open(h, user, { price_type: 1, price: '60000' })
    stall()
    expect(dataOf(await contractCancel(h, user, pending.oid)).status).toBe(3)
    expect(dataOf(await exchange(false)).to_amount).toBe('0.01')
    const resting = dataOf(await coin('buy', { price_type: 1, price: '60000' }))
    expect(resting.status).toBe(0)
    expect((await call(h.app, '/api/micro_orders', { token: user.token })).envelope?.status).toBe(1)
    await tick(h, { [BTC]: 5_990_000 })
    const row = await h.db.selectFrom('coin_orders').selectAll().where('id', '=', resting.oid).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 1, fill_tick_price: 5_990_000 })
  })

  it('a longer setting allows an older tick', async () => {
    await h.close()
    await start({ TERN_MAX_PRICE_AGE_SECONDS: '60' })
    h.clock.advance(60_000)
    expect((await micro()).envelope?.status).toBe(1)
    h.clock.advance(1)
    refused(await micro())
  })
})
