import { describe, expect, it } from 'vitest'
import { formatNumber, moneyDecimals } from '@/shared/lib/format'

describe('one money format per asset', () => {
  it.each([
    // The four shapes the same screens used to give USDT: 9,899 / 9,873.5 / 25.5 / 10,025.50.
    ['9899', 'USDT', '9,899.00'],
    ['9873.5', 'USDT', '9,873.50'],
    ['25.5', 'USDT', '25.50'],
    ['10025.50', 'USDT', '10,025.50'],
    // Never rounded up past what the ledger holds: a micro-USDT figure keeps its digits.
    ['4.515', 'USDT', '4.515'],
    ['0.155', 'USDT', '0.155'],
    ['0.00155', 'BTC', '0.00155'],
    ['0.5', 'ETH', '0.50'],
    ['0.12345678', 'BTC', '0.12345678'],
  ] as const)('%s %s reads %s', (value, asset, shown) => {
    expect(formatNumber(value, { ...moneyDecimals(asset), locale: 'en' })).toBe(shown)
  })
})
