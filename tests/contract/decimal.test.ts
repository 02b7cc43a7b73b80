import { describe, expect, it } from 'vitest'
import { divide, formatDecimal, type ParseOptions, parseDecimal, type Rounding } from '../../contract/rules/decimal'

const MAX_SAFE = 2n ** 53n - 1n

describe('parseDecimal', () => {
  it.each([
    // text, decimals, options, units
    ['0', 6, {}, 0n],
    ['0.0', 6, {}, 0n],
    ['000.50', 2, {}, 50n],
    ['1', 0, {}, 1n],
    ['1234.56', 6, {}, 1_234_560_000n],
    ['0.000001', 6, {}, 1n],
    ['0.12345678', 8, {}, 12_345_678n],
    ['1.5', 2, {}, 150n],
    ['-1.5', 2, { signed: true }, -150n],
    ['-0', 2, { signed: true }, 0n],
    ['9007199254.740991', 6, { max: MAX_SAFE }, MAX_SAFE],
    ['123456789012345678901234567890.12345678', 8, {}, 12_345_678_901_234_567_890_123_456_789_012_345_678n],
    ['999999999999', 2, { wholeDigits: 12 }, 99_999_999_999_900n],
  ] as const)('reads %j at %i decimals (%#)', (text, decimals, options: ParseOptions, units) => {
    expect(parseDecimal(text, decimals, options)).toBe(units)
  })

  it.each([
    // too many decimals are refused, never rounded
    ['0.0000001', 6, {}],
    ['1.5', 0, {}],
    ['0.123456789', 8, {}],
    // not a plain decimal
    ['', 2, {}],
    ['.5', 2, {}],
    ['5.', 2, {}],
    ['+1', 2, {}],
    ['1e3', 2, {}],
    [' 1', 2, {}],
    ['1 ', 2, {}],
    ['1,5', 2, {}],
    ['1_000', 2, {}],
    ['--1', 2, { signed: true }],
    ['abc', 2, {}],
    ['١٢', 2, {}],
    // a sign only where asked for
    ['-1', 2, {}],
    ['-0.01', 2, {}],
    // bounds
    ['9007199254.740992', 6, { max: MAX_SAFE }],
    ['-9007199254.740992', 6, { signed: true, max: MAX_SAFE }],
    ['1000000000000', 2, { wholeDigits: 12 }],
    ['0000000000001', 2, { wholeDigits: 12 }],
  ] as const)('refuses %j at %i decimals (%#)', (text, decimals, options: ParseOptions) => {
    expect(parseDecimal(text, decimals, options)).toBeNull()
  })
})

describe('formatDecimal', () => {
  it.each([
    // units, decimals, minDecimals, text
    [0n, 6, undefined, '0.000000'],
    [0n, 6, 2, '0.00'],
    [0n, 6, 0, '0'],
    [0n, 0, undefined, '0'],
    [150n, 2, undefined, '1.50'],
    [150n, 2, 0, '1.5'],
    [100n, 2, 0, '1'],
    [5n, 2, undefined, '0.05'],
    [-5n, 2, undefined, '-0.05'],
    [-150n, 2, 0, '-1.5'],
    [-1_000_000n, 6, 2, '-1.00'],
    [1n, 8, 0, '0.00000001'],
    [1_234_567n, 6, 2, '1.234567'],
    [10_000_000_000n, 6, 2, '10000.00'],
    [123n, 0, undefined, '123'],
    [-123n, 0, undefined, '-123'],
    [150n, 2, 4, '1.50'],
    [MAX_SAFE, 6, 2, '9007199254.740991'],
    [12_345_678_901_234_567_890_123_456_789_012_345_678n, 8, 0, '123456789012345678901234567890.12345678'],
  ] as const)('writes %s at %i decimals (min %s) as %j', (units, decimals, minDecimals, text) => {
    expect(formatDecimal(units, decimals, minDecimals)).toBe(text)
  })

  it.each([
    ['0', 0],
    ['1.5', 2],
    ['-0.000001', 6],
    ['9007199254.740991', 6],
    ['123456789012345678901234567890.12345678', 8],
  ] as const)('reads back what it writes: %j', (text, decimals) => {
    const units = parseDecimal(text, decimals, { signed: true })
    expect(units).not.toBeNull()
    expect(formatDecimal(units ?? 0n, decimals, 0)).toBe(text)
  })
})

describe('divide', () => {
  it.each([
    // n, d, rounding, quotient
    [7n, 2n, 'down', 3n],
    [7n, 2n, 'half-up', 4n],
    [7n, 2n, 'up', 4n],
    [6n, 2n, 'down', 3n],
    [6n, 2n, 'half-up', 3n],
    [6n, 2n, 'up', 3n],
    [7n, 3n, 'down', 2n],
    [7n, 3n, 'half-up', 2n],
    [7n, 3n, 'up', 3n],
    [8n, 3n, 'down', 2n],
    [8n, 3n, 'half-up', 3n],
    [8n, 3n, 'up', 3n],
    [0n, 5n, 'down', 0n],
    [0n, 5n, 'half-up', 0n],
    [0n, 5n, 'up', 0n],
    [1n, 10n ** 30n, 'down', 0n],
    [1n, 10n ** 30n, 'up', 1n],
    [1n, 10n ** 30n, 'half-up', 0n],
    [5n * 10n ** 29n, 10n ** 30n, 'half-up', 1n],
    // negative numerators round on the magnitude: 'down' toward zero, 'up' away from it, halves away from it
    [-7n, 2n, 'down', -3n],
    [-7n, 2n, 'half-up', -4n],
    [-7n, 2n, 'up', -4n],
    [-8n, 3n, 'down', -2n],
    [-7n, 3n, 'half-up', -2n],
    [-1n, 3n, 'half-up', 0n],
    [-2n, 3n, 'half-up', -1n],
    [-6n, 2n, 'up', -3n],
  ] as const)('%s / %s rounded %s is %s', (n, d, rounding: Rounding, quotient) => {
    expect(divide(n, d, rounding)).toBe(quotient)
  })

  it('refuses a divisor that is not positive', () => {
    expect(() => divide(1n, 0n, 'down')).toThrow(RangeError)
    expect(() => divide(1n, -2n, 'down')).toThrow(RangeError)
  })
})
