import { describe, expect, it } from 'vitest'
import { calculateDistance, targetProblem } from '@/features/price-alerts/model'

describe('calculateDistance', () => {
  it.each([
    ['65000', '64250.50', '1.16'],
    ['63000.5', '64250.50', '-1.94'],
    ['64250.50', '64250.50', '0.00'],
    ['1.08500', '1.08321', '0.16'],
    ['', '64250.50', null],
    ['abc', '64250.50', null],
    ['1', '0', null],
  ])('from %s to target %s: %s', (target, current, distance) => {
    expect(calculateDistance(target, current)).toBe(distance)
  })

  // The contract's divide rounds on the magnitude: a distance below the price rounds toward zero like one above,
  // and one that rounds to nothing reads 0.00, never -0.00.
  it.each([
    ['99.99', '100.00', '-0.01'],
    ['2.99', '3.00', '-0.33'],
    ['3.01', '3.00', '0.33'],
    ['99.999', '100', '0.00'],
    ['64250.4', '64250.50', '0.00'],
  ])('target %s from %s: %s, rounded toward zero', (target, current, distance) => {
    expect(calculateDistance(target, current)).toBe(distance)
  })
})

describe('targetProblem', () => {
  it.each([
    ['above', '65000', null],
    ['above', '64250.50', 'side'],
    ['above', '64000', 'side'],
    ['below', '64000', null],
    ['below', '64250.5', 'side'],
    ['below', '0', 'invalid'],
    ['above', '65000.123', 'invalid'],
    ['above', '', 'invalid'],
  ] as const)('%s %s at 64250.50 (2 decimals): %s', (direction, target, problem) => {
    expect(targetProblem(direction, target, '64250.50', 2)).toBe(problem)
  })
})
