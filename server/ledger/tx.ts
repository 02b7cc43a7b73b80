// One write transaction at a time. better-sqlite3 is one synchronous connection, and kysely holds it for the
// whole callback, so requests in this process are serialized; BEGIN IMMEDIATE also takes SQLite's write lock
// up front, so a second process on the same file (the admin CLI) waits instead of interleaving between a
// balance check and its posting. Everything inside must use `trx`, never the outer db (that would wait forever).
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema'

export async function writeTx<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn)
    let result: T
    try {
      result = await work(conn)
    } catch (error) {
      await sql`rollback`.execute(conn)
      throw error
    }
    try {
      await sql`commit`.execute(conn)
    } catch (error) {
      await sql`rollback`.execute(conn).catch(() => undefined)
      throw error
    }
    return result
  })
}
