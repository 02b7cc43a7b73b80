import type { HttpBindings } from '@hono/node-server'
import type { LanguageCode } from '../../contract/api'
import type { Deps } from '../deps'

export interface AppEnv {
  // Present when served by @hono/node-server; absent under app.request() in tests.
  Bindings: Partial<HttpBindings>
  Variables: {
    deps: Deps
    lang: LanguageCode
    /** Set by the auth middleware on /api/* only. */
    userId: number
    tokenId: number
  }
}
