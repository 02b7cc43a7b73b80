import { Hono } from 'hono'
import {
  advanceVerifySchema,
  basicVerifySchema,
  passwordChangeSchema,
  resetPasswordSchema,
  sendCodeSchema,
} from '../../../contract/schemas/identity'
import { clientInfo } from '../../http/auth'
import { ok } from '../../http/envelope'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { endingSessions, userInfo } from '../accounts'
import { changePassword } from './password-change'
import { resetPassword, sendCode } from './recovery'
import { submitAdvanced, submitBasic } from './verification'

/** Public: POST /main/sendcode {type, account}, POST /main/repassword {type, account, code, pwd}. */
export const identityPublic = new Hono<AppEnv>()
  .post('/sendcode', async (c) => {
    const body = await readBody(c, sendCodeSchema)
    await sendCode(c.var.deps, body, clientInfo(c), c.var.lang)
    return ok(c, null, 'code_sent')
  })
  .post('/repassword', async (c) => {
    const body = await readBody(c, resetPasswordSchema)
    await resetPassword(c.var.deps, body, clientInfo(c))
    return ok(c, null, 'password_reset')
  })

/** Signed in: POST /api/password, /api/basic_verify, /api/advance_verify (the last two answer the user info). */
export const identityApi = new Hono<AppEnv>()
  .post('/password', async (c) => {
    const body = await readBody(c, passwordChangeSchema)
    const { deps, userId, tokenId } = c.var
    const revoked = await endingSessions(
      deps.db,
      userId,
      () => changePassword(deps, { userId, tokenId }, body, clientInfo(c)),
      (count) => count,
    )
    return ok(c, { revoked }, 'password_changed')
  })
  .post('/basic_verify', async (c) => {
    const body = await readBody(c, basicVerifySchema)
    const verified = await submitBasic(c.var.deps, c.var.userId, body)
    return ok(c, await userInfo(c.var.deps, c.var.userId), verified ? 'verify_passed' : 'verify_submitted')
  })
  .post('/advance_verify', async (c) => {
    const body = await readBody(c, advanceVerifySchema)
    const verified = await submitAdvanced(c.var.deps, c.var.userId, body)
    return ok(c, await userInfo(c.var.deps, c.var.userId), verified ? 'verify_passed' : 'verify_submitted')
  })
