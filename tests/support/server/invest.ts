// Invest test helpers: a funded signed-in user, the seeded products by key, the engine job on the test clock,
// and moving the clock to a UTC time.
import type { MinerOrder, MinerOrdersAnswer } from '../../../contract/invest'
import { runInvestDay } from '../../../server/features/invest/accrual'
import { balancesOf } from '../../../server/ledger/ledger'
import type { Harness } from './harness'
import { call, dataOf } from './request'
import { createSignedInUser, depsOf, fund } from './wallet'

export const USDT = 1_000_000n

export async function investor(h: Harness, usdt = 100_000n): Promise<{ id: number; token: string }> {
  const user = await createSignedInUser(h)
  await fund(h, user.id, 'USDT', usdt * USDT)
  return user
}

export async function minerId(h: Harness, key: string): Promise<number> {
  const row = await h.db.selectFrom('miner_products').select('id').where('key', '=', key).executeTakeFirstOrThrow()
  return row.id
}

export async function earnId(h: Harness, key: string): Promise<number> {
  const row = await h.db.selectFrom('earn_products').select('id').where('key', '=', key).executeTakeFirstOrThrow()
  return row.id
}

/** Moves the test clock forward to an ISO time (never back). */
export function moveTo(h: Harness, iso: string): void {
  const delta = Date.parse(iso) - h.clock().getTime()
  if (delta < 0) throw new Error(`The clock is already past ${iso}`)
  h.clock.advance(delta)
}

export const runDay = (h: Harness) => runInvestDay(depsOf(h))

export async function usdtOf(h: Harness, userId: number): Promise<{ available: bigint; frozen: bigint }> {
  return (await balancesOf(h.db, userId)).USDT
}

export async function ordersOf(h: Harness, token: string): Promise<MinerOrder[]> {
  return dataOf(await call<MinerOrdersAnswer>(h.app, '/api/miner_orders', { token })).orders
}

export async function buyMiner(h: Harness, token: string, id: number, amount: string): Promise<MinerOrder> {
  return dataOf(await call<MinerOrder>(h.app, '/api/miner_buy', { token, body: { id, amount } }))
}
