import { describe, expect, it } from 'vitest'
import { calculateMicroStake } from '@/features/micro/micro-model'
import { calculateSpotAmount, initialSpotForm } from '@/features/spot/model'
import { coinMarket } from './fixtures'

describe('calculateSpotAmount', () => {
  const info = coinMarket()
  it.each([
    // A market buy at the best ask 64,260.00 from 5,000 USDT: the USDT paid rounds up, so floor(5000 / 64260).
    [0, 0, '', 100, '0.0778089'],
    [0, 0, '', 50, '0.03890445'],
    // A limit buy at its own price.
    [0, 1, '50000', 100, '0.1'],
    // A sell spends the coin held.
    [1, 0, '', 100, '0.5'],
    [1, 0, '', 25, '0.125'],
  ] as const)('side %i type %i price %j at %i%%: %s', (side, priceType, price, share, amount) => {
    expect(calculateSpotAmount(info, { ...initialSpotForm, side, priceType, price }, share)).toBe(amount)
  })

  it('offers nothing below the 1 USDT minimum, nor to a visitor', () => {
    expect(calculateSpotAmount(coinMarket({ balance_usdt: '0.99' }), initialSpotForm, 100)).toBeNull()
    expect(calculateSpotAmount(coinMarket({ balance_usdt: null }), initialSpotForm, 100)).toBeNull()
  })
})

describe('calculateMicroStake', () => {
  const duration = { time: 30, rate: '80', min: '10' }
  it.each([
    // stake + 1.5% fee rounded up: 985.221674 + 14.778326 = 1,000 exactly.
    ['1000', 100, '985.221674'],
    ['1000', 25, '246.305418'],
    // 25% of 40 pays for less than the 10 USDT minimum.
    ['40', 25, null],
  ] as const)('%s USDT at %i%%: %s', (balance, share, stake) => {
    expect(calculateMicroStake(balance, '1.5', duration, share)).toBe(stake)
  })

  it('offers nothing without a balance or a duration', () => {
    expect(calculateMicroStake(undefined, '1.5', duration, 100)).toBeNull()
    expect(calculateMicroStake('1000', '1.5', undefined, 100)).toBeNull()
  })
})
