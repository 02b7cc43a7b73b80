import { orderCost } from '@contract/rules/contract'
import { describe, expect, it } from 'vitest'
import { calculateCloseResult, calculateContractLots, calculateRoe } from '@/features/contract/model'
import { contractInfo } from './fixtures'

describe('calculateRoe', () => {
  it.each([
    ['10.000000', '20.000000', '50.00'],
    ['-2.5', '20', '-12.50'],
    ['0.000001', '3', '0.00'],
    ['-0.01', '3', '-0.33'],
    ['-20', '20', '-100.00'],
    ['5', '0', null],
    ['x', '20', null],
  ] as const)('%s on %s margin: %s', (profit, margin, roe) => {
    expect(calculateRoe(profit, margin)).toBe(roe)
  })
})

describe('calculateCloseResult', () => {
  const position = { type: 0, num: '20.000000', level: 100, buyprice: '60000.00', price: '60300.00' } as const
  it.each([
    [25, '2.500000', '50.00'],
    [100, '10.000000', '50.00'],
  ] as const)('closing %s%%: %s USDT, ROE %s', (share, profit, roe) => {
    expect(calculateCloseResult(position, share)).toEqual({ profit, roe })
  })
})

describe('calculateContractLots', () => {
  // 10 USDT a lot, 0.05% of the notional as fee: at 100x a lot takes 10.50, at 25x 10.125.
  const info = contractInfo()
  it.each([
    ['1000', 100, 100, '95'],
    ['1000', 100, 50, '47'],
    ['1000', 25, 25, '24'],
    ['1000', 25, 100, '98'],
    ['10.49', 100, 100, null],
    ['10.50', 100, 100, '1'],
  ] as const)('%s USDT at %sx, %s%%: %s lots', (balance, leverage, share, lots) => {
    expect(calculateContractLots(info, balance, leverage, share)).toBe(lots)
  })

  it('offers nothing to a visitor', () => {
    expect(calculateContractLots(info, null, 100, 100)).toBeNull()
  })

  it('never offers a size the balance does not pay for', () => {
    for (const balance of ['10.5', '99.99', '1234.567891', '50000']) {
      const lots = Number(calculateContractLots(info, balance, 75, 100) ?? 0)
      const budget = BigInt(Math.round(Number(balance) * 1e6))
      expect(orderCost(lots, 10_000_000n, 75, '0.05').total).toBeLessThanOrEqual(budget)
      expect(orderCost(lots + 1, 10_000_000n, 75, '0.05').total).toBeGreaterThan(budget)
    }
  })
})
