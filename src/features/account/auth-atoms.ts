// The sign-in action of the login and register screens. It lives beside atoms.ts rather than in it: the home route
// reads the account's atoms (the user info, the demo badge), and this keeps the action helper out of its budget.
import type { Credentials } from '@contract/schemas/accounts'
import { actionAtom } from '@/shared/lib/action'
import { login, register } from './api'
import { signInAtom } from './atoms'
import type { AuthKind } from './model'

/** Logs in or creates the account, then signs in: the server's answer (its msg for the toast), or null on failure. */
export const authenticateAtom = actionAtom({
  run: ({ kind, credentials }: { kind: AuthKind; credentials: Credentials }) =>
    kind === 'login' ? login(credentials) : register(credentials),
  onSuccess: (_get, set, answer) => set(signInAtom, answer.data),
})
