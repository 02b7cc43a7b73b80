import { closedPart, settle } from '@contract/rules/contract'
import { describe, expect, it } from 'vitest'
import { calculateCloseProfit } from '@/features/contract/model'

const position = { type: 0, num: '20.000000', level: 100, buyprice: '60000.00', price: '60300.00' } as const

describe('the profit of a partial close', () => {
  it.each([
    // side, mark, share, realized by the closed part (the whole long gains 10.00 at 60,300)
    [0, '60300.00', 100, '10.000000'],
    [0, '60300.00', 75, '7.500000'],
    [0, '60300.00', 50, '5.000000'],
    [0, '60300.00', 25, '2.500000'],
    [0, '59700.00', 50, '-5.000000'],
    [1, '59700.00', 25, '2.500000'],
    // A loss beyond the margin is capped at the part's margin (the rest is the insurance fund's).
    [0, '50000.00', 50, '-10.000000'],
  ] as const)('side %i at %s, closing %i%%, realizes %s', (type, price, share, expected) => {
    expect(calculateCloseProfit({ ...position, type, price }, share)).toBe(expected)
  })

  it('is what the server settles the closed part with', () => {
    const part = closedPart(20_000_000n, 100, 50)
    expect(settle(0, part.margin, part.notional, 6_000_000n, 6_030_000n).payout - part.margin).toBe(5_000_000n)
  })

  it('is null without a price', () => {
    expect(calculateCloseProfit({ ...position, price: '' }, 50)).toBeNull()
  })
})
