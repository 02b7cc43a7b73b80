import { describe, expect, it } from 'vitest'
import { type CreditRecord, calculateCreditScore, gradeOf } from '../../contract/rules/credit-score'

const fresh: CreditRecord = {
  basicVerified: false,
  advancedVerified: false,
  ageDays: 0,
  approvedDeposits: 0,
  recentRejections: 0,
}

describe('credit score rule', () => {
  it.each([
    ['a new account', fresh, 50, 'C'],
    ['with a rejection', { ...fresh, recentRejections: 1 }, 40, 'D'],
    ['basic verified', { ...fresh, basicVerified: true }, 65, 'C'],
    ['both verified', { ...fresh, basicVerified: true, advancedVerified: true }, 80, 'B'],
    ['29 days old', { ...fresh, ageDays: 29 }, 50, 'C'],
    ['30 days old', { ...fresh, ageDays: 30 }, 55, 'C'],
    ['180 days old', { ...fresh, ageDays: 180 }, 60, 'C'],
    ['a deposit approved', { ...fresh, approvedDeposits: 3 }, 60, 'C'],
    [
      'everything',
      { basicVerified: true, advancedVerified: true, ageDays: 400, approvedDeposits: 1, recentRejections: 0 },
      100,
      'A',
    ],
    [
      'everything but a rejection',
      { basicVerified: true, advancedVerified: true, ageDays: 400, approvedDeposits: 1, recentRejections: 2 },
      90,
      'A',
    ],
  ] as const)('%s', (_name, record, score, grade) => {
    const result = calculateCreditScore(record)
    expect(result.score).toBe(score)
    expect(result.grade).toBe(grade)
    expect(result.factors.reduce((sum, f) => sum + f.max, 0)).toBe(100)
  })

  it('grades at the published boundaries', () => {
    expect([100, 90, 89, 70, 69, 50, 49, 0].map(gradeOf)).toEqual(['A', 'A', 'B', 'B', 'C', 'C', 'D', 'D'])
  })
})
