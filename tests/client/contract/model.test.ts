import { describe, expect, it } from 'vitest'
import {
  calculateContractQuote,
  initialContractForm,
  priceUnits,
  validateContractForm,
} from '@/features/contract/model'
import { contractInfo } from './fixtures'

const info = contractInfo()
const form = (patch: Partial<ReturnType<typeof initialContractForm>>) => ({ ...initialContractForm(info), ...patch })

describe('the lots of a contract order, read by the contract parser', () => {
  it.each(['1', '3', '007', '999999999'])('%j lots is a quantity', (hand) => {
    expect(validateContractForm(info, form({ hand }))).toBeNull()
    expect(calculateContractQuote(info, form({ hand }))).not.toBeNull()
  })

  it.each(['', '0', '000', '1.5', '1.', '-1', '+1', ' 1', '1e3', '1000000000'])('%j lots is not', (hand) => {
    expect(validateContractForm(info, form({ hand }))).toBe('quantity')
    expect(calculateContractQuote(info, form({ hand }))).toBeNull()
  })

  it('quotes 3 lots of 10 USDT at 100X: margin 30, notional 3000, fee 0.05% of it, liquidation as the positions show it', () => {
    expect(calculateContractQuote(info, form({ hand: '3', leverage: 100 }))).toEqual({
      margin: '30.000000',
      notional: '3000.000000',
      fee: '1.500000',
      total: '31.500000',
      liquidation: '59698.49',
    })
  })
})

describe('a price at the product precision', () => {
  it.each([
    ['60000.5', 2, 6_000_050n],
    ['60000.50', 2, 6_000_050n],
    ['60000', 2, 6_000_000n],
    ['0.01', 2, 1n],
    ['60000.505', 2, null],
    ['0', 2, null],
    ['0.00', 2, null],
    ['-1', 2, null],
    ['', 2, null],
    ['.5', 2, null],
  ] as const)('%j at %i decimals is %s units', (value, precision, units) => {
    expect(priceUnits(value, precision)).toBe(units)
  })
})
