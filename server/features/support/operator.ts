// The operators' side of the support inbox, behind both /admin/support and `npm run admin -- support...`.
import type { Deps } from '../../deps'
import { AppError } from '../../errors'
import { writeTx } from '../../ledger/tx'
import * as repo from './repo'
import { checkBody, messageViews, requireThread, threadView } from './service'

type OperatorContext = Pick<Deps, 'db' | 'clock'>

/** Conversations by status (0 open, 1 closed, undefined all), least recently active first. */
export async function supportQueue({ db }: OperatorContext, status?: 0 | 1) {
  return (await repo.threadQueue(db, status)).map((row) => ({
    ...row,
    awaiting_answer: row.last_author === 'user' && row.status === 0,
  }))
}

/** A conversation with every message; an operator reading it does not mark anything read for the user. */
export async function operatorThread({ db }: OperatorContext, id: number) {
  const row = await requireThread(db, id)
  return { thread: { ...threadView(row), user_id: row.user_id }, messages: await messageViews(db, id) }
}

/** An operator's answer in an open conversation; the user sees it as unread until they open it. */
export async function answerThread(ctx: OperatorContext, id: number, body: string) {
  checkBody(body, false)
  await writeTx(ctx.db, async (trx) => {
    const thread = await repo.findThread(trx, id)
    if (!thread) throw new AppError('not_found')
    if (thread.status !== 0) throw new AppError('validation', 'support_thread_closed')
    await repo.insertMessage(trx, { thread, author: 'operator', body, uploadId: null, now: ctx.clock().toISOString() })
  })
  return operatorThread(ctx, id)
}

export async function closeThread(ctx: OperatorContext, id: number) {
  await writeTx(ctx.db, async (trx) => {
    if (!(await repo.findThread(trx, id))) throw new AppError('not_found')
    if (!(await repo.closeThreadRow(trx, id, ctx.clock().toISOString()))) throw new AppError('already_decided')
  })
  return operatorThread(ctx, id)
}
