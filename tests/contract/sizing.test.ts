// The size shortcuts' rules: the largest order is paid for (fee included) and one step more is not.
import { describe, expect, it } from 'vitest'
import { maxLots, orderCost } from '../../contract/rules/contract'
import { microFee } from '../../contract/rules/micro'
import { maxContractLots, maxMicroStake, maxSpotAmount, shareOf } from '../../contract/rules/sizing'
import { spotFill, spotMinUsdt } from '../../contract/rules/spot'

const USDT = 1_000_000n

describe('shareOf', () => {
  it.each([
    [1000n, 25, 250n],
    [1001n, 50, 500n],
    [3n, 75, 2n],
    [7n, 100, 7n],
    [-5n, 50, 0n],
  ] as const)('%s at %s percent is %s', (balance, share, expected) => {
    expect(shareOf(balance, share)).toBe(expected)
  })
})

describe('maxContractLots', () => {
  it.each([
    // budget, hand_price, leverage, fee %, lots
    [1000n * USDT, 10n * USDT, 100, '0.05', 95],
    [1000n * USDT, 10n * USDT, 25, '0.05', 98],
    [10n * USDT, 10n * USDT, 100, '0.05', 0],
    [15n * USDT, 10n * USDT, 100, '0', 1],
    [0n, 10n * USDT, 100, '0.05', 0],
    [10n ** 20n, 1n * USDT, 25, '0.05', maxLots],
  ] as const)('%s with %s a lot at %sx and %s percent: %s lots', (budget, handPrice, leverage, fee, lots) => {
    expect(maxContractLots(budget, handPrice, leverage, fee)).toBe(lots)
  })

  it('pays for the largest and not one lot more, over many budgets and fees', () => {
    for (const fee of ['0', '0.05', '0.1', '1.333', '2.5']) {
      for (let budget = 0n; budget < 400n * USDT; budget += 7_777_777n) {
        const lots = maxContractLots(budget, 3_333_333n, 75, fee)
        if (lots > 0) expect(orderCost(lots, 3_333_333n, 75, fee).total).toBeLessThanOrEqual(budget)
        expect(orderCost(lots + 1, 3_333_333n, 75, fee).total).toBeGreaterThan(budget)
      }
    }
  })
})

describe('maxMicroStake', () => {
  it.each([
    // budget, fee %, minimum, stake
    [102n * USDT, '2', 10n * USDT, 100n * USDT],
    [1_000_000n * USDT, '2', 0n, 980_392_156_862n],
    [5n * USDT, '0', 10n * USDT, null],
    [0n, '2', 0n, null],
  ] as const)('%s at %s percent above %s: %s', (budget, fee, minimum, stake) => {
    expect(maxMicroStake(budget, fee, minimum)).toBe(stake)
  })

  it('pays for the largest stake and not one unit more', () => {
    for (const fee of ['0', '1', '2.5', '3.333']) {
      for (let budget = 1n; budget < 10n ** 13n; budget = budget * 7n + 3n) {
        const stake = maxMicroStake(budget, fee, 0n) ?? 0n
        expect(stake + microFee(stake, fee)).toBeLessThanOrEqual(budget)
        expect(stake + 1n + microFee(stake + 1n, fee)).toBeGreaterThan(budget)
      }
    }
  })
})

describe('maxSpotAmount', () => {
  const price = { units: 6_426_012n, decimals: 2 }
  const order = { coinDecimals: 8, price, ratePercent: '0.2', minUsdt: spotMinUsdt }

  it('buys the most the USDT pays for, and one satoshi more costs more than the budget', () => {
    for (let budget = 2n * USDT; budget < 10n ** 12n; budget = budget * 3n + 17n) {
      const amount = maxSpotAmount({ side: 0, budget, ...order })
      if (amount === null) throw new Error(`no amount for ${budget}`)
      expect(spotFill({ side: 0, amount, ...order }).usdt).toBeLessThanOrEqual(budget)
      expect(spotFill({ side: 0, amount: amount + 1n, ...order }).usdt).toBeGreaterThan(budget)
    }
  })

  it('sells the coin held', () => {
    expect(maxSpotAmount({ side: 1, budget: 12_345_678n, ...order })).toBe(12_345_678n)
  })

  it('offers nothing worth less than the minimum', () => {
    expect(maxSpotAmount({ side: 0, budget: 999_999n, ...order })).toBeNull()
    expect(maxSpotAmount({ side: 1, budget: 1_000n, ...order })).toBeNull()
    expect(maxSpotAmount({ side: 0, budget: 2n * USDT, ...order })).not.toBeNull()
  })
})
