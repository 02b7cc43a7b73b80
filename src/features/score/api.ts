import type { CreditScore } from '@contract/rules/credit-score'
import { http } from '@/shared/lib/http'

export function fetchCreditScore(signal?: AbortSignal): Promise<CreditScore> {
  return http.get<CreditScore>('/api/credit_score', { signal })
}
