// Operators' announcements: one row with the text in every language the operator wrote, and one notification of
// kind 'announcement' per existing user, written by a single INSERT ... SELECT (100,000 users in one statement),
// in the same transaction as the announcement and its audit entry. Content may hold HTML: it is stored as given
// and the client shows it only sanitized (DOMPurify); titles are plain text.
import { sql } from 'kysely'
import type { z } from 'zod'
import type { Announcement, AnnouncementText } from '../../../contract/notifications'
import type { announcementSchema } from '../../../contract/schemas/notifications'
import type { OperatorContext } from '../../audit/context'
import { writeAudit } from '../../audit/log'
import type { Db } from '../../db/db'
import { writeTx } from '../../ledger/tx'

type AnnouncementInput = z.output<typeof announcementSchema>

export async function broadcastAnnouncement(ctx: OperatorContext, input: AnnouncementInput): Promise<Announcement> {
  const now = ctx.clock()
  const created_at = now.toISOString()
  const given = Object.entries(input.texts).filter((e): e is [string, AnnouncementText] => e[1] !== undefined)
  const texts = JSON.stringify(Object.fromEntries(given))
  return writeTx(ctx.db, async (trx) => {
    const { id } = await trx
      .insertInto('announcements')
      .values({ texts, operator: ctx.operator, created_at })
      .returning('id')
      .executeTakeFirstOrThrow()
    const inserted = await trx
      .insertInto('notifications')
      .columns(['user_id', 'kind', 'params', 'announcement_id', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('users')
          .select([
            'users.id',
            sql<string>`'announcement'`.as('kind'),
            sql<string>`'{}'`.as('params'),
            sql<number>`${sql.lit(Number(id))}`.as('announcement_id'),
            sql<string>`${sql.lit(created_at)}`.as('created_at'),
          ]),
      )
      .executeTakeFirst()
    const recipients = Number(inserted.numInsertedOrUpdatedRows ?? 0)
    const entry = { action: 'announcement.broadcast', target: `announcement:${id}`, before: '', reason: '' }
    const title = input.texts.en?.title ?? ''
    await writeAudit(trx, { ...entry, operator: ctx.operator, after: JSON.stringify({ title, recipients }) }, now)
    return { id: Number(id), texts: Object.fromEntries(given), operator: ctx.operator, created_at, recipients }
  })
}

/** The newest announcements first, each with how many users it reached. */
export async function listAnnouncements(db: Db, limit = 100): Promise<Announcement[]> {
  const rows = await db
    .selectFrom('announcements')
    .selectAll()
    .select((eb) =>
      eb
        .selectFrom('notifications')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('notifications.announcement_id', '=', 'announcements.id')
        .as('recipients'),
    )
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    id: Number(row.id),
    texts: JSON.parse(row.texts) as Record<string, AnnouncementText>,
    operator: row.operator,
    created_at: row.created_at,
    recipients: Number(row.recipients ?? 0),
  }))
}
