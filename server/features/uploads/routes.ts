import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { auditView } from '../../audit/log'
import { signedInUser } from '../../http/auth'
import { fail, ok } from '../../http/envelope'
import { isOperator, operatorContext } from '../../http/operator'
import type { AppEnv } from '../../http/types'
import { dataUrlFromBody, MAX_BODY_BYTES } from './images'
import { readUpload, saveUpload, type UploadKind } from './service'

const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => fail(c, 'upload_too_large') })

const upload = (kind: UploadKind) => async (c: Context<AppEnv>) => {
  const dataUrl = dataUrlFromBody(await c.req.text())
  return ok(c, await saveUpload(c.var.deps, c.var.userId, kind, dataUrl), 'uploaded')
}

/** Signed in: POST /api/stream_upload and /api/stream_upload/type/payimg (payment proofs). */
export const uploadsApi = new Hono<AppEnv>()
  .post('/stream_upload', limit, upload('image'))
  .post('/stream_upload/type/payimg', limit, upload('payimg'))

/**
 * GET /uploads/<fname>: only to the owner (UserToken header) or an operator (admin bearer token). Uploads are
 * personal documents (payment proofs, ID images): no cache may keep them, the browser's included. An operator's
 * look at one is written to the audit log.
 */
export const uploadsFiles = new Hono<AppEnv>().get('/:fname', async (c) => {
  const { deps } = c.var
  const viewer = (await isOperator(c)) ? 'operator' : await signedInUser(c)
  const file = viewer === undefined ? undefined : await readUpload(deps, c.req.param('fname'), viewer)
  if (!file) return fail(c, 'not_found', 404)
  if (viewer === 'operator') await auditView(operatorContext(c), `user:${file.userId}`, `upload.view.${file.kind}`)
  return c.body(new Uint8Array(file.bytes), 200, {
    'Content-Type': file.mime,
    'Cache-Control': 'private, no-store',
    Vary: 'UserToken, Authorization',
  })
})
