import type { HttpBindings } from '@hono/node-server'
import type { LanguageCode } from '../../contract/api'
import type { OperatorMe } from '../../contract/console'
import type { Db } from '../db/db'
import type { Deps } from '../deps'

export interface AppEnv {
  // Present when served by @hono/node-server; absent under app.request() in tests.
  Bindings: Partial<HttpBindings>
  Variables: {
    deps: Deps
    sessions: Sessions
    lang: LanguageCode
    /** Set by the auth middleware on /api/* only. */
    userId: number
    tokenId: number
    /** Set by the operator middleware on /admin/* (role already checked against the path). */
    operator: OperatorIdentity
    /** Set by http/ready.ts: the response is final bytes (compressed already, or too small to be). */
    ready: boolean
    /** Set by envelope.ts ok(): a JSON answer and its text (for http/compress.ts). */
    json: { res: Response; text: string }
  }
}

/** Who calls /admin/*: an operator's session, or the legacy TERN_ADMIN_TOKEN acting as admin (id 0, no email). */
export interface OperatorIdentity extends OperatorMe {
  /** The operator session's id; null for the legacy token. */
  sessionId: number | null
}

/** Where a call comes from, as recorded on its session. */
export interface ClientInfo {
  address: string
  userAgent: string
}

/**
 * The session look-ups behind /api and /admin. Their features own them (accounts, operators); app.ts hands them
 * to the HTTP layer, which imports no feature. Each records the session's use.
 */
export interface Sessions {
  /** The live session of a UserToken, or undefined (unknown, expired, revoked or idle). */
  user(deps: Deps, token: string, client: ClientInfo): Promise<{ userId: number; tokenId: number } | undefined>
  /** The live operator session of a bearer token, or undefined. */
  operator(
    db: Db,
    token: string,
    now: Date,
    address: string,
  ): Promise<{ sessionId: number; operator: Omit<OperatorMe, 'via'> } | undefined>
}
