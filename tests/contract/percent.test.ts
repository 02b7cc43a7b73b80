import { describe, expect, it } from 'vitest'
import { divide } from '../../contract/rules/decimal'
import { parsePercent, percentOf } from '../../contract/rules/percent'

describe('percent rules', () => {
  it.each([
    ['80', { num: 80n, den: 100n }],
    ['2.5', { num: 25n, den: 1000n }],
    [' 0.125 ', { num: 125n, den: 100_000n }],
    ['0', { num: 0n, den: 100n }],
    ['123456.12345678', { num: 12345612345678n, den: 10_000_000_000n }],
  ])('reads %j', (text, expected) => {
    expect(parsePercent(text)).toEqual(expected)
  })

  it.each(['', '-1', '1e2', '.5', '5.', '1,5', '1234567', '0.123456789', 'abc'])('refuses %j', (text) => {
    expect(parsePercent(text)).toBeNull()
  })

  it.each([
    // amount, percent, rounding, expected
    [10_000_000n, '1', 'down', 100_000n],
    [10_000_000n, '80', 'up', 8_000_000n],
    [33_333_333n, '1.5', 'down', 499_999n],
    [33_333_333n, '85', 'up', 28_333_334n],
    [1n, '1.5', 'down', 0n],
    [1n, '80', 'up', 1n],
    [0n, '80', 'up', 0n],
    [123_456n, '2.5', 'down', 3_086n],
    [123_456n, '2.5', 'up', 3_087n],
  ] as const)('%s x %s%% rounded %s is %s', (amount, percent, rounding, expected) => {
    expect(percentOf(amount, percent, rounding)).toBe(expected)
  })

  it('throws on a rate that is not a percent', () => {
    expect(() => percentOf(1n, 'x', 'down')).toThrow('Not a percent: x')
  })

  it.each([
    [7n, 2n, 'down', 3n],
    [7n, 2n, 'up', 4n],
    [8n, 2n, 'up', 4n],
    [0n, 5n, 'up', 0n],
  ] as const)('%s / %s rounded %s is %s', (n, d, rounding, expected) => {
    expect(divide(n, d, rounding)).toBe(expected)
  })
})
