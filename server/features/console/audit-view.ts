// Operator context of the console's calls and the audit of every view of a user's personal data.
import type { Context } from 'hono'
import type { Deps } from '../../deps'
import { operatorContext as baseOperatorContext } from '../../http/operator'
import type { AppEnv } from '../../http/types'
import { writeAudit } from '../admin/audit'
import type { OperatorContext } from '../admin/service'

export type ConsoleContext = OperatorContext & Pick<Deps, 'config'>

export function operatorContext(c: Context<AppEnv>): ConsoleContext {
  return { ...baseOperatorContext(c), config: c.var.deps.config }
}

/** One audit row per view: action 'view.user', the user as target, what was shown in `after`. */
export function auditView(ctx: OperatorContext, target: string, what: string): Promise<void> {
  const entry = { operator: ctx.operator, action: 'view.user', target, before: '', after: what, reason: '' }
  return writeAudit(ctx.db, entry, ctx.clock())
}
