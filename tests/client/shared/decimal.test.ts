import { divide, formatDecimal, parseDecimal, type Rounding } from '@contract/rules/decimal'
import { percentOf } from '@contract/rules/percent'
import { describe, expect, it } from 'vitest'
import {
  addDecimal,
  COIN_SCALE,
  compareDecimal,
  decimalsOf,
  isDecimal,
  isPositiveDecimal,
  signOf,
  toUnits,
  USDT_SCALE,
} from '@/shared/lib/decimal'
import { isDecimalString } from '@/shared/lib/format'
import { secondsLeft } from '@/shared/ui/use-countdown'

describe('reading decimals', () => {
  it.each([
    ['12', true, true],
    ['0.00012', true, true],
    [' 7.5 ', true, true],
    ['-5.00', false, true],
    ['+1', false, true],
    ['', false, false],
    ['.5', false, false],
    ['5.', false, false],
    ['1e3', false, false],
    ['1,5', false, false],
  ] as const)('%j: decimal %s, signed decimal %s', (value, unsigned, signed) => {
    expect(isDecimal(value)).toBe(unsigned)
    expect(isDecimalString(value.trim())).toBe(signed)
  })

  it('positive means strictly above zero', () => {
    expect(['0', '0.0', '', '.', 'abc', '-1'].map(isPositiveDecimal)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ])
    expect(isPositiveDecimal('0.00000001')).toBe(true)
  })

  it.each([
    ['64250.50', 2],
    ['12', 0],
    ['0.00002400', 8],
    ['x', 0],
  ])('%s carries %i fraction digits', (value, decimals) => {
    expect(decimalsOf(value)).toBe(decimals)
  })

  it('reads the sign of a signed amount', () => {
    expect([signOf('16.000000'), signOf('-20.00'), signOf('0.00'), signOf('+1'), signOf('')]).toEqual([1, -1, 0, 1, 0])
  })

  it.each(['+-1', '-+1', '--1', '++1', ' 1', '1 ', '-', '+'])('%j is not a signed decimal', (value) => {
    expect(isDecimalString(value)).toBe(false)
    expect(signOf(value.trim())).toBe(value.trim() === '1' ? 1 : 0)
  })
})

describe('scale handling', () => {
  it.each([
    [12345n, 2, '123.45'],
    [5n, 6, '0.000005'],
    [2400n, 8, '0.00002400'],
    [44001n, 0, '44001'],
  ])('%s units at scale %i read %s (the contract formatDecimal)', (units, scale, text) => {
    expect(formatDecimal(units, scale)).toBe(text)
  })

  it.each([
    ['1.5', USDT_SCALE, 'down', 1_500_000n],
    ['0.123456789', COIN_SCALE, 'down', 12_345_678n],
    ['0.123456789', COIN_SCALE, 'up', 12_345_679n],
    ['2.000000001', USDT_SCALE, 'up', 2_000_001n],
    ['2.000000000', USDT_SCALE, 'up', 2_000_000n],
    ['abc', USDT_SCALE, 'down', null],
  ] as const)('%s in units of 1e-%i rounded %s is %s', (value, scale, rounding, units) => {
    expect(toUnits(value, scale, rounding)).toBe(units)
  })

  it('cuts extra digits off by default', () => {
    expect(toUnits('0.1234567', USDT_SCALE)).toBe(123_456n)
  })

  it("rounds extra digits with the contract's Rounding, half-up included", () => {
    expect(toUnits('0.1234565', USDT_SCALE, 'half-up')).toBe(123_457n)
    expect(toUnits('0.1234564', USDT_SCALE, 'half-up')).toBe(123_456n)
    expect(toUnits(' 7.5 ', 0, 'half-up')).toBe(8n)
  })

  it('never reads a negative amount, so no rounding direction of a negative arises here', () => {
    expect(toUnits('-0.1234567', USDT_SCALE, 'up')).toBeNull()
  })
})

describe('exact arithmetic', () => {
  it.each([
    ['10', '10.00', 0],
    ['9.999999', '10', -1],
    ['10.000001', '10', 1],
    ['0.1', '0.10000000000000001', -1],
    ['', '0', 0],
  ] as const)('compare %s with %s is %i', (a, b, expected) => {
    expect(compareDecimal(a, b)).toBe(expected)
  })

  it.each([
    ['0.1', '0.2', '0.3'],
    ['10000.5', '11', '10011.5'],
    ['0.00000001', '0', '0.00000001'],
    ['5', '7', '12'],
    ['10.000000', '0.100000', '10.100000'],
  ])('%s + %s = %s exactly', (a, b, sum) => {
    expect(addDecimal(a, b)).toBe(sum)
  })

  // The exact products the client computed by hand before (multiply, percentOf) are the contract's:
  // parseDecimal, divide with a named rounding, formatDecimal, and percentOf on units.
  const product = (a: string, b: string, scale: number, rounding: Rounding) => {
    const [x, y] = [parseDecimal(a, decimalsOf(a)), parseDecimal(b, decimalsOf(b))]
    if (x === null || y === null) return null
    const unit = 10n ** BigInt(decimalsOf(a) + decimalsOf(b))
    return formatDecimal(divide(x * y * 10n ** BigInt(scale), unit, rounding), scale)
  }

  it.each([
    ['0.1', '0.2', 6, 'down', '0.020000'],
    ['0.00123456', '64250.5', 6, 'down', '79.321097'],
    ['0.00123456', '64250.5', 6, 'up', '79.321098'],
    ['3', '0.5', 0, 'down', '1'],
    ['3', '0.5', 0, 'up', '2'],
    ['2', '4', 0, 'up', '8'],
    ['x', '1', 6, 'down', null],
  ] as const)('%s x %s to %i decimals, %s = %s', (a, b, scale, rounding, expected) => {
    expect(product(a, b, scale, rounding)).toBe(expected)
  })

  it.each([
    ['100', '1.5', 6, 'down', '1.500000'],
    ['0.000001', '1.5', 6, 'down', '0.000000'],
    ['0.000001', '1.5', 6, 'up', '0.000001'],
    ['12.345678', '80', 6, 'up', '9.876543'],
    ['12.345678', '80', 6, 'down', '9.876542'],
    ['0.1', '2.5', 8, 'down', '0.00250000'],
  ] as const)('%s x %s%% to %i decimals, %s = %s', (amount, percent, scale, rounding, expected) => {
    const units = parseDecimal(amount, scale)
    expect(units === null ? null : formatDecimal(percentOf(units, percent, rounding), scale)).toBe(expected)
  })

  it('refuses a negative percent', () => {
    expect(() => percentOf(1_000_000n, '-2', 'down')).toThrow()
  })
})

describe('countdown seconds', () => {
  it.each([
    [30_000, 0, 30],
    [30_000, 29_001, 1],
    [30_000, 30_000, 0],
    [30_000, 31_000, 0],
  ])('%i ms deadline at %i ms leaves %i s (rounded up, never below 0)', (deadline, now, seconds) => {
    expect(secondsLeft(deadline, now)).toBe(seconds)
  })
})
