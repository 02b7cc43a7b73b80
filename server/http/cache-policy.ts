// Who may store an answer. The caller's own data (every /api and /admin answer, signing in and registering)
// is `private, no-store` whatever the handler said. Other /main answers keep the policy their handler chose
// (the market's public calls: public, max-age with an ETag) and are private, no-store when it chose none; a
// public one names UserLang in Vary, since its envelope message is in the caller's language.
import type { Context } from 'hono'
import { headers } from '../../contract/api'
import { addVary } from './encoding'
import type { AppEnv } from './types'

export const PRIVATE = 'private, no-store'

const callersOwn = ['/api/', '/admin/']
const callersOwnPaths = new Set(['/main/login', '/main/login_code', '/main/register'])

function isCallersOwn(path: string): boolean {
  return callersOwnPaths.has(path) || callersOwn.some((prefix) => path.startsWith(prefix))
}

const isEnvelope = (res: Response) => res.headers.get('Content-Type')?.startsWith('application/json') ?? false

/** After the handler (http/finish.ts): the answer's cache policy. */
export function applyCachePolicy(c: Context<AppEnv>): void {
  // A ready answer (http/ready.ts: public market and content calls) names its policy and Vary itself.
  if (c.get('ready')) return
  const { path } = c.req
  if (isCallersOwn(path)) {
    c.res.headers.set('Cache-Control', PRIVATE)
    return
  }
  if (!path.startsWith('/main/')) return
  const policy = c.res.headers.get('Cache-Control')
  if (policy === null) c.res.headers.set('Cache-Control', PRIVATE)
  else if (!/\b(private|no-store)\b/.test(policy) && isEnvelope(c.res)) addVary(c.res.headers, headers.lang)
}
