// Database reads of the console's user pages: search, sessions, postings and verification submissions. Posting
// amounts leave here as bigint minor units (db/minor.ts).
import { type Selectable, type SqlBool, sql } from 'kysely'
import type { Asset } from '../../../contract/api'
import type { Db } from '../../db/db'
import { withMinor } from '../../db/minor'
import type { PostingRow, PostingsTable } from '../../db/schema'

/** Escapes LIKE's wildcards so the operator's text matches literally. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

function matching(db: Db, q: string) {
  const query = db.selectFrom('users')
  if (q === '') return query
  const pattern = likeText(q.toLowerCase())
  const id = /^\d{1,15}$/.test(q) ? Number(q) : null
  // Usernames are stored lower-cased (e-mail) or as E.164 (phone).
  const byName = sql<SqlBool>`username like ${pattern} escape '\\'`
  return query.where((eb) => (id === null ? byName : eb.or([eb('id', '=', id), byName])))
}

export async function searchUsers(db: Db, q: string, page: number, size: number) {
  const counted = await matching(db, q)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst()
  const rows = await matching(db, q)
    .selectAll()
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute()
  return { rows, total: Number(counted?.n ?? 0) }
}

export function findUser(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

export function sessionsOf(db: Db, userId: number) {
  return db.selectFrom('tokens').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(50).execute()
}

export function submissionsOf(db: Db, userId: number) {
  return db.selectFrom('verifications').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute()
}

const postingOf = (row: Selectable<PostingsTable>): PostingRow => withMinor(row, ['amount'])

function userPostings(db: Db, userId: number, asset?: Asset) {
  let query = db.selectFrom('postings').where('account_kind', '=', 'user').where('account_id', '=', String(userId))
  if (asset !== undefined) query = query.where('asset', '=', asset)
  return query
}

export async function postingsOf(db: Db, userId: number, page: { page: number; size: number; asset?: Asset }) {
  const counted = await userPostings(db, userId, page.asset)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst()
  const rows = await userPostings(db, userId, page.asset)
    .selectAll()
    .orderBy('id', 'desc')
    .limit(page.size)
    .offset((page.page - 1) * page.size)
    .execute()
  return { rows: rows.map(postingOf), total: Number(counted?.n ?? 0) }
}

/** A user's newest postings, newest first. */
export async function recentPostingsOf(db: Db, userId: number, limit: number): Promise<PostingRow[]> {
  const rows = await userPostings(db, userId).selectAll().orderBy('id', 'desc').limit(limit).execute()
  return rows.map(postingOf)
}
