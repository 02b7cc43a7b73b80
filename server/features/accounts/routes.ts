import { Hono } from 'hono'
import { credentialsSchema } from '../../../contract/schemas/accounts'
import { clientAddress } from '../../http/client-address'
import { ok } from '../../http/envelope'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { login, logout, register, userInfo } from './service'

/** Public: POST /main/register, POST /main/login. */
export const accountsPublic = new Hono<AppEnv>()
  .post('/register', async (c) => {
    const body = await readBody(c, credentialsSchema)
    return ok(c, await register(c.var.deps, body, clientAddress(c)), 'registered')
  })
  .post('/login', async (c) => {
    const body = await readBody(c, credentialsSchema)
    return ok(c, await login(c.var.deps, body, clientAddress(c)), 'logged_in')
  })

/** Signed in: GET /api/userinfo, POST /api/logout. */
export const accountsApi = new Hono<AppEnv>()
  .get('/userinfo', async (c) => ok(c, await userInfo(c.var.deps, c.var.userId)))
  .post('/logout', async (c) => {
    await logout(c.var.deps, c.var.tokenId)
    return ok(c, null, 'logged_out')
  })
