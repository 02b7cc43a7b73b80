import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ProductSettings, TimedDuration, WalletLimits } from '../../../contract/console-data'
import type { KlineAnswer } from '../../../contract/market'
import type { CoinOrder, MicroOrderPlaced, MicroResult } from '../../../contract/trading'
import type { WithdrawInfo } from '../../../contract/wallet'
import { admin, auditRows, openConsoleMarket } from '../../support/server/console'
import { call, dataOf } from '../../support/server/request'
import { BTC, invariants, type TradingHarness, tickAfter } from '../../support/server/trading'

let h: TradingHarness
let user: { id: number; token: string }
const _USDT = 1_000_000n

beforeEach(async () => {
  ;({ h, user } = await openConsoleMarket())
})
afterEach(async () => {
  expect(await invariants(h)).toEqual([])
  await h.close()
})

const placeTimed = (amount = '100') =>
  call<MicroOrderPlaced>(h.app, '/api/micro_order', { token: user.token, body: { pid: BTC, t: 30, amount, type: 0 } })
const resultOf = async (oid: number) =>
  dataOf(await call<MicroResult>(h.app, '/api/micro_result', { token: user.token, body: { oid } }))

describe('product settings', () => {
  it('list the terms new orders get', async () => {
    const settings = dataOf(await admin<ProductSettings>(h, '/admin/products'))
    expect(settings.timed.durations).toEqual([
      { seconds: 30, rate: '80', min: '10' },
      { seconds: 60, rate: '82', min: '10' },
      { seconds: 120, rate: '85', min: '50' },
      { seconds: 300, rate: '88', min: '100' },
    ])
    expect(settings.timed.fees.find((f) => f.pid === BTC)).toEqual({
      pid: BTC,
      code: expect.any(String),
      micro_fee: '1',
    })
    expect(settings.contract.find((c) => c.pid === BTC)).toMatchObject({ pid: BTC, max_leverage: expect.any(Number) })
    expect(settings.spot).toEqual({ fee: '2.5' })
    expect(settings.wallet).toEqual({
      recharge_min: '10.00',
      recharge_max: '100000.00',
      withdraw_min: '10.00',
      withdraw_max: '100000.00',
      withdraw_fee: '1.00',
    })
  })

  it('a payout-rate change applies to the next timed order only; the open one settles at its own rate', async () => {
    const first = dataOf(await placeTimed())
    expect(first).toMatchObject({ rate: '80', win_payout: '80.00' })
    const changed = await admin<TimedDuration>(h, '/admin/products/timed', { seconds: 30, rate: '90', reason: 'Promo' })
    expect(changed.envelope).toMatchObject({
      status: 1,
      msg: 'Settings saved',
      data: { seconds: 30, rate: '90', min: '10' },
    })
    const second = dataOf(await placeTimed())
    expect(second).toMatchObject({ rate: '90', win_payout: '90.00' })
    const kline = dataOf(await call<KlineAnswer>(h.app, '/main/kline/pid/12/t/1m'))
    expect(kline.latest.micro_contract[0]).toEqual({ time: 30, rate: '90', min: '10' })

    await tickAfter(h, 30_000, { [BTC]: 6_800_000 })
    expect(await resultOf(first.oid)).toMatchObject({ status: 1, result: 1, ploss: '80.00' })
    expect(await resultOf(second.oid)).toMatchObject({ status: 1, result: 1, ploss: '90.00' })
    const [row] = await auditRows(h, 'timed:30')
    expect(row).toMatchObject({ action: 'products.timed', reason: 'Promo' })
    expect(JSON.parse(row?.before ?? '')).toEqual({ seconds: 30, rate: '80', min: '10' })
    expect(JSON.parse(row?.after ?? '')).toEqual({ seconds: 30, rate: '90', min: '10' })
  })

  it('a new minimum and a new duration are offered at once', async () => {
    dataOf(await admin(h, '/admin/products/timed', { seconds: 30, min: '150' }))
    expect((await placeTimed('100')).envelope).toMatchObject({ status: 0, code: 'below_minimum' })
    const missing = await admin(h, '/admin/products/timed', { seconds: 45, rate: '70' })
    expect(missing.envelope).toMatchObject({ status: 0, code: 'validation', msg: 'Invalid timed-order terms: min.' })
    dataOf(await admin(h, '/admin/products/timed', { seconds: 45, rate: '70', min: '5' }))
    const placed = dataOf(
      await call<MicroOrderPlaced>(h.app, '/api/micro_order', {
        token: user.token,
        body: { pid: BTC, t: 45, amount: '10', type: 1 },
      }),
    )
    expect(placed).toMatchObject({ seconds: 45, rate: '70', win_payout: '7.00' })
    for (const bad of [{ rate: '0' }, { rate: '-5' }, { min: '0' }, { seconds: 100_000, rate: '1', min: '1' }]) {
      const answer = await admin(h, '/admin/products/timed', { seconds: 30, ...bad })
      expect(answer.envelope).toMatchObject({ status: 0, code: 'validation' })
    }
  })

  it('a spot fee change applies to the next spot order', async () => {
    const buy = () =>
      call<CoinOrder>(h.app, '/api/coin_buy', {
        token: user.token,
        body: { pid: BTC, price_type: 0, price: '', amount: '0.001' },
      })
    expect(dataOf(await buy()).fee_rate).toBe('2.5')
    expect(dataOf(await admin(h, '/admin/products/spot', { fee: '0.1', reason: 'Launch' }))).toEqual({ fee: '0.1' })
    const next = dataOf(await buy())
    expect(next).toMatchObject({ fee_rate: '0.1', fee: '0.000001' })
    expect((await admin(h, '/admin/products/spot', { fee: '100' })).envelope).toMatchObject({ code: 'validation' })
    const [row] = await auditRows(h, 'settings:spot_fee')
    expect([row?.before, row?.after, row?.reason]).toEqual(['{"fee":"2.5"}', '{"fee":"0.1"}', 'Launch'])
  })

  it('wallet limits and the withdrawal fee move into the database, the configuration staying the default', async () => {
    const answer = dataOf(
      await admin<WalletLimits>(h, '/admin/products/wallet', { withdraw_min: '50', withdraw_fee: '2.5' }),
    )
    expect(answer).toMatchObject({ withdraw_min: '50.00', withdraw_fee: '2.50', recharge_min: '10.00' })
    const info = dataOf(await call<WithdrawInfo>(h.app, '/api/withdraw_info', { token: user.token }))
    expect(info).toMatchObject({ withdraw_min: '50.00', withdraw_fee: '2.50' })
    dataOf(await admin(h, '/admin/products/wallet', { recharge_min: '25' }))
    const recharge = dataOf(await call<{ amount_min: string }>(h.app, '/api/recharge_config', { token: user.token }))
    expect(recharge.amount_min).toBe('25.00')
    const below = await admin(h, '/admin/products/wallet', { withdraw_max: '40' })
    expect(below.envelope).toMatchObject({
      status: 0,
      code: 'validation',
      msg: 'withdraw_max must be at least its minimum.',
    })
    expect((await admin(h, '/admin/products/wallet', { recharge_min: 'ten' })).envelope).toMatchObject({
      code: 'validation',
    })
    expect((await admin(h, '/admin/products/wallet', { reason: 'nothing' })).envelope).toMatchObject({
      code: 'validation',
    })
    expect((await auditRows(h, 'settings:wallet')).map((r) => JSON.parse(r.after).withdraw_min)).toEqual([
      '50.00',
      '50.00',
    ])
  })
})
