import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Envelope, ErrorCode } from '../../contract/api'
import { translate } from '../i18n'
import type { SuccessKey } from '../i18n/keys'
import type { AppEnv } from './types'

export function ok<T>(c: Context<AppEnv>, data: T, message: SuccessKey = 'ok') {
  const body: Envelope<T> = { status: 1, msg: translate(c.var.lang, message), data }
  return c.json(body, 200)
}

export function fail(c: Context<AppEnv>, code: ErrorCode, httpStatus: ContentfulStatusCode = 200) {
  const body: Envelope<null> = { status: 0, msg: translate(c.var.lang ?? 'en', code), code, data: null }
  return c.json(body, httpStatus)
}
