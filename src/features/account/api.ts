import type { LoginResult, LogoutResult, UserInfo } from '@contract/api'
import type { Credentials } from '@contract/schemas/accounts'
import { type Answer, http } from '@/shared/lib/http'

export function login(credentials: Credentials): Promise<Answer<LoginResult>> {
  return http.postWithMessage<LoginResult>('/main/login', credentials)
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
