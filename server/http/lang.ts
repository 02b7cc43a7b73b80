import { createMiddleware } from 'hono/factory'
import { headers } from '../../contract/api'
import { parseLanguage } from '../i18n'
import type { AppEnv } from './types'

export const langMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set('lang', parseLanguage(c.req.header(headers.lang)))
  await next()
})
