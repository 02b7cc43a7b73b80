import type { Kysely } from 'kysely'
import type { Db } from '../../db/db'
import type { Database, NewUser, UserRow } from '../../db/schema'

export function findUserByName(db: Db, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst()
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function insertUser(trx: Kysely<Database>, user: NewUser): Promise<number> {
  const row = await trx.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow()
  return row.id
}
