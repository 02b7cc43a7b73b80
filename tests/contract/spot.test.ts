import { describe, expect, it } from 'vitest'
import { type Side, spotFee, spotFill } from '../../contract/rules/spot'

const SAT = 100_000_000n

describe('spot rules', () => {
  it.each([
    [SAT / 10n, '2.5', 250_000n],
    [123_456n, '2.5', 3_087n],
    [1n, '2.5', 1n],
    [SAT, '0', 0n],
  ] as const)('fee of %s at %s%% is %s', (amount, rate, expected) => {
    expect(spotFee(amount, rate)).toBe(expected)
  })

  it.each([
    // side, amount (1e-8), price units, price decimals, usdt (1e-6), fee, coin
    [0, SAT / 10n, 6_426_000n, 2, 6_426_000_000n, 250_000n, SAT / 10n - 250_000n],
    [0, 123_456n, 6_426_000n, 2, 79_332_826n, 3_087n, 120_369n],
    [1, SAT / 10n, 6_424_000n, 2, 6_263_400_000n, 250_000n, SAT / 10n],
    [1, 123_456n, 6_424_000n, 2, 77_325_045n, 3_087n, 123_456n],
    // A price with more digits than USDT keeps: the buy rounds up, the sell down (the fee, rounded up, takes
    // the whole of one minor unit).
    [0, 1n, 33_333_333_333n, 8, 4n, 1n, 0n],
    [1, 1n, 33_333_333_333n, 8, 0n, 1n, 1n],
  ] as const)(
    'side %i amount %s at %s/10^%i: usdt %s, fee %s, coin %s',
    (side, amount, units, decimals, usdt, fee, coin) => {
      const fill = spotFill({
        side: side as Side,
        amount,
        coinDecimals: 8,
        price: { units, decimals },
        ratePercent: '2.5',
      })
      expect(fill).toEqual({ usdt, fee, coin })
    },
  )
})
