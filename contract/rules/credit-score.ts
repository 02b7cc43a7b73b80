// The credit score: a published rule over the user's own record, computed on every read and never set by hand.
// README "Credit score" and the /score screen state the same rule.
//
//   every account                                               40
//   basic verification approved (basic_verify_status 2)        +15
//   advanced verification approved (rzstatus 2)                +15
//   account age: 30 days or more +5, 180 days or more          +10
//   at least one approved deposit                              +10
//   no deposit or withdrawal rejected in the last 180 days     +10
//                                                        max   100
// Grade: A at 90 or more, B at 70, C at 50, else D.

export const creditFactorKeys = ['base', 'basic', 'advanced', 'age', 'deposit', 'clean'] as const
export type CreditFactorKey = (typeof creditFactorKeys)[number]

/** The days the age and rejection factors look at. */
export const creditWindows = { ageShortDays: 30, ageLongDays: 180, rejectionDays: 180 } as const

/** What the rule reads from the user's record. */
export interface CreditRecord {
  basicVerified: boolean
  advancedVerified: boolean
  /** Whole days since the account was created. */
  ageDays: number
  approvedDeposits: number
  /** Deposits and withdrawals rejected within the last creditWindows.rejectionDays days. */
  recentRejections: number
}

export interface CreditFactor {
  key: CreditFactorKey
  points: number
  max: number
}

export type CreditGrade = 'A' | 'B' | 'C' | 'D'

export interface CreditScore {
  score: number
  grade: CreditGrade
  factors: CreditFactor[]
}

export function gradeOf(score: number): CreditGrade {
  if (score >= 90) return 'A'
  if (score >= 70) return 'B'
  if (score >= 50) return 'C'
  return 'D'
}

function agePoints(days: number): number {
  if (days >= creditWindows.ageLongDays) return 10
  return days >= creditWindows.ageShortDays ? 5 : 0
}

export function calculateCreditScore(record: CreditRecord): CreditScore {
  const factors: CreditFactor[] = [
    { key: 'base', points: 40, max: 40 },
    { key: 'basic', points: record.basicVerified ? 15 : 0, max: 15 },
    { key: 'advanced', points: record.advancedVerified ? 15 : 0, max: 15 },
    { key: 'age', points: agePoints(record.ageDays), max: 10 },
    { key: 'deposit', points: record.approvedDeposits > 0 ? 10 : 0, max: 10 },
    { key: 'clean', points: record.recentRejections === 0 ? 10 : 0, max: 10 },
  ]
  const score = factors.reduce((sum, f) => sum + f.points, 0)
  return { score, grade: gradeOf(score), factors }
}
