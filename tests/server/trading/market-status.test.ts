// Market status (README: Real prices): the product calls carry each product's status and last tick time; on a
// venue's product, orders are refused while it is delayed or closed, and a tick that arrives while it is not live
// decides nothing. With the simulator (the scripted feed's default) every product is simulated.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ContractMarket } from '../../../contract/contract-trading'
import type { KlineAnswer, Product } from '../../../contract/market'
import type { CoinMarketInfo, CoinOrder } from '../../../contract/trading'
import type { ExchangeAnswer } from '../../../contract/wallet'
import { balancesOf } from '../../../server/ledger/ledger'
import { type CallResult, call, dataOf } from '../../support/server/request'
import {
  BTC,
  createTrader,
  createTradingHarness,
  invariants,
  type TradingHarness,
  tick,
} from '../../support/server/trading'
import { fund } from '../../support/server/wallet'

let h: TradingHarness
let user: { id: number; token: string }
const USDT = 1_000_000n

beforeEach(async () => {
  h = await createTradingHarness()
  user = await createTrader(h)
  await fund(h, user.id, 'USDT', 1000n * USDT)
})
afterEach(async () => {
  expect(await invariants(h)).toEqual([])
  await h.close()
})

async function statusOf(pid: number) {
  const products = dataOf(await call<Product[]>(h.app, '/main/products'))
  const kline = dataOf(await call<KlineAnswer>(h.app, `/main/kline/pid/${pid}/t/1m`))
  const product = products.find((p) => p.id === pid)
  return { list: product?.status, t: product?.t, detail: kline.latest.status, detailT: kline.latest.t }
}

const micro = () =>
  call(h.app, '/api/micro_order', { token: user.token, body: { pid: BTC, t: 30, amount: '100', type: 0 } })
const limitBuy = (price: string) =>
  call<CoinOrder>(h.app, '/api/coin_buy', {
    token: user.token,
    body: { pid: BTC, price_type: 1, price, amount: '0.01' },
  })

const refused = (result: CallResult<unknown>, msg: string) =>
  expect(result.envelope).toEqual({ status: 0, code: 'market_not_live', msg, data: null })

it('with the simulator every product is simulated, whatever the age of its last tick', async () => {
  await tick(h, { [BTC]: 6_700_000 })
  const products = dataOf(await call<Product[]>(h.app, '/main/products'))
  expect(new Set(products.map((p) => p.status))).toEqual(new Set(['simulated']))
  h.clock.advance(3_600_000)
  expect((await statusOf(BTC)).list).toBe('simulated')
})

it('the kline detail, the product list and the contract screen name the venue that prices a product, none with the simulator', async () => {
  const sources = async (pid: number) => {
    const products = dataOf(await call<Product[]>(h.app, '/main/products'))
    return {
      kline: dataOf(await call<KlineAnswer>(h.app, `/main/kline/pid/${pid}/t/1m`)).latest.source,
      list: products.find((p) => p.id === pid)?.source,
      contract: dataOf(await call<ContractMarket>(h.app, '/main/product_lvs', { body: { pid } })).info.source,
      // Spot trading has BTC/USDT and ETH/USDT only.
      spot: pid === BTC ? dataOf(await call<CoinMarketInfo>(h.app, '/main/coin_lvs', { body: { pid } })).source : '-',
    }
  }
  expect(await sources(BTC)).toEqual({ kline: undefined, list: undefined, contract: undefined, spot: undefined })
  await h.close()
  h = await createTradingHarness({ env: { TERN_FEED: 'okx' } })
  expect(await sources(BTC)).toEqual({ kline: 'OKX', list: 'OKX', contract: 'OKX', spot: 'OKX' })
  expect(await sources(34)).toEqual({ kline: undefined, list: undefined, contract: undefined, spot: '-' })
})

