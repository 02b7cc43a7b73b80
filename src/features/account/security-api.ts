// The calls of the security section and of the second sign-in step. Apart from api.ts, which the home route loads.
import type { LoginResult } from '@contract/api'
import type { AllowlistRequest, LoginCodeRequest } from '@contract/schemas/security'
import type { AllowlistState, RecoveryCodes, SecurityInfo, TwoFactorSetup } from '@contract/security'
import { type Answer, http } from '@/shared/lib/http'

export function fetchSecurity(signal?: AbortSignal): Promise<SecurityInfo> {
  return http.get<SecurityInfo>('/api/security', { signal })
}

export function setupTwoFactor(): Promise<Answer<TwoFactorSetup>> {
  return http.postWithMessage<TwoFactorSetup>('/api/two_factor_setup', {})
}

export function enableTwoFactor(code: string): Promise<Answer<RecoveryCodes>> {
  return http.postWithMessage<RecoveryCodes>('/api/two_factor_enable', { code })
}

export function disableTwoFactor(code: string): Promise<Answer<null>> {
  return http.postWithMessage<null>('/api/two_factor_disable', { code })
}

export function savePhishingPhrase(phrase: string): Promise<Answer<{ phrase: string }>> {
  return http.postWithMessage<{ phrase: string }>('/api/phishing_phrase', { phrase })
}

/** POST /main/login_code: the second sign-in step. */
export function loginWithCode(request: LoginCodeRequest): Promise<Answer<LoginResult>> {
  return http.postWithMessage<LoginResult>('/main/login_code', request)
}

/**
 * Turns the withdrawal allow-list on or off: off asks for the 2FA code when two-factor sign-in is on; without it, the
 * first call sends a code and the call with it turns the list off after the new-destination delay.
 */
export function setAllowlist(request: AllowlistRequest): Promise<Answer<AllowlistState>> {
  return http.postWithMessage<AllowlistState>('/api/withdraw_allowlist', request)
}
