// The alerts inbox (spec section 7): each notification is written in the reader's language when it is read.
import type { LanguageCode } from '../../../contract/api'
import type { Alert, AlertsPage, AlertsRead, NotificationKind } from '../../../contract/notifications'
import { type PageCursor, pageFields } from '../../db/keyset'
import type { Deps } from '../../deps'
import { AppError } from '../../errors'
import { type InvestNames, investNames } from '../invest'
import { renderNotification } from './render'
import { alertsPageOf, findAlert, markAllRead, markRead, unreadCountOf } from './repo'

interface InboxRow {
  id: number
  kind: string
  params: string
  created_at: string
  read_at: string | null
  texts: string | null
}

function alertView(lang: LanguageCode, row: InboxRow, names: InvestNames | undefined): Alert {
  const announcement = row.texts === null ? null : { texts: row.texts }
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    ...renderNotification(lang, { kind: row.kind, params: row.params, announcement }, names),
    add_time: row.created_at,
    status: row.read_at === null ? 0 : 1,
  }
}

/** The invest products' names, read only when a row names one. */
const namesFor = (deps: Deps, rows: readonly InboxRow[]) =>
  rows.some((row) => row.kind === 'invest_matured') ? investNames(deps.db) : Promise.resolve(undefined)

export async function alertsPage(
  deps: Deps,
  userId: number,
  lang: LanguageCode,
  cursor: PageCursor,
): Promise<AlertsPage> {
  const found = await alertsPageOf(deps.db, userId, cursor)
  const names = await namesFor(deps, found.rows)
  return { data: found.rows.map((row) => alertView(lang, row, names)), ...pageFields(cursor, found) }
}

/** The caller's notification, now read; another user's id is not found. */
export async function alertDetail(deps: Deps, userId: number, lang: LanguageCode, id: number): Promise<Alert> {
  const row = await findAlert(deps.db, userId, id)
  if (!row) throw new AppError('not_found')
  if (row.read_at === null) await markRead(deps.db, userId, id, deps.clock().toISOString())
  return { ...alertView(lang, row, await namesFor(deps, [row])), status: 1 }
}

export async function readAllAlerts(deps: Deps, userId: number): Promise<AlertsRead> {
  return { read: await markAllRead(deps.db, userId, deps.clock().toISOString()) }
}

export function unreadAlerts(deps: Deps, userId: number): Promise<number> {
  return unreadCountOf(deps.db, userId)
}
