import { Hono } from 'hono'
import { credentialsSchema, sessionRevokeSchema } from '../../../contract/schemas/accounts'
import { clientInfo } from '../../http/auth'
import { ok } from '../../http/envelope'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { demoAccount } from './demo'
import { login, logout, register, userInfo } from './service'
import { listSessions, revokeOtherSessions, revokeSession } from './sessions'

/** Public: POST /main/register, POST /main/login, GET /main/demo_account. */
export const accountsPublic = new Hono<AppEnv>()
  .get('/demo_account', (c) => ok(c, demoAccount(c.var.deps.config)))
  .post('/register', async (c) => {
    const body = await readBody(c, credentialsSchema)
    return ok(c, await register(c.var.deps, body, clientInfo(c)), 'registered')
  })
  .post('/login', async (c) => {
    const body = await readBody(c, credentialsSchema)
    return ok(c, await login(c.var.deps, body, clientInfo(c)), 'logged_in')
  })

/** Signed in: GET /api/userinfo, POST /api/logout, /api/logout_all, GET /api/sessions, POST /api/session_revoke. */
export const accountsApi = new Hono<AppEnv>()
  .get('/userinfo', async (c) => ok(c, await userInfo(c.var.deps, c.var.userId)))
  .post('/logout', async (c) => {
    await logout(c.var.deps, c.var.tokenId)
    return ok(c, null, 'logged_out')
  })
  .post('/logout_all', async (c) => {
    const revoked = await revokeOtherSessions(c.var.deps, c.var.userId, c.var.tokenId)
    return ok(c, { revoked }, 'sessions_ended')
  })
  .get('/sessions', async (c) =>
    ok(c, await listSessions(c.var.deps, { userId: c.var.userId, tokenId: c.var.tokenId })),
  )
  .post('/session_revoke', async (c) => {
    const { id } = await readBody(c, sessionRevokeSchema)
    await revokeSession(c.var.deps, c.var.userId, id)
    return ok(c, null, 'session_ended')
  })
