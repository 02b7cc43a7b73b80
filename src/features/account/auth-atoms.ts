// The sign-in actions of the login and register screens. They live beside atoms.ts rather than in it: the home route
// reads the account's atoms (the user info, the demo badge), and this keeps the action helper out of its budget.
import type { Credentials } from '@contract/schemas/accounts'
import type { LoginCodeRequest } from '@contract/schemas/security'
import { actionAtom } from '@/shared/lib/action'
import { login, register } from './api'
import { signInAtom } from './atoms'
import type { AuthKind } from './model'
import { loginWithCode } from './security-api'

/**
 * Logs in or creates the account, then signs in: the server's answer (its msg for the toast), or null on failure.
 * An account with two-factor sign-in answers a challenge instead of a session (completeLoginAtom takes it on).
 */
export const authenticateAtom = actionAtom({
  run: ({ kind, credentials }: { kind: AuthKind; credentials: Credentials }) =>
    kind === 'login' ? login(credentials) : register(credentials),
  onSuccess: (_get, set, answer) => {
    if ('token' in answer.data) set(signInAtom, answer.data)
  },
})

/** The second sign-in step: the challenge's ticket and a code from the authenticator (or a recovery code). */
export const completeLoginAtom = actionAtom({
  run: (request: LoginCodeRequest) => loginWithCode(request),
  onSuccess: (_get, set, answer) => set(signInAtom, answer.data),
})
