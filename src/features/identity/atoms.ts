import type { AdvanceVerifyRequest, BasicVerifyRequest } from '@contract/schemas/identity'
import { atom } from 'jotai'
import { userInfoAtom } from '@/features/account'
import { submitAdvancedVerification, submitBasicVerification } from './api'

/** Submits basic verification; the user info (statuses, details) is fetched again. Rejects as the HTTP client does. */
export const submitBasicAtom = atom(null, async (_get, set, request: BasicVerifyRequest) => {
  const answer = await submitBasicVerification(request)
  set(userInfoAtom, 'refresh')
  return answer
})

export const submitAdvancedAtom = atom(null, async (_get, set, request: AdvanceVerifyRequest) => {
  const answer = await submitAdvancedVerification(request)
  set(userInfoAtom, 'refresh')
  return answer
})
