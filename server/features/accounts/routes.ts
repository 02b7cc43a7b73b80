import { Hono } from 'hono'
import { credentialsSchema, sessionRevokeSchema } from '../../../contract/schemas/accounts'
import { loginCodeSchema, phishingPhraseSchema, twoFactorCodeSchema } from '../../../contract/schemas/security'
import { clientInfo } from '../../http/auth'
import { ok } from '../../http/envelope'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { demoAccount } from './demo'
import { completeLogin } from './login-challenge'
import { disableTwoFactor, enableTwoFactor, securityInfo, setPhishingPhrase, setupTwoFactor } from './security'
import { login, logout, register } from './service'
import { endingSessions } from './session-cache'
import { listSessions, revokeOtherSessions, revokeSession } from './sessions'
import { userInfo } from './userinfo'

/** Public: POST /main/register, POST /main/login, POST /main/login_code (two-factor), GET /main/demo_account. */
export const accountsPublic = new Hono<AppEnv>()
  .get('/demo_account', (c) => ok(c, demoAccount(c.var.deps.config)))
  .post('/register', async (c) => {
    const body = await readBody(c, credentialsSchema)
    return ok(c, await register(c.var.deps, body, clientInfo(c)), 'registered')
  })
  .post('/login', async (c) => {
    const body = await readBody(c, credentialsSchema)
    const answer = await login(c.var.deps, body, clientInfo(c))
    return ok(c, answer, 'two_factor' in answer ? 'two_factor_code_needed' : 'logged_in')
  })
  .post('/login_code', async (c) => {
    const body = await readBody(c, loginCodeSchema)
    return ok(c, await completeLogin(c.var.deps, body, clientInfo(c)), 'logged_in')
  })

/** Signed in: GET /api/userinfo, POST /api/logout, /api/logout_all, GET /api/sessions, POST /api/session_revoke. */
export const accountsApi = new Hono<AppEnv>()
  .get('/userinfo', async (c) => ok(c, await userInfo(c.var.deps, c.var.userId)))
  .post('/logout', async (c) => {
    const { deps, userId, tokenId } = c.var
    await endingSessions(deps.db, userId, () => logout(deps, userId, tokenId))
    return ok(c, null, 'logged_out')
  })
  .post('/logout_all', async (c) => {
    const { deps, userId, tokenId } = c.var
    const revoked = await endingSessions(
      deps.db,
      userId,
      () => revokeOtherSessions(deps, userId, tokenId),
      (count) => count,
    )
    return ok(c, { revoked }, 'sessions_ended')
  })
  .get('/sessions', async (c) =>
    ok(c, await listSessions(c.var.deps, { userId: c.var.userId, tokenId: c.var.tokenId })),
  )
  .post('/session_revoke', async (c) => {
    const { id } = await readBody(c, sessionRevokeSchema)
    await endingSessions(c.var.deps.db, c.var.userId, () => revokeSession(c.var.deps, c.var.userId, id))
    return ok(c, null, 'session_ended')
  })

/**
 * Signed in, the user's own security: GET /api/security, POST /api/two_factor_setup, /api/two_factor_enable {code},
 * /api/two_factor_disable {code}, /api/phishing_phrase {phrase}.
 */
export const securityApi = new Hono<AppEnv>()
  .get('/security', async (c) => ok(c, await securityInfo(c.var.deps, c.var.userId)))
  .post('/two_factor_setup', async (c) => ok(c, await setupTwoFactor(c.var.deps, c.var.userId), 'two_factor_setup'))
  .post('/two_factor_enable', async (c) => {
    const { code } = await readBody(c, twoFactorCodeSchema)
    const codes = await enableTwoFactor(c.var.deps, c.var.userId, code, clientInfo(c).address)
    return ok(c, codes, 'two_factor_enabled')
  })
  .post('/two_factor_disable', async (c) => {
    const { code } = await readBody(c, twoFactorCodeSchema)
    await disableTwoFactor(c.var.deps, c.var.userId, code, clientInfo(c).address)
    return ok(c, null, 'two_factor_disabled')
  })
  .post('/phishing_phrase', async (c) => {
    const { phrase } = await readBody(c, phishingPhraseSchema)
    return ok(c, { phrase: await setPhishingPhrase(c.var.deps, c.var.userId, phrase) }, 'phishing_phrase_saved')
  })
