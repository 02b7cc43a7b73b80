import { resourceAtom } from '@/shared/lib/resource'
import { fetchCreditScore } from './api'

/** GET /api/credit_score: the score, its grade and what each part of the rule gives. */
export const creditScoreAtom = resourceAtom({
  key: 'score.credit',
  scope: 'session',
  fetch: (_param, signal) => fetchCreditScore(signal),
})
