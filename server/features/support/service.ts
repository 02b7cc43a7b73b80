// Customer service. With TERN_SUPPORT_URL set, /client_iframe shows that page; otherwise Tern's own support
// inbox: a user's conversations (threads) with the operators, stored in the database and visible only to the
// user and the operators. Bounded by supportLimits: message length, messages per user in any 24 hours, and
// open conversations per user.
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { supportReplySchema, supportThreadSchema } from '../../../contract/schemas/support'
import {
  type ClientServiceUrl,
  type SupportMessage,
  type SupportThread,
  type SupportThreadDetail,
  supportLimits,
} from '../../../contract/support'
import type { Config } from '../../config'
import type { Database, SupportThreadRow } from '../../db/schema'
import type { Deps } from '../../deps'
import { AppError, invalid } from '../../errors'
import { writeTx } from '../../ledger/tx'
import { findOwnUpload, uploadPath } from '../uploads'
import * as repo from './repo'

const DAY_MS = 86_400_000
const SUBJECT_LENGTH = 80

type ThreadInput = z.output<typeof supportThreadSchema>
type ReplyInput = z.output<typeof supportReplySchema>

export function clientServiceUrl(config: Config): ClientServiceUrl {
  return { url: config.supportUrl ?? '', show_header: 1 }
}

type ThreadWithUnread = SupportThreadRow & { unread: number | string | null }

export function threadView(row: ThreadWithUnread): SupportThread {
  const { id, status, subject, created_at, updated_at } = row
  return { id, status, subject, unread: Number(row.unread ?? 0), created_at, updated_at }
}

export async function messageViews(db: Kysely<Database>, threadId: number): Promise<SupportMessage[]> {
  return (await repo.messagesOf(db, threadId)).map(({ fname, ...m }) => ({ ...m, pic: fname ? uploadPath(fname) : '' }))
}

/** Checks a message's text (required unless an image is attached; at most supportLimits.messageLength). */
export function checkBody(body: string, hasImage: boolean): void {
  if (body === '' && !hasImage) throw invalid('support_message_required')
  if ([...body].length > supportLimits.messageLength) {
    throw invalid('support_message_too_long', { max: String(supportLimits.messageLength) })
  }
}

/** The user's message in `thread`, within the daily allowance; runs inside the caller's write transaction. */
async function addUserMessage(trx: Kysely<Database>, thread: SupportThreadRow, input: ThreadInput, now: Date) {
  const upload = input.pic === '' ? undefined : await findOwnUpload(trx, thread.user_id, input.pic)
  if (input.pic !== '' && !upload) throw invalid('support_image_not_found')
  const since = new Date(now.getTime() - DAY_MS).toISOString()
  if ((await repo.countUserMessagesSince(trx, thread.user_id, since)) >= supportLimits.messagesPerDay) {
    throw new AppError('rate_limited', 'support_daily_limit', { count: String(supportLimits.messagesPerDay) })
  }
  const at = now.toISOString()
  await repo.insertMessage(trx, { thread, author: 'user', body: input.body, uploadId: upload?.id ?? null, now: at })
}

/** A thread of the user's, or not_found (another user's thread is not told apart from a missing one). */
async function ownThread(db: Kysely<Database>, userId: number, id: number): Promise<SupportThreadRow> {
  const thread = await repo.findThread(db, id)
  if (!thread || thread.user_id !== userId) throw new AppError('not_found')
  return thread
}

export async function openThread({ db, clock }: Deps, userId: number, input: ThreadInput): Promise<SupportThread> {
  checkBody(input.body, input.pic !== '')
  const id = await writeTx(db, async (trx) => {
    if ((await repo.countOpenThreads(trx, userId)) >= supportLimits.openThreads) {
      throw new AppError('rate_limited', 'support_open_limit', { count: String(supportLimits.openThreads) })
    }
    const now = clock()
    const subject = [...input.body].slice(0, SUBJECT_LENGTH).join('')
    const threadId = await repo.insertThread(trx, userId, subject, now.toISOString())
    const thread = await repo.findThread(trx, threadId)
    if (!thread) throw new AppError('internal')
    await addUserMessage(trx, thread, input, now)
    return threadId
  })
  return threadView(await requireThread(db, id))
}

export async function replyToThread({ db, clock }: Deps, userId: number, input: ReplyInput) {
  checkBody(input.body, input.pic !== '')
  await writeTx(db, async (trx) => {
    const thread = await ownThread(trx, userId, input.thread_id)
    if (thread.status !== 0) throw invalid('support_thread_closed')
    await addUserMessage(trx, thread, input, clock())
  })
  return threadDetail({ db, clock }, userId, input.thread_id)
}

/** One of the user's conversations; reading it marks the operators' answers in it read. */
export async function threadDetail(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  userId: number,
  threadId: number,
): Promise<SupportThreadDetail> {
  await ownThread(db, userId, threadId)
  await repo.markAnswersRead(db, threadId, clock().toISOString())
  return { thread: threadView(await requireThread(db, threadId)), messages: await messageViews(db, threadId) }
}

export async function requireThread(db: Kysely<Database>, id: number) {
  const row = await repo.threadWithUnread(db, id)
  if (!row) throw new AppError('not_found')
  return row
}

export async function userThreads({ db }: Pick<Deps, 'db'>, userId: number): Promise<SupportThread[]> {
  return (await repo.threadsOf(db, userId)).map(threadView)
}

export async function unreadAnswers({ db }: Pick<Deps, 'db'>, userId: number): Promise<{ count: number }> {
  return { count: await repo.unreadCountOf(db, userId) }
}