describe('a venue product', () => {
  beforeEach(() => {
    h.feed.defaultCondition = 'venue'
  })

  it('is delayed before its first tick, live after it, delayed again past the liveness window', async () => {
    expect((await statusOf(BTC)).list).toBe('delayed')
    await tick(h, { [BTC]: 6_700_000 })
    const t = h.clock().getTime()
    expect(await statusOf(BTC)).toEqual({ list: 'live', t, detail: 'live', detailT: t })
    h.clock.advance(10_001)
    expect(await statusOf(BTC)).toEqual({ list: 'delayed', t, detail: 'delayed', detailT: t })
    h.feed.conditions.set(BTC, 'stale')
    await tick(h, { [BTC]: 6_700_000 })
    expect((await statusOf(BTC)).list).toBe('delayed')
    h.feed.conditions.set(BTC, 'closed')
    expect((await statusOf(BTC)).list).toBe('closed')
  })

  it('refuses orders while delayed or closed, with a localized message, and takes them when live', async () => {
    await tick(h, { [BTC]: 6_700_000 })
    h.clock.advance(10_001)
    const delayed = 'Prices for this market are delayed, so orders are paused until they are live again.'
    refused(await micro(), delayed)
    refused(await limitBuy('60000'), delayed)
    h.feed.conditions.set(BTC, 'closed')
    await tick(h, { [BTC]: 6_700_000 })
    refused(await micro(), 'This market is closed, so orders are paused until it reopens.')
    const german = await call(h.app, '/api/micro_order', {
      token: user.token,
      lang: 'de',
      body: { pid: BTC, t: 30, amount: '100', type: 0 },
    })
    expect(german.envelope?.msg).toBe(
      'Dieser Markt ist geschlossen, daher sind Aufträge pausiert, bis er wieder öffnet.',
    )
    h.feed.conditions.delete(BTC)
    await tick(h, { [BTC]: 6_700_000 }, h.clock().getTime() + 1)
    expect((await micro()).envelope?.status).toBe(1)
  })

  it('the contract and spot screens carry the status', async () => {
    await tick(h, { [BTC]: 6_700_000 })
    const screens = async () => ({
      contract: dataOf(await call<ContractMarket>(h.app, '/main/product_lvs', { body: { pid: BTC } })).info.status,
      spot: dataOf(await call<CoinMarketInfo>(h.app, '/main/coin_lvs', { body: { pid: BTC } })).status,
    })
    expect(await screens()).toEqual({ contract: 'live', spot: 'live' })
    h.clock.advance(10_001)
    expect(await screens()).toEqual({ contract: 'delayed', spot: 'delayed' })
    h.feed.conditions.set(BTC, 'closed')
    expect(await screens()).toEqual({ contract: 'closed', spot: 'closed' })
  })

  it('refuses an exchange on a closed product even on a fresh tick, and takes it once the product is live', async () => {
    const exchange = () =>
      call<ExchangeAnswer>(h.app, '/api/exchange_result2', {
        token: user.token,
        body: { from: 'USDT', to: 'BTC', amount: '670', type: 0, do: 1 },
      })
    h.feed.conditions.set(BTC, 'closed')
    await tick(h, { [BTC]: 6_700_000 })
    const before = await balancesOf(h.db, user.id)
    refused(await exchange(), 'This market is closed, so orders are paused until it reopens.')
    expect(await balancesOf(h.db, user.id)).toEqual(before)
    expect(await h.db.selectFrom('exchanges').selectAll().execute()).toEqual([])
    h.feed.conditions.delete(BTC)
    await tick(h, { [BTC]: 6_700_000 }, h.clock().getTime() + 1)
    expect(dataOf(await exchange()).to_amount).toBe('0.01')
  })

  it('fills nothing on a tick that arrives while the product is closed', async () => {
    await tick(h, { [BTC]: 6_700_000 })
    const order = dataOf(await limitBuy('60000'))
    h.feed.conditions.set(BTC, 'closed')
    await tick(h, { [BTC]: 5_900_000 }, h.clock().getTime() + 1000)
    const status = async () =>
      (await h.db.selectFrom('coin_orders').select('status').where('id', '=', order.oid).executeTakeFirstOrThrow())
        .status
    expect(await status()).toBe(0)
    h.feed.conditions.delete(BTC)
    await tick(h, { [BTC]: 5_900_000 }, h.clock().getTime() + 2000)
    expect(await status()).toBe(1)
  })
})
