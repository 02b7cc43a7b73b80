// Property-based: for random price paths and random timed orders, every settlement equals what the published
// rule gives for the recorded ticks (entry = the last tick at placement, settlement = the last tick at or
// before expiry; up wins above, down below, equal refunds; a win pays stake x rate% on top), every balance
// equals an independent model, and the ledger and trading invariants hold.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { MicroOrderPlaced, MicroResult } from '../../../contract/trading'
import { balancesOf } from '../../../server/ledger/ledger'
import { assertProperty } from '../../support/property'
import { call, dataOf } from '../../support/server/request'
import { BTC, createTrader, createTradingHarness, invariants, tick } from '../../support/server/trading'
import { fund } from '../../support/server/wallet'

const USDT = 1_000_000n
const rates: Record<number, bigint> = { 30: 80n, 60: 82n }

const orderArb = fc.record({
  type: fc.constantFrom(0, 1),
  t: fc.constantFrom(30, 60),
  stake: fc.integer({ min: 10, max: 40 }),
})
const stepArb = fc.record({
  dt: fc.integer({ min: 1, max: 15_000 }),
  move: fc.integer({ min: -2, max: 2 }),
  orders: fc.array(orderArb, { maxLength: 3 }),
})

interface Placed {
  oid: number
  type: number
  stake: bigint
  rate: bigint
  entry: { t: number; price: number }
  expiresAt: number
}

describe('timed-order settlement matches the published rule', () => {
  it('for random price paths and orders', { timeout: 120_000 }, async () => {
    await assertProperty(
      fc.asyncProperty(
        fc.array(stepArb, { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 1, max: 10 ** 6 }),
        async (steps, start) => {
          const h = await createTradingHarness()
          try {
            const user = await createTrader(h)
            await fund(h, user.id, 'USDT', 10_000n * USDT)
            const path: { t: number; price: number }[] = []
            let price = 6_700_000 + start
            const emit = async () => {
              path.push({ t: h.clock().getTime(), price })
              await tick(h, { [BTC]: price })
            }
            await emit()
            const placed: Placed[] = []
            let spent = 0n
            for (const step of steps) {
              for (const o of step.orders) {
                const body = { pid: BTC, t: o.t, amount: String(o.stake), type: o.type }
                const answer = dataOf(
                  await call<MicroOrderPlaced>(h.app, '/api/micro_order', { token: user.token, body }),
                )
                const entry = path[path.length - 1] ?? { t: 0, price: 0 }
                placed.push({
                  oid: answer.oid,
                  type: o.type,
                  stake: BigInt(o.stake) * USDT,
                  rate: rates[o.t] ?? 0n,
                  entry,
                  expiresAt: h.clock().getTime() + o.t * 1000,
                })
                spent += BigInt(o.stake) * USDT + (BigInt(o.stake) * USDT) / 100n
              }
              h.clock.advance(step.dt)
              price += step.move
              await emit()
            }
            h.clock.advance(61_000)
            await emit()
            let returned = 0n
            for (const o of placed) {
              const decider = path.filter((k) => k.t <= o.expiresAt).at(-1) ?? o.entry
              const won = o.type === 0 ? decider.price > o.entry.price : decider.price < o.entry.price
              const tie = decider.price === o.entry.price
              const payout = (o.stake * o.rate + 99n) / 100n
              const ploss = tie ? 0n : won ? payout : -o.stake
              returned += tie ? o.stake : won ? o.stake + payout : 0n
              const r = dataOf(
                await call<MicroResult>(h.app, '/api/micro_result', { token: user.token, body: { oid: o.oid } }),
              )
              expect(r.status).toBe(1)
              expect(r.result).toBe(tie ? 0 : won ? 1 : 2)
              expect(r.entry).toEqual({ t: o.entry.t, price: (o.entry.price / 100).toFixed(2) })
              expect(r.settlement).toEqual({ t: decider.t, price: (decider.price / 100).toFixed(2) })
              expect(r.ploss).toBe((Number(ploss) / 1e6).toFixed(2))
            }
            expect((await balancesOf(h.db, user.id)).USDT).toEqual({
              available: 10_000n * USDT - spent + returned,
              frozen: 0n,
            })
            expect(await invariants(h)).toEqual([])
          } finally {
            await h.close()
          }
        },
      ),
      { runs: { fast: 10, deep: 100 } },
    )
  })
})
