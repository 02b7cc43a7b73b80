// The operators' side of the support inbox, behind both /admin/support and `npm run admin -- support...`.

import type { SupportThreadStatus } from '../../../contract/support'
import type { OperatorContext } from '../../audit/context'
import { writeAudit } from '../../audit/log'
import { AppError } from '../../errors'
import { writeTx } from '../../ledger/tx'
import * as repo from './repo'
import { checkBody, messageViews, requireThread, threadView } from './service'

/** Conversations by status (0 open, 1 closed, undefined all), least recently active first. */
export async function supportQueue({ db }: Pick<OperatorContext, 'db'>, status?: SupportThreadStatus) {
  return (await repo.threadQueue(db, status)).map((row) => ({
    ...row,
    awaiting_answer: row.last_author === 'user' && row.status === 0,
  }))
}

/** A conversation with every message; an operator reading it does not mark anything read for the user. */
export async function operatorThread({ db }: Pick<OperatorContext, 'db'>, id: number) {
  const row = await requireThread(db, id)
  return { thread: { ...threadView(row), user_id: row.user_id }, messages: await messageViews(db, id) }
}

/** An answer or a close, in the audit log under the conversation (the user's id in `before` for filtering by hand). */
function audit(
  trx: Parameters<typeof writeAudit>[0],
  ctx: OperatorContext,
  action: string,
  threadId: number,
  userId: number,
  after: string,
  now: Date,
) {
  const entry = { operator: ctx.operator, action, target: `support_thread:${threadId}`, before: `user:${userId}` }
  return writeAudit(trx, { ...entry, after, reason: '', address: ctx.address }, now)
}

/** An operator's answer in an open conversation; the user sees it as unread until they open it. */
export async function answerThread(ctx: OperatorContext, id: number, body: string) {
  checkBody(body, false)
  await writeTx(ctx.db, async (trx) => {
    const thread = await repo.findThread(trx, id)
    if (!thread) throw new AppError('not_found')
    if (thread.status !== 0) throw new AppError('validation', 'support_thread_closed')
    const now = ctx.clock()
    await repo.insertMessage(trx, { thread, author: 'operator', body, uploadId: null, now: now.toISOString() })
    await audit(trx, ctx, 'support.answer', id, thread.user_id, `${body.length} characters`, now)
  })
  return operatorThread(ctx, id)
}

export async function closeThread(ctx: OperatorContext, id: number) {
  await writeTx(ctx.db, async (trx) => {
    const thread = await repo.findThread(trx, id)
    if (!thread) throw new AppError('not_found')
    const now = ctx.clock()
    if (!(await repo.closeThreadRow(trx, id, now.toISOString()))) throw new AppError('already_decided')
    await audit(trx, ctx, 'support.close', id, thread.user_id, '1 closed', now)
  })
  return operatorThread(ctx, id)
}
