import { describe, expect, it } from 'vitest'
import { microFee, microOutcome, microPloss, winPayout } from '../../contract/rules/micro'

const USDT = 1_000_000n

describe('timed-order rules', () => {
  it.each([
    // direction, entry, settlement, outcome
    [0, 100, 101, 1],
    [0, 100, 99, 2],
    [1, 100, 99, 1],
    [1, 100, 101, 2],
    [0, 100, 100, 0],
    [1, 100, 100, 0],
  ] as const)('direction %i from %i to %i: outcome %i', (type, entry, settle, expected) => {
    expect(microOutcome(type, entry, settle)).toBe(expected)
  })

  it.each([
    // stake, fee %, rate %, fee (up), payout (down): the house's favour
    [10n * USDT, '1', '80', 100_000n, 8n * USDT],
    [12_500_000n, '1', '80', 125_000n, 10n * USDT],
    [33_333_333n, '1.5', '85', 500_000n, 28_333_333n],
    [100n * USDT, '0', '88', 0n, 88n * USDT],
    [1n, '1.5', '80', 1n, 0n],
  ] as const)('stake %s at fee %s%% and rate %s%%: fee %s, payout %s', (stake, fee, rate, f, p) => {
    expect(microFee(stake, fee)).toBe(f)
    expect(winPayout(stake, rate)).toBe(p)
  })

  it.each([
    [1, 8n * USDT],
    [2, -10n * USDT],
    [0, 0n],
  ] as const)('outcome %i: profit or loss %s', (outcome, expected) => {
    expect(microPloss(outcome, 10n * USDT, 8n * USDT)).toBe(expected)
  })
})
