import { Hono } from 'hono'
import type { OperatorMe } from '../../../contract/console'
import { operatorLoginSchema } from '../../../contract/schemas/console'
import { clientAddress } from '../../http/client-address'
import { ok } from '../../http/envelope'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { operatorEnrol, operatorLogin, operatorLogout } from './service'

/**
 * Signing in, mounted at /admin/session before the operator check (no token yet):
 * POST /admin/session/login {email, password, code} and POST /admin/session/enrol {email, password, code}.
 */
export const operatorSessionPublic = new Hono<AppEnv>()
  .post('/login', async (c) => {
    const input = await readBody(c, operatorLoginSchema)
    const result = await operatorLogin(c.var.deps, input, clientAddress(c))
    return ok(c, result, result.kind === 'session' ? 'logged_in' : 'totp_enrolment_required')
  })
  .post('/enrol', async (c) => {
    const input = await readBody(c, operatorLoginSchema)
    return ok(c, await operatorEnrol(c.var.deps, input, clientAddress(c)), 'totp_enrolled')
  })

/** Behind the operator check, any role: GET /admin/session/me, POST /admin/session/logout. */
export const operatorSessionRoutes = new Hono<AppEnv>()
  .get('/me', (c) => {
    const { id, email, role, via } = c.var.operator
    return ok(c, { id, email, role, via } satisfies OperatorMe)
  })
  .post('/logout', async (c) => {
    await operatorLogout(c.var.deps, c.var.operator, clientAddress(c))
    return ok(c, null, 'logged_out')
  })
