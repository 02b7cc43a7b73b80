// The security section's resource and actions: two-factor sign-in and the anti-phishing phrase.
import { actionAtom } from '@/shared/lib/action'
import { resourceAtom } from '@/shared/lib/resource'
import {
  disableTwoFactor,
  enableTwoFactor,
  fetchSecurity,
  savePhishingPhrase,
  setAllowlist,
  setupTwoFactor,
} from './security-api'

/** GET /api/security */
export const securityAtom = resourceAtom({
  key: 'account.security',
  scope: 'session',
  fetch: (_param, signal) => fetchSecurity(signal),
})

/** A new authenticator secret (two-factor sign-in stays off until a code from it is confirmed). */
export const setupTwoFactorAtom = actionAtom({ run: (_request: undefined) => setupTwoFactor() })

/** Turns two-factor sign-in on with a first code; resolves to the recovery codes, shown once. */
export const enableTwoFactorAtom = actionAtom({
  run: (code: string) => enableTwoFactor(code),
  onSuccess: (_get, set) => set(securityAtom, 'refresh'),
})

export const disableTwoFactorAtom = actionAtom({
  run: (code: string) => disableTwoFactor(code),
  onSuccess: (_get, set) => set(securityAtom, 'refresh'),
})

export const savePhishingPhraseAtom = actionAtom({
  run: (phrase: string) => savePhishingPhrase(phrase),
  onSuccess: (_get, set) => set(securityAtom, 'refresh'),
})

/** Turns the withdrawal allow-list on or off. */
export const setAllowlistAtom = actionAtom({
  run: (request: { enabled: 0 | 1; code: string }) => setAllowlist(request),
  onSuccess: (_get, set) => set(securityAtom, 'refresh'),
})
