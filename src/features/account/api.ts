import type {
  DemoAccount,
  LoginAnswer,
  LoginResult,
  LogoutAllResult,
  LogoutResult,
  SessionInfo,
  UserInfo,
} from '@contract/api'
import type { Credentials, SessionRevokeRequest } from '@contract/schemas/accounts'
import { type Answer, http } from '@/shared/lib/http'

/** The session, or (two-factor sign-in) a challenge for the code: POST /main/login_code (security-api.ts). */
export function login(credentials: Credentials): Promise<Answer<LoginAnswer>> {
  return http.postWithMessage<LoginAnswer>('/main/login', credentials)
}

export function fetchDemoAccount(signal?: AbortSignal): Promise<DemoAccount> {
  return http.get<DemoAccount>('/main/demo_account', { signal, quiet: true })
}

export function register(credentials: Credentials): Promise<Answer<LoginResult>> {
  return http.postWithMessage<LoginResult>('/main/register', credentials)
}

/** Revokes the token server-side; quiet because the client logs out locally whatever the answer. */
export function logout(): Promise<LogoutResult> {
  return http.post<LogoutResult>('/api/logout', undefined, { quiet: true })
}

export function fetchUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return http.get<UserInfo>('/api/userinfo', { signal })
}

export function fetchSessions(signal?: AbortSignal): Promise<SessionInfo[]> {
  return http.get<SessionInfo[]>('/api/sessions', { signal })
}

export function revokeSession(request: SessionRevokeRequest): Promise<Answer<null>> {
  return http.postWithMessage<null>('/api/session_revoke', request)
}

/** Ends every session of the user except this one. */
export function logoutOtherSessions(): Promise<Answer<LogoutAllResult>> {
  return http.postWithMessage<LogoutAllResult>('/api/logout_all', {})
}
