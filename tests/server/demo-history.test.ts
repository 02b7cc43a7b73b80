import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LoginResult, UserInfo } from '../../contract/api'
import type { ContractHistoryPage } from '../../contract/contract-trading'
import type { AlertsPage } from '../../contract/notifications'
import type { CoinOrdersAnswer, MicroOrdersAnswer, TradeTick } from '../../contract/trading'
import type { RechargeRecord, WithdrawRecord } from '../../contract/wallet'
import { ensureDemoAccount } from '../../server/features/accounts/demo'
import { seedDemoHistory } from '../../server/features/demo-history/seed'
import { createHarness, type Harness } from '../support/server/harness'
import { call, dataOf } from '../support/server/request'
import { invariants } from '../support/server/trading'
import { depsOf } from '../support/server/wallet'

let h: Harness
let token: string

const get = async <T>(path: string) => dataOf(await call<T>(h.app, path, { token }))

/** The recorded tick at `t` for a product, as its price text at 2 decimals; undefined when not on record. */
async function recorded(pid: number, tick: TradeTick): Promise<string | undefined> {
  const row = await h.db
    .selectFrom('ticks')
    .select('price')
    .where('product_id', '=', pid)
    .where('t', '=', tick.t)
    .executeTakeFirst()
  return row === undefined ? undefined : (Number(row.price) / 100).toFixed(2)
}

async function snapshot() {
  const count = async (table: 'postings' | 'ticks' | 'notifications' | 'micro_orders' | 'operator_audit') =>
    Number(
      (
        await h.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  return {
    postings: await count('postings'),
    ticks: await count('ticks'),
    notifications: await count('notifications'),
    micro: await count('micro_orders'),
    audit: await count('operator_audit'),
  }
}

beforeAll(async () => {
  h = await createHarness()
  await ensureDemoAccount(depsOf(h))
  const started = performance.now()
  expect(await seedDemoHistory(depsOf(h))).toBe(true)
  console.log(`demo history seeded in ${Math.round(performance.now() - started)} ms`)
  const login = await call<LoginResult>(h.app, '/main/login', { body: { name: 'demo@tern.app', pwd: 'tern-demo' } })
  token = dataOf(login).token
}, 60_000)
afterAll(() => h.close())

describe('the demo account history', () => {
  it('is the demo account (the app labels it so), with its demo grant and deposit spent on the history', async () => {
    const info = await get<UserInfo>('/api/userinfo')
    expect(info).toMatchObject({ username: 'demo@tern.app', demo: true, demo_account: true })
    expect(Number(info.money)).toBeGreaterThan(0)
    expect(Number(info.money)).toBeLessThan(12_000)
  })

  it('has timed orders won and lost, each settled on a recorded tick', async () => {
    const { orders } = await get<MicroOrdersAnswer>('/api/micro_orders')
    expect(orders).toHaveLength(5)
    expect(orders.every((o) => o.status === 2)).toBe(true)
    const results = new Set(orders.map((o) => o.result))
    expect(results.has(1)).toBe(true)
    expect(results.has(2)).toBe(true)
    for (const o of orders) {
      expect(await recorded(o.pid, o.entry)).toBe(o.entry.price)
      expect(o.settlement).not.toBeNull()
      if (o.settlement) expect(await recorded(o.pid, o.settlement)).toBe(o.settlement.price)
      const up = o.settlement && Number(o.settlement.price) > Number(o.entry.price)
      expect(o.result).toBe(up === (o.type === 0) ? 1 : 2)
    }
  })

  it('has spot orders filled on recorded ticks and one open', async () => {
    const all = (await get<CoinOrdersAnswer>('/api/coin_orders')).orders
    expect(all.map((o) => o.pid).sort()).toEqual([12, 12, 13, 13])
    expect(all.filter((o) => o.status === 0)).toHaveLength(1)
    const filled = all.filter((o) => o.status === 1)
    expect(filled).toHaveLength(3)
    for (const o of filled) {
      expect(o.fill).not.toBeNull()
      if (o.fill) expect(await recorded(o.pid, o.fill)).toBe(o.fill.price)
    }
  })

  it('has contract positions closed with profit and with loss, one open and one pending', async () => {
    const page = await get<ContractHistoryPage>('/api/orders/page/1?status=all')
    const byStatus = (s: number) => page.data.filter((o) => o.status === s)
    expect(byStatus(0)).toHaveLength(1)
    expect(byStatus(1)).toHaveLength(1)
    const closed = byStatus(2)
    expect(closed.map((o) => o.is_win).sort()).toEqual([1, 2])
    expect(closed.map((o) => o.close_reason).sort()).toEqual(['take_profit', 'user'])
    for (const o of [...closed, ...byStatus(1)]) {
      if (o.open_tick) expect(await recorded(o.pid, o.open_tick)).toBe(o.open_tick.price)
      expect(o.open_tick).not.toBeNull()
    }
    // The account saw the take-profit's notice when it came: nobody opening the demo account gets it again.
    expect(await get<unknown[]>('/api/contract_notices')).toEqual([])
    for (const o of closed) {
      expect(o.close_tick).not.toBeNull()
      if (o.close_tick) expect(await recorded(o.pid, o.close_tick)).toBe(o.close_tick.price)
    }
  })

  it('has deposits and withdrawals approved and pending, a watchlist and notifications', async () => {
    const deposits = await get<RechargeRecord[]>('/api/recharge_history')
    expect(deposits.map((d) => [d.amount, d.status]).sort()).toEqual([
      ['2000.00', 1],
      ['500.00', 0],
    ])
    const withdrawals = await get<WithdrawRecord[]>('/api/withdraw_history')
    expect(withdrawals.map((w) => [w.amount, w.status]).sort()).toEqual([
      ['120.00', 0],
      ['300.00', 1],
    ])
    expect(await get<number[]>('/api/focus')).toEqual([12, 13, 16, 36])
    const kinds = new Set((await get<AlertsPage>('/api/alerts')).data.map((a) => a.kind))
    expect([...kinds]).toEqual(expect.arrayContaining(['deposit_approved', 'withdraw_approved', 'bank_approved']))
  })

  it('keeps every ledger and trading invariant, and seeding again changes nothing', async () => {
    expect(await invariants(h)).toEqual([])
    const before = await snapshot()
    expect(await seedDemoHistory(depsOf(h))).toBe(false)
    expect(await snapshot()).toEqual(before)
  })
})
