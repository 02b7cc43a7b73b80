// What every handler reads from its context, set in one step before anything else runs: the dependencies, the
// session look-ups, and the caller's language (UserLang) for the envelope's message.
import { createMiddleware } from 'hono/factory'
import { headers } from '../../contract/api'
import type { Deps } from '../deps'
import { parseLanguage } from '../i18n'
import type { AppEnv, Sessions } from './types'

export function contextMiddleware(deps: Deps, sessions: Sessions) {
  return createMiddleware<AppEnv>((c, next) => {
    c.set('deps', deps)
    c.set('sessions', sessions)
    c.set('lang', parseLanguage(c.req.header(headers.lang)))
    return next()
  })
}
