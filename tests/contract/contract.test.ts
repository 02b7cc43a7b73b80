import { describe, expect, it } from 'vitest'
import {
  bankruptcyPrice,
  closedPart,
  liquidates,
  liquidationPrice,
  offeredLeverages,
  orderCost,
  positionPnl,
  settle,
  stopsProblem,
} from '../../contract/rules/contract'

const USDT = 1_000_000n
// 60,000.00 at precision 2.
const E = 6_000_000n

describe('contract rules', () => {
  it('prices an order: margin, notional, fee on top', () => {
    expect(orderCost(3, 10n * USDT, 100, '0.05')).toEqual({
      margin: 30n * USDT,
      notional: 3000n * USDT,
      fee: 1_500_000n,
      total: 31_500_000n,
    })
    // The fee rounds up to the minor unit.
    expect(orderCost(1, 1n, 25, '0.05').fee).toBe(1n)
  })

  it('offers the leverages up to the product maximum', () => {
    expect(offeredLeverages(100)).toEqual([25, 50, 75, 100])
    expect(offeredLeverages(60)).toEqual([25, 50])
  })

  it('computes the published liquidation prices (60,000 at 100x, r 0.5%)', () => {
    expect(liquidationPrice(0, E, 100, '0.5')).toBe(5_969_849n)
    expect(liquidationPrice(1, E, 100, '0.5')).toBe(6_029_851n)
    expect(bankruptcyPrice(0, E, 100)).toBe(5_940_000n)
    expect(bankruptcyPrice(1, E, 100)).toBe(6_060_000n)
  })

  it('liquidates exactly when margin + pnl <= r x q x mark', () => {
    const margin = 100n * USDT
    const notional = margin * 100n
    for (const side of [0, 1] as const) {
      const liq = liquidationPrice(side, E, 100, '0.5')
      for (let m = liq - 50n; m <= liq + 50n; m++) {
        const pnl = positionPnl(side, notional, E, m)
        // r x q x m = 0.005 x N / E x m, compared exactly: (M + pnl) x E x 1000 <= 5 x N x m.
        const exact = (margin + pnl) * E * 1000n <= 5n * notional * m
        // pnl is floored by less than one minor unit, which can only move the exact boundary by that much.
        if (liquidates(side, liq, m) !== exact) {
          const unrounded = notional * (side === 0 ? m - E : E - m)
          expect(unrounded % E).not.toBe(0n)
        }
      }
    }
  })

  it('computes pnl rounded toward minus infinity', () => {
    expect(positionPnl(0, 6000n * USDT, E, 6_060_000n)).toBe(60n * USDT)
    expect(positionPnl(1, 6000n * USDT, E, 6_060_000n)).toBe(-60n * USDT)
    expect(positionPnl(0, 7n, 3n, 4n)).toBe(2n)
    expect(positionPnl(1, 7n, 3n, 4n)).toBe(-3n)
  })

  it('caps the loss at the margin and leaves the gap to the insurance', () => {
    const margin = 10n * USDT
    const notional = margin * 100n
    expect(settle(0, margin, notional, E, 6_060_000n)).toEqual({ pnl: 10n * USDT, payout: 20n * USDT, gap: 0n })
    expect(settle(0, margin, notional, E, 5_940_000n)).toEqual({ pnl: -10n * USDT, payout: 0n, gap: 0n })
    expect(settle(0, margin, notional, E, 5_880_000n)).toEqual({ pnl: -20n * USDT, payout: 0n, gap: 10n * USDT })
    expect(settle(1, margin, notional, E, 6_120_000n)).toEqual({ pnl: -20n * USDT, payout: 0n, gap: 10n * USDT })
  })

  it('validates take-profit and stop-loss against the reference and the liquidation price', () => {
    const liqLong = liquidationPrice(0, E, 100, '0.5')
    expect(stopsProblem(0, E, liqLong, 6_100_000n, 5_980_000n)).toBeNull()
    expect(stopsProblem(0, E, liqLong, E, null)).toBe('stop_win_invalid')
    expect(stopsProblem(0, E, liqLong, null, 6_010_000n)).toBe('stop_loss_invalid')
    expect(stopsProblem(0, E, liqLong, null, liqLong)).toBe('stop_loss_beyond_liquidation')
    const liqShort = liquidationPrice(1, E, 100, '0.5')
    expect(stopsProblem(1, E, liqShort, 5_900_000n, 6_020_000n)).toBeNull()
    expect(stopsProblem(1, E, liqShort, 6_100_000n, null)).toBe('stop_win_invalid')
    expect(stopsProblem(1, E, liqShort, null, 6_040_000n)).toBe('stop_loss_beyond_liquidation')
  })

  it('splits a partial close in proportion', () => {
    expect(closedPart(10n * USDT, 100, 25)).toEqual({ margin: 2_500_000n, notional: 250_000_000n })
    expect(closedPart(3n, 50, 50)).toEqual({ margin: 1n, notional: 50n })
    expect(closedPart(3n, 50, 100)).toEqual({ margin: 3n, notional: 150n })
  })
})
