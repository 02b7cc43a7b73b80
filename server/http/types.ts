import type { HttpBindings } from '@hono/node-server'
import type { LanguageCode } from '../../contract/api'
import type { OperatorMe } from '../../contract/console'
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
    /** Set by the operator middleware on /admin/* (role already checked against the path). */
    operator: OperatorIdentity
  }
}

/** Who calls /admin/*: an operator's session, or the legacy TERN_ADMIN_TOKEN acting as admin (id 0, no email). */
export interface OperatorIdentity extends OperatorMe {
  /** The operator session's id; null for the legacy token. */
  sessionId: number | null
}
