// The engines notify: a contract position closed by take-profit, stop-loss or liquidation (with the deciding
// tick), and staking or earn maturity. A user's own close notifies nobody.
import { afterEach, describe, expect, it } from 'vitest'
import type { EarnOrder } from '../../../contract/invest'
import { notificationsOf, onlyAlert } from '../../support/server/alerts'
import { createHarness, type Harness } from '../../support/server/harness'
import { buyMiner, earnId, investor, minerId, moveTo, runDay } from '../../support/server/invest'
import { call, dataOf } from '../../support/server/request'
import { BTC, createTradingHarness, type TradingHarness, tickAfter } from '../../support/server/trading'
import { contractTrader, open, sell } from '../contract/helpers'

let h: Harness | TradingHarness
afterEach(() => h.close())

async function trading() {
  const th = await createTradingHarness()
  h = th
  const user = await contractTrader(th)
  await tickAfter(th, 1000, { [BTC]: 6_000_000 })
  return { th, user }
}

describe('contract closes by the engine', () => {
  it('take-profit: the deciding price and time, and the result', async () => {
    const { th, user } = await trading()
    const o = await open(th, user, { stop_win: '60500', stop_loss: '59800' })
    await tickAfter(th, 1000, { [BTC]: 6_051_000 })
    const [row] = await notificationsOf(th, user.id)
    expect(row).toEqual({
      kind: 'contract_closed',
      params: {
        reason: 'take_profit',
        product: expect.stringContaining('BTC'),
        pid: String(BTC),
        oid: String(o.oid),
        price: '60510.00',
        time: th.clock().toISOString(),
        profit: '8.50',
      },
    })
    const alert = await onlyAlert(th, user.token)
    expect(alert.title).toBe('Take-profit executed')
    expect(alert.content).toContain(`(order ${o.oid}) was closed at 60,510.00 on `)
    expect(alert.content).toContain('Profit or loss: +8.50 USDT.')
  })

  it('stop-loss and liquidation', async () => {
    const { th, user } = await trading()
    await open(th, user, { type: 1, stop_loss: '60100' })
    await open(th, user)
    await tickAfter(th, 1000, { [BTC]: 6_010_000 })
    await tickAfter(th, 1000, { [BTC]: 5_969_849 })
    const reasons = (await notificationsOf(th, user.id)).map((n) => n.params.reason)
    expect(reasons).toEqual(['stop_loss', 'liquidation'])
    const titles = (await onlyAlertTitles(th, user.token)).sort()
    expect(titles).toEqual(['Position liquidated', 'Stop-loss executed'])
  })

  it('a user’s own close notifies nobody', async () => {
    const { th, user } = await trading()
    const o = await open(th, user, { stop_win: '60500' })
    dataOf(await sell(th, user, o.oid))
    await tickAfter(th, 1000, { [BTC]: 6_051_000 })
    expect(await notificationsOf(th, user.id)).toEqual([])
  })
})

async function onlyAlertTitles(th: TradingHarness, token: string): Promise<string[]> {
  const page = dataOf(await call<{ data: { title: string }[] }>(th.app, '/api/alerts', { token }))
  return page.data.map((a) => a.title)
}

describe('invest maturity', () => {
  it('staking returns its principal with the reward earned', async () => {
    h = await createHarness({ TERN_SESSION_IDLE_DAYS: '60' })
    const user = await investor(h, 10_000n)
    const product = await minerId(h, 'starter-node')
    await buyMiner(h, user.token, product, '1000')
    moveTo(h, '2026-03-08T23:00:00.000Z')
    await runDay(h)
    expect(await notificationsOf(h, user.id)).toEqual([])
    moveTo(h, '2026-03-09T00:00:00.000Z')
    expect((await runDay(h)).minerMatured).toBe(1)
    expect(await notificationsOf(h, user.id)).toEqual([
      {
        kind: 'invest_matured',
        params: { product: 'Starter Node', amount: '1000.00', reward: '21.00', ref: `miner:${product}` },
      },
    ])
    expect((await onlyAlert(h, user.token)).content).toBe(
      'Your Starter Node investment of 1,000.00 USDT has matured and returned to your balance with 21.00 USDT earned.',
    )
  })

  it('earn pays principal plus reward', async () => {
    h = await createHarness({ TERN_SESSION_IDLE_DAYS: '60' })
    const user = await investor(h, 2000n)
    const body = { id: await earnId(h, 'usdt-7d'), amount: '1000' }
    dataOf(await call<EarnOrder>(h.app, '/api/earn_order', { token: user.token, body }))
    moveTo(h, '2026-03-09T00:00:01.000Z')
    expect((await runDay(h)).earnMatured).toBe(1)
    expect(await notificationsOf(h, user.id)).toEqual([
      {
        kind: 'invest_matured',
        params: { product: '7-Day USDT Savings', amount: '1000.00', reward: '0.863013', ref: `earn:${body.id}` },
      },
    ])
  })
})
